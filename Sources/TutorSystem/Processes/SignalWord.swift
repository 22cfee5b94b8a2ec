import Synchronization
import TutorBase

/// One 32-bit word that a signal handler may read or write at any moment.
///
/// A mutable Swift global is not that: it may be made lazily on first use (inside the very
/// handler), and a reference type may be freed while a handler reads it. This word is an
/// `Atomic` (lock-free, so async-signal-safe), held in place: keep it in a `let` (a global or
/// a `static let`, whose address never changes) that is read once before the handler is
/// installed. Writes are releasing and reads acquiring, so a word that names something (a
/// pipe's end) is seen only after what it names was made.
package struct SignalWord: ~Copyable, Sendable {
    private let storage: Atomic<Int32>

    package init(_ value: Int32) {
        storage = Atomic(value)
    }

    /// The word now. Async-signal-safe.
    package var value: Int32 {
        get { storage.load(ordering: .acquiring) }
        nonmutating set { storage.store(newValue, ordering: .releasing) }
    }
}
