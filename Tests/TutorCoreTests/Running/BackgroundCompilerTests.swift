import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The compiles and jobs done while the learner reads.
@Suite("Background compiler")
struct BackgroundCompilerTests {
    /// A runner whose compiler is a fake: nothing here starts a process.
    func makeRunner(in folder: TemporaryFolder) -> ProgramRunner {
        makeFakeTutor(in: folder, console: CollectingConsole()).runner
    }

    @Test("Wanting other programs does not stop a job: jobs and programs are kept apart")
    func wantLeavesJobsRunning() throws {
        let folder = TemporaryFolder("background")
        let background = BackgroundCompiler(runner: makeRunner(in: folder), workers: 1)
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let stopped = Box(false)
        background.prepare("job") { cancellation in
            started.signal()
            release.wait()
            stopped.value = cancellation.isTriggered
        }
        started.wait()
        // As the prompt does on every move: the stages ahead replace what was wanted.
        background.want([])
        release.signal()
        background.finish()
        #expect(stopped.value == false, "want() stopped the job")
    }

    @Test("stop() stops a job that is running, so nothing is left behind the tutor")
    func stopStopsJobs() throws {
        let folder = TemporaryFolder("background-stop")
        let background = BackgroundCompiler(runner: makeRunner(in: folder), workers: 1)
        let started = DispatchSemaphore(value: 0)
        let stopped = Box(false)
        background.prepare("job") { cancellation in
            started.signal()
            // Bounded: a stop that never comes fails the test rather than hanging it.
            for _ in 0..<1000 where !cancellation.isTriggered { usleep(10_000) }
            stopped.value = cancellation.isTriggered
        }
        started.wait()
        background.stop()
        #expect(stopped.value == true)
    }
}
