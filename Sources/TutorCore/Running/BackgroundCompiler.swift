import Foundation

/// Compiles the stages the learner is about to run while they read, so that `next` then
/// `run` finds the program in the cache.
///
/// At most one compile per core, at low priority. Asking for a new set of stages drops the
/// queued ones that are no longer wanted and stops those running for a stage left behind;
/// `stop()` ends everything, for when the learner quits. A `run` that needs a program being
/// compiled here stops that compile and compiles the program itself, at normal priority:
/// waiting behind a nice-10 compile on a busy machine could take far longer (see `InFlight`).
public final class BackgroundCompiler: @unchecked Sendable {
    private let runner: ProgramRunner
    private let workers: Int
    private let lock = NSLock()
    private var queue: [Stage] = []
    private var running: [String: Cancellation] = [:]
    private var active = 0
    private let idle = DispatchGroup()

    public init(runner: ProgramRunner, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.runner = runner
        self.workers = max(1, workers)
    }

    /// Compiles these stages, in this order, replacing whatever was wanted before.
    public func want(_ stages: [Stage]) {
        let keys = Set(stages.map(Self.key))
        let started: Int = lock.withLock {
            for (key, cancellation) in running where !keys.contains(key) { cancellation.trigger() }
            queue = stages.filter { running[Self.key($0)] == nil }
            let room = max(0, workers - active)
            active += min(room, queue.count)
            return min(room, queue.count)
        }
        for _ in 0..<started { startWorker() }
    }

    /// Waits until every wanted stage has been compiled (or has failed to).
    public func finish() {
        idle.wait()
    }

    /// Stops every compile and waits for the workers to end, so that no compiler is left
    /// running behind the tutor.
    public func stop() {
        lock.withLock {
            queue.removeAll()
            for cancellation in running.values { cancellation.trigger() }
        }
        idle.wait()
    }

    private func startWorker() {
        idle.enter()
        DispatchQueue.global(qos: .utility).async {
            defer { self.idle.leave() }
            while let (stage, cancellation) = self.next() {
                try? self.runner.prepare(stage, cancellation: cancellation)
                self.lock.withLock { _ = self.running.removeValue(forKey: Self.key(stage)) }
            }
        }
    }

    /// The next stage to compile, or nil (and one worker fewer) when the queue is empty.
    private func next() -> (Stage, Cancellation)? {
        lock.withLock {
            while !queue.isEmpty {
                let stage = queue.removeFirst()
                guard running[Self.key(stage)] == nil, let cancellation = Cancellation() else { continue }
                running[Self.key(stage)] = cancellation
                return (stage, cancellation)
            }
            active -= 1
            return nil
        }
    }

    private static func key(_ stage: Stage) -> String {
        "\(stage.runFile.path) \(stage.modelFile?.path ?? "-") \(stage.label)"
    }
}
