import Foundation
import Synchronization
import TutorBase
import TutorSystem

/// Compiles the programs of the stages the learner is about to run while they read, so that
/// `next` then `run` finds the program in the cache.
///
/// At most one compile per core, at low priority. Asking for a new set of stages drops the
/// queued ones that are no longer wanted and stops those running for a stage left behind;
/// `stop()` ends everything, for when the learner quits. A `run` that needs a program being
/// compiled here stops that compile and compiles the program itself, at normal priority:
/// waiting behind a nice-10 compile on a busy machine could take far longer (see `InFlight`).
package final class BackgroundCompiler: Sendable {
    private let runner: ProgramRunner
    private let workers: Int
    private let state = Mutex(State())
    private let idle = DispatchGroup()

    /// What is queued, running and done, changed only under `state`'s lock.
    private struct State {
        var queue: [Program] = []
        /// The programs being compiled, by key: `want` stops those no longer wanted.
        var running: [String: Cancellation] = [:]
        /// The jobs (`prepare`) still running, by name: a table of their own, so that `want`,
        /// which stops the programs left behind, never stops a job — the model reader's build
        /// used to be stopped this way 6 ms after it started, every time the learner moved.
        var preparing: [String: Cancellation] = [:]
        /// The jobs asked for this session, each done once.
        var jobs: Set<String> = []
        var active = 0
        /// The programs compiled here in this session and not yet run (by key), with the
        /// seconds each compile took: the cache keeps no time for what it hands back.
        var compiledAhead: [String: Double] = [:]
    }

    package init(runner: ProgramRunner, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.runner = runner
        self.workers = max(1, workers)
    }

    /// Compiles these programs, in this order, replacing whatever was wanted before.
    package func want(_ programs: [Program]) {
        let keys = Set(programs.map(Self.key))
        let started: Int = state.withLock { state in
            for (key, cancellation) in state.running where !keys.contains(key) { cancellation.trigger() }
            state.queue = programs.filter { [running = state.running] in running[Self.key($0)] == nil }
            let room = max(0, workers - state.active)
            state.active += min(room, state.queue.count)
            return min(room, state.queue.count)
        }
        for _ in 0..<started { startWorker() }
    }

    /// Does `job` once, on a thread of its own at low priority, stopped like the compiles
    /// by `stop()`: for work the learner will want soon that is not a lesson's program (the model reader).
    package func prepare(_ name: String, _ job: @escaping @Sendable (Cancellation) -> Void) {
        let cancellation: Cancellation? = state.withLock { state in
            guard !state.jobs.contains(name), let cancellation = Cancellation() else { return nil }
            state.jobs.insert(name)
            state.preparing[name] = cancellation
            return cancellation
        }
        guard let cancellation else { return }
        idle.enter()
        DispatchQueue.global(qos: .utility).async {
            defer { self.idle.leave() }
            job(cancellation)
            self.state.withLock { _ = $0.preparing.removeValue(forKey: name) }
        }
    }

    /// The seconds `program` took to compile here in this session, while the learner read, if
    /// it did and nobody asked yet: the first run after says so; later runs find it in the
    /// cache like any other.
    package func takeCompiledAhead(_ program: Program) -> Double? {
        state.withLock { $0.compiledAhead.removeValue(forKey: Self.key(program)) }
    }

    /// Waits until every wanted program has been compiled (or has failed to).
    package func finish() {
        idle.wait()
    }

    /// Stops every compile and waits for the workers to end, so that no compiler is left
    /// running behind the tutor.
    package func stop() {
        state.withLock { state in
            state.queue.removeAll()
            for cancellation in state.running.values { cancellation.trigger() }
            for cancellation in state.preparing.values { cancellation.trigger() }
        }
        idle.wait()
    }

    private func startWorker() {
        idle.enter()
        DispatchQueue.global(qos: .utility).async {
            defer { self.idle.leave() }
            while let (program, cancellation) = self.next() {
                let seconds = (try? self.runner.prepare(program, cancellation: cancellation)) ?? nil
                self.state.withLock { state in
                    _ = state.running.removeValue(forKey: Self.key(program))
                    if let seconds { state.compiledAhead[Self.key(program)] = seconds }
                }
            }
        }
    }

    /// The next program to compile, or nil (and one worker fewer) when the queue is empty.
    private func next() -> (Program, Cancellation)? {
        state.withLock { state in
            while !state.queue.isEmpty {
                let program = state.queue.removeFirst()
                guard state.running[Self.key(program)] == nil, let cancellation = Cancellation() else { continue }
                state.running[Self.key(program)] = cancellation
                return (program, cancellation)
            }
            state.active -= 1
            return nil
        }
    }

    /// Two stages with the same files and flags are one compile.
    private static func key(_ program: Program) -> String {
        (program.sources.map(\.path) + program.flags).joined(separator: " ")
    }
}
