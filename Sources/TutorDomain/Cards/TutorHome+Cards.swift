import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension TutorHome {
    /// Every grade ever given, one line each (`ReviewLog`).
    package var reviewLogFile: URL { state.appendingPathComponent("reviews.log") }
    /// What learners typed at the quiz, each answer in a file of its own, and the files
    /// compiled from them, each named by its bytes (`AnswerProgram`).
    package var answers: URL { state.appendingPathComponent("answers") }
}

extension ReviewLog {
    /// The reviews given since the start of `now`'s day: all the queue needs to count the new
    /// cards already introduced today, read from the end of the log only.
    package func reviewsToday(at now: Date) -> [ReviewRecord] {
        read(since: CardQueue.startOfDay(now))
    }
}
