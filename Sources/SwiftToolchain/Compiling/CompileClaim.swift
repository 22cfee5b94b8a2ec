import Foundation
import TutorBase
import TutorSystem

/// One tutor's claim on compiling one program, seen by every tutor on the same cache: a lock
/// file, `<cache>/compiling/<key>`, held while the compile runs. A second tutor that asks for
/// the same program meanwhile (a `check` in another terminal while the prompt compiles ahead;
/// the many tutors of the test suite on one cache) waits for the claim and then finds the
/// program in the cache, instead of compiling it a second time. Inside one tutor, `InFlight`
/// does the same for its threads.
///
/// The wait is bounded, as every lock of the tutor's is (`LockFile`): a holder stopped with
/// Ctrl-Z must not stop the others, so past `seconds` the waiter compiles for itself. And a
/// learner's own request never waits behind a compile done ahead at low priority, which a busy
/// machine may starve: the holder writes its priority into the file (`l` or `n`). A claim
/// that cannot be made (no folder, no lock) is no claim: the compile goes ahead, as two
/// tutors' compiles of one program always could, and either copy is right.
package final class CompileClaim: Sendable {
    /// Whether another tutor held the claim first: the program may be in the cache now.
    package let waited: Bool
    private let descriptor: Int32
    private let path: String

    private init(descriptor: Int32, path: String, waited: Bool) {
        (self.descriptor, self.path, self.waited) = (descriptor, path, waited)
    }

    /// The claim on the program that will be `entry` in `cache`, once no other tutor holds it;
    /// nil when it is not worth waiting for or could not be made.
    package static func take(
        for entry: URL, in cache: URL, lowPriority: Bool, seconds: Double, cancellation: Cancellation?
    ) -> CompileClaim? {
        let folder = cache.deletingLastPathComponent().appendingPathComponent("compiling")
        guard (try? FolderProblem.makeFolder(folder, role: "cache folder")) != nil else { return nil }
        let path = folder.appendingPathComponent(entry.lastPathComponent).path
        guard let descriptor = try? Syscalls.open(path, flags: O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o600) else {
            return nil
        }
        var waited = false
        if (try? Syscalls.tryLock(descriptor, LOCK_EX)) == nil {
            var mark: [UInt8] = [0]
            _ = try? Syscalls.read(descriptor, into: &mark, at: 0)
            guard lowPriority || mark[0] != UInt8(ascii: "l"),
                wait(descriptor, seconds: seconds, cancellation: cancellation)
            else {
                Syscalls.close(descriptor)
                return nil
            }
            waited = true
        }
        _ = Syscalls.writeByte(descriptor, lowPriority ? UInt8(ascii: "l") : UInt8(ascii: "n"))
        return CompileClaim(descriptor: descriptor, path: path, waited: waited)
    }

    /// Waits for the lock on `descriptor` until `seconds` pass or Ctrl-C; whether it was taken.
    private static func wait(_ descriptor: Int32, seconds: Double, cancellation: Cancellation?) -> Bool {
        let deadline = Syscalls.monotonicNanoseconds() + UInt64(max(0, seconds) * 1e9)
        while Syscalls.monotonicNanoseconds() < deadline, cancellation?.isTriggered != true {
            if LockFile.lock(descriptor, LOCK_EX, waitingAtMost: InFlight.tick) { return true }
        }
        return false
    }

    /// Lets the claim go: its file is removed first (unless it is already another claim's),
    /// so that a tutor that opens the name later makes a claim of its own.
    deinit {
        if let mine = try? Syscalls.status(of: descriptor), let there = try? Syscalls.status(path),
            Syscalls.isSameFile(mine, there)
        {
            _ = try? FileManager.default.removeItem(atPath: path)
        }
        Syscalls.unlock(descriptor)
        Syscalls.close(descriptor)
    }
}
