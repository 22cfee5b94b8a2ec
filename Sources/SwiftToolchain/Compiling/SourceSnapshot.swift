import Foundation
import TutorBase
import TutorSystem

/// The sources of one compile, each read exactly once: the bytes the cache's key is made of
/// are the bytes the compiler is given.
///
/// The learner may save their file while a check compiles it. Were the compiler to read the
/// file again, the cache would file one version's result under the other's name, and serve it
/// from then on. So the compiler reads private copies, written from these bytes, and its
/// messages are given back the learner's own paths before anyone reads them.
package struct SourceSnapshot {
    /// One source: where it lives, and its bytes as read.
    package struct File {
        package var original: URL
        package var bytes: Data
    }

    package var files: [File]

    /// Reads every source once, but for those in `readAlready`, whose bytes are taken as
    /// given. A file that is not a regular file, or cannot be read, stops the compile with a
    /// sentence naming it.
    package init(reading sources: [URL], readAlready: [URL: Data] = [:]) throws(CompilerError) {
        files = []
        for source in sources {
            if let bytes = readAlready[source] {
                files.append(File(original: source, bytes: bytes))
            } else {
                files.append(File(original: source, bytes: try Self.read(source)))
            }
        }
    }

    /// Feeds every path and its bytes to `hash`.
    package func hash(into hash: inout SHA256) {
        for file in files {
            hash.update(field: file.original.path)
            hash.update(field: String(file.bytes.count))
            hash.update(file.bytes)
        }
    }

    /// Writes the copies into `folder`, each in a numbered folder of its own under its own
    /// name, so that `main.swift` stays the program's entry and `#fileID` reads as before.
    package func write(into folder: URL) throws(FolderProblem) -> [URL] {
        var copies: [URL] = []
        for (index, file) in files.enumerated() {
            let place = folder.appendingPathComponent(String(index))
            try FolderProblem.makeFolder(place, role: "cache folder")
            let copy = place.appendingPathComponent(file.original.lastPathComponent)
            // Written without a flush to disk (`Data.write` flushes each, 1 ms a file here): the
            // copies live in the half-made entry only, for the compile, and are gone before it is kept.
            let written = Syscalls.writeNewFile(copy.path, file.bytes)
            if written != 0 {
                let problem = POSIXError(errno: written)
                throw FolderProblem(role: "cache folder", folder: folder.deletingLastPathComponent(), error: problem)
                    ?? FolderProblem(
                        role: "cache folder", path: folder.path, reason: .other(problem.localizedDescription))
            }
            copies.append(copy)
        }
        return copies
    }

    /// `text` with every copy's path replaced by its original's, so messages point at the
    /// learner's own file.
    package func restoringPaths(in text: String, copies: [URL]) -> String {
        var restored = text
        for (copy, file) in zip(copies, files) where restored.contains(copy.path) {
            restored = restored.replacingOccurrences(of: copy.path, with: file.original.path)
        }
        return restored
    }

    /// The file's bytes, read without blocking on a FIFO or a device.
    package static func read(_ source: URL) throws(CompilerError) -> Data {
        do {
            return try Syscalls.readRegularFile(source.path)
        } catch .cannotOpen(let error), .cannotRead(let error) {
            throw .sourceUnreadable(source.path, reason: error.message)
        } catch {
            throw .sourceUnreadable(source.path, reason: "it is not a regular file")
        }
    }

}
