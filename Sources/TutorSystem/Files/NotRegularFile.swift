import Foundation
import TutorBase

/// A file the tutor reads or replaces that is there but is no regular file — a named pipe, a
/// device, a socket, a folder — so it is neither read nor written over: a FIFO would hang the
/// tutor, and a rename over `/dev/null` would replace the device itself.
package struct NotRegularFile: Failure, LocalizedError, Equatable, Sendable {
    /// The file, as the tutor names it.
    package var path: String
    /// What it is instead, with its article: "a named pipe (a FIFO)".
    package var what: String

    package init(path: String, kind: Syscalls.FileKind) {
        self.path = path
        what = Syscalls.describe(kind)
    }

    /// `/dev/null is a device, not a regular file`: for a sentence of the caller's.
    package var clause: String { "\(path) is \(what), not a regular file" }

    /// What the learner reads.
    package var message: String { "\(clause): the tutor neither reads it nor writes over it." }

    package var errorDescription: String? { message }

    /// The refusal for the file at `path` (a symbolic link followed) when something other
    /// than a regular file is there; nil when it is a regular file or nothing is there.
    package static func at(_ path: String) -> NotRegularFile? {
        guard let info = try? Syscalls.status(path), Syscalls.kind(info) != .regular else { return nil }
        return NotRegularFile(path: path, kind: Syscalls.kind(info))
    }
}
