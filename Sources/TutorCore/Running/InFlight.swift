import Foundation

/// The compiles under way in this process, by cache key, so that a second request for the
/// same program waits for the first instead of compiling it again.
final class InFlight: @unchecked Sendable {
    static let shared = InFlight()
    private let condition = NSCondition()
    private var keys: Set<String> = []

    /// Claims `key`; false when another thread already has it.
    func begin(_ key: String) -> Bool {
        condition.withLock { keys.insert(key).inserted }
    }

    func end(_ key: String) {
        condition.withLock {
            keys.remove(key)
            condition.broadcast()
        }
    }

    /// Waits until nobody is compiling `key`.
    func wait(for key: String) {
        condition.lock()
        while keys.contains(key) { condition.wait() }
        condition.unlock()
    }
}
