import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension CardsCommand {
    /// `cards --replay-fsrs FILE`: the review sequences in `FILE` (JSON, `FSRSReplay`) replayed
    /// through the scheduler, every state printed as JSON. For the cross-check against the
    /// reference FSRS-6 (`scripts/python/fsrs_crosscheck.py`), not for learners.
    func replay(_ path: String, in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("There is no readable file \(path) of review sequences.")
        }
        let replay: FSRSReplay
        do {
            replay = try JSONDecoder().decode(FSRSReplay.self, from: data)
        } catch {
            throw CommandFailure("\(path) is not a replay of review sequences: \(error).")
        }
        do throws(FSRSReplay.Problem) {
            session.screen.say(json: try replay.run())
        } catch {
            throw CommandFailure("\(path) cannot be replayed: \(error.message).")
        }
        return .success
    }
}
