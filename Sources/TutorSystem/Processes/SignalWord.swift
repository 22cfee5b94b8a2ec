import TutorBase

/// One 32-bit word that a signal handler may read or write at any moment.
///
/// A mutable Swift global is not that: it may be made lazily on first use (inside the very
/// handler), and a reference type may be freed while a handler reads it. This word is
/// allocated once, when the value is made, and never freed; keep it in a `let` that is read
/// once before the handler is installed. An aligned 32-bit load or store is atomic on every
/// platform the tutor builds for, which is all a handler needs. (Sendable, unchecked, in
/// `SignalHandlerState.swift`.)
package struct SignalWord {
    private let storage: UnsafeMutablePointer<Int32>

    package init(_ value: Int32) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    /// The word now. Async-signal-safe.
    package var value: Int32 {
        get { storage.pointee }
        nonmutating set { storage.pointee = newValue }
    }
}
