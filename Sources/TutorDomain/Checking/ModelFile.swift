import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Reads the file a learner names as their model, refusing with a precise sentence anything
/// that is not an ordinary file of a sensible size.
///
/// The file is opened before it is looked at, without blocking, and the open descriptor is
/// what is examined: a named pipe would otherwise make the tutor wait for a writer forever,
/// and a device like `/dev/zero` would never end.
package enum ModelFile {
    /// A model is a few types; anything this large is the wrong file.
    package static let sizeLimit = 1 << 20

    /// The file's bytes; `shownAs` is the path as the learner typed it.
    package static func read(_ url: URL, shownAs path: String) throws(CommandFailure) -> Data {
        let descriptor: Int32
        let info: stat
        do {
            (descriptor, info) = try Syscalls.openRegularFile(url.path)
        } catch .cannotOpen(let error) {
            throw openFailure(error, url: url, path: path)
        } catch .notRegular(let kind) {
            throw notRegular(kind, path: path)
        } catch {
            throw CommandFailure("\(path) \(error.clause).")
        }
        defer { Syscalls.close(descriptor) }
        guard Syscalls.size(info) <= sizeLimit else {
            let size = ByteCountFormatter.string(fromByteCount: Syscalls.size(info), countStyle: .binary)
            throw CommandFailure(
                "\(path) is \(size): far more than a model's few types, so it is not read.",
                hint: "Give the file that holds your model's types.")
        }
        do {
            return try Syscalls.readToEnd(descriptor, stoppingPast: sizeLimit)
        } catch {
            throw CommandFailure("\(path) cannot be read: \(error.message).")
        }
    }

    private static func notRegular(_ kind: Syscalls.FileKind, path: String) -> CommandFailure {
        let ordinary = "Save your model in an ordinary .swift file and give its path."
        return switch kind {
        case .folder:
            CommandFailure(
                "\(path) is a folder, not a file.",
                hint: "Give the path of the .swift file inside it that holds your model.")
        case .fifo:
            CommandFailure(
                "\(path) is a named pipe (a FIFO), not a file: reading it would wait for a writer, perhaps forever.",
                hint: ordinary)
        case .socket:
            CommandFailure("\(path) is a socket, not a file.", hint: ordinary)
        case .characterDevice, .blockDevice:
            CommandFailure("\(path) is a device, not a file: it has no end to read to.", hint: ordinary)
        default:
            CommandFailure("\(path) is not an ordinary file.", hint: ordinary)
        }
    }

    private static func openFailure(_ error: Syscalls.Errno, url: URL, path: String) -> CommandFailure {
        switch error.code {
        case ELOOP:
            return CommandFailure(
                "\(path) is a symbolic link that leads back to itself (a loop), so there is no file behind it.",
                hint: "Point the link at your .swift file, or give that file's own path.")
        case ENOENT:
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
                return CommandFailure(
                    "\(path) is a symbolic link to \(target), which does not exist.",
                    hint: "Point the link at your .swift file, or give that file's own path.")
            }
            return CommandFailure(
                "There is no file at \(path).",
                hint: "Give the path of a .swift file holding your model (its types only).")
        case ENOTDIR:
            return CommandFailure(
                "There is no file at \(path): a part of the path before the file's name is not a folder.")
        case EACCES:
            return CommandFailure(
                "\(path) cannot be read: permission denied.", hint: "Check the file's permissions (`ls -l`).")
        case ENXIO:
            return CommandFailure(
                "\(path) is a socket, not a file.",
                hint: "Save your model in an ordinary .swift file and give its path.")
        default:
            return CommandFailure("\(path) cannot be opened: \(error.message).")
        }
    }
}
