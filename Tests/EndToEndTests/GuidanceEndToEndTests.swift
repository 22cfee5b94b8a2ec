import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// What the learner is told to do next, as the built tutor says it: commands that work where
/// they are typed, and a step list in both places. No compile is needed.
@Suite("Guidance, end to end", .timeLimit(hangLimit))
struct GuidanceEndToEndTests {
    @Test("From the shell: lessons <lesson> lists the steps, and a missing step points there")
    func stepListFromTheShell() throws {
        let home = TemporaryFolder("e2e-guidance")
        let list = try TutorBinary.run(["lessons", "trips"], home: home.url)
        #expect(list.status == 0)
        #expect(list.output.contains("✎ 3  still-there-after-a-restart  Still there after a restart"))
        #expect(list.output.unwrapped.contains("Next: step 1, The project so far: `codable-tutor run trips 1`."))
        let missing = try TutorBinary.run(["show", "trips", "99"], home: home.url)
        #expect(missing.status == 2)
        #expect(missing.errors.contains("(`codable-tutor lessons trips` lists them)"))
        let followed = try TutorBinary.run(["lessons", "trips"], home: home.url)
        #expect(followed.status == 0, "the command the hint names works")
    }

    @Test("At the prompt: every Next line is a prompt command, show stays put, steps lists the lesson")
    func promptGuidance() throws {
        let home = TemporaryFolder("e2e-guidance-prompt")
        let result = try TutorBinary.run(
            [], input: "open trips\nshow 3\nsteps\nstep 99\nlessons\nquit\n", home: home.url)
        #expect(result.status == 0)
        let nextLines = result.output.split(separator: "\n").filter { $0.hasPrefix("Next:") }
        #expect(nextLines.count >= 4)
        #expect(nextLines.allSatisfy { !$0.contains("codable-tutor ") }, "\(nextLines)")
        #expect(
            result.output.unwrapped.contains(
                "Next: your turn: `edit 3` to write it yourself (checked when your editor closes); `hint 3` when stuck; `step 3` takes you there."
            ))
        #expect(result.output.contains("trips 1.1> steps"), "show 3 left the learner at 1.1")
        #expect(result.output.contains("→ ·   1  the-project-so-far"))
        #expect(result.errors.contains("(`steps` lists them)"))
    }
}
