import Foundation
import TutorBase

/// What to start, and under which limits.
package struct ProcessRequest: Sendable {
    /// The program's path, or a bare name to look up on `PATH`.
    package var executable: String
    package var arguments: [String]
    /// The whole environment the child gets, chosen by the caller from the tutor's own
    /// (`ChildEnvironment`); its `PATH` finds a bare `executable`. The launcher adds the run's
    /// token (`EnvironmentVariable.runToken`), by which it finds the run's strays.
    package var environment: [String: String]
    /// Seconds before the child (and everything it started) is killed; nil for no limit.
    package var timeLimit: Double?
    /// Bytes of output (standard output and error together) before the child is killed.
    package var outputCap: Int
    /// Triggered to stop the child early (Ctrl-C).
    package var cancellation: Cancellation?
    /// Bytes of heap and other private memory the child may hold (RLIMIT_DATA); nil for no
    /// limit. Linux only: on macOS `SpawnLauncher` sets none and reports none.
    package var memoryLimit: Int?
    /// Run the child at a lower scheduling priority, so that work done ahead of the learner
    /// never slows what they asked for. Linux only, like the memory limit.
    package var lowPriority = false
    /// How to contain the child: a learner's or a lesson's program is run in a `Sandbox`; the
    /// compiler and the tutor's own tools are not.
    package var sandbox: Sandbox?

    package init(
        executable: String, arguments: [String] = [], environment: [String: String],
        timeLimit: Double? = nil, outputCap: Int = 1 << 20, memoryLimit: Int? = nil, cancellation: Cancellation? = nil
    ) {
        self.memoryLimit = memoryLimit
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.timeLimit = timeLimit
        self.outputCap = outputCap
        self.cancellation = cancellation
    }
}

/// How a child ended, and what it printed.
package struct ProcessResult: Sendable, Equatable {
    /// How the child's life ended.
    package enum Ending: Sendable, Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        /// "exit status 1", "signal 9": as a sentence says it, never the case's own name.
        package var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "signal \(signal)"
            }
        }
    }

    package var ending: Ending
    package var standardOutput = Data()
    package var standardError = Data()
    /// The time limit ran out and the child was killed.
    package var timedOut = false
    /// The output cap was reached and the child was killed.
    package var outputCut = false
    /// The cancellation was triggered and the child was killed.
    package var cancelled = false
    /// The child ran out of the memory it was allowed and died of it.
    package var outOfMemory = false
    /// The memory limit it ran under, for the sentence that tells it ran out.
    package var memoryLimit: Int?
    /// A fork was refused because the child's tree held as many processes as its sandbox allows.
    package var processLimitReached = false
    /// The cap on processes it ran under, for the sentence that tells it was reached.
    package var processLimit: Int?
    /// What containment the child really ran under (empty when it was not contained).
    package var containment: Containment = []
    /// Seconds from start to end, less any time the tutor and the child were stopped (Ctrl-Z).
    package var seconds: Double = 0

    /// Whether the child exited by itself with status 0.
    package var succeeded: Bool {
        ending == .exited(0) && !timedOut && !outputCut && !cancelled && !outOfMemory && !processLimitReached
    }

    package var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    package var errorText: String { String(decoding: standardError, as: UTF8.self) }
}

/// Why a child could not be started at all.
package enum LaunchError: Error, Equatable, Sendable {
    /// No such program, or not executable.
    case notFound(String)
    /// The system refused to start it; the text is the system's reason.
    case cannotStart(String, reason: String)

    /// What went wrong, as a phrase to put in a sentence.
    package var reason: String {
        switch self {
        case .notFound(let path): "there is no program at \(path) that may be run"
        case .cannotStart(let path, let reason): "\(path): \(reason.prefix(1).lowercased() + reason.dropFirst())"
        }
    }
}

/// The one door through which the tutor starts other programs: the compiler and every
/// compiled stage. Unit tests replace it with a fake.
package protocol ProcessLauncher: Sendable {
    /// Starts a child, waits for it under the request's limits, and returns what happened.
    func run(_ request: ProcessRequest) throws(LaunchError) -> ProcessResult

    /// Starts a child that shares the tutor's terminal (an editor), and waits for it to end.
    func runAttached(_ executable: String, arguments: [String], environment: [String: String]) throws(LaunchError)
        -> ProcessResult.Ending

    /// The program `executable` names, as `run` would start it: a path, checked to be
    /// executable, or a bare name found on `path` (the `PATH` of the environment given).
    func resolve(_ executable: String, path: String?) throws(LaunchError) -> String
}
