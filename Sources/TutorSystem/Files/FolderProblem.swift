import Foundation
import TutorBase

/// A folder the tutor must write to and cannot: which folder, and what is wrong with it.
///
/// A full disk, a read-only cache or a home that is a file are the learner's machine's
/// business, not the compiler's or the lesson's; saying so, with the folder's path, points at
/// the fix instead of at the toolchain.
package struct FolderProblem: Failure, Equatable, Sendable {
    /// What is wrong, in the terms a fix is chosen by.
    package enum Reason: Equatable, Sendable {
        /// No space left on the disk, or the quota is used up.
        case full
        case readOnly
        /// Permissions forbid it (after a `sudo` run the folder may belong to root).
        case notAllowed
        /// A file stands where a folder must be: the path of that file.
        case fileInTheWay(String)
        /// Anything else, as the system words it.
        case other(String)
    }

    /// What the folder is for, as sentences name it: "cache folder", "progress folder".
    package var role: String
    package var path: String
    package var reason: Reason

    package init(role: String, path: String, reason: Reason) {
        (self.role, self.path, self.reason) = (role, path, reason)
    }

    /// The problem for a failed system call on `folder` (or a file inside it).
    package init(role: String, folder: URL, errno code: Int32) {
        let reason: Reason
        switch code {
        case ENOSPC, EDQUOT: reason = .full
        case EROFS: reason = .readOnly
        case EACCES, EPERM: reason = .notAllowed
        case ENOTDIR, EEXIST: reason = .fileInTheWay(Self.fileInTheWay(of: folder)?.path ?? folder.path)
        default: reason = .other(Syscalls.Errno(code: code).message)
        }
        self.init(role: role, path: folder.path, reason: reason)
    }

    /// The problem for an error thrown by Foundation or `AtomicFile`; nil when it carries no
    /// system error number.
    ///
    /// A `FolderProblem` thrown from below keeps its path and reason, under this role.
    package init?(role: String, folder: URL, error: any Error) {
        if let problem = error as? FolderProblem {
            self.init(role: role, path: problem.path, reason: problem.reason)
            return
        }
        guard let code = Self.errorNumber(of: error) else { return nil }
        self.init(role: role, folder: folder, errno: code)
    }

    /// The problem a compiler or linker described in its own words, found by the system's
    /// wording of the errors that are about a folder rather than about code.
    package init?(role: String, folder: URL, text: String) {
        let known: [(String, Int32)] = [
            ("No space left on device", ENOSPC), ("Disk quota exceeded", EDQUOT), ("Read-only file system", EROFS),
            ("Permission denied", EACCES), ("Not a directory", ENOTDIR),
        ]
        guard let code = known.first(where: { text.contains($0.0) })?.1 else { return nil }
        self.init(role: role, folder: folder, errno: code)
    }

    /// The sentence for the learner: the folder, what is wrong, what to do.
    package var message: String {
        let start = "The tutor cannot write to its \(role) \(path): "
        switch reason {
        case .full:
            return start
                + """
                the disk it is on is full. Free some space and try again, or set \(EnvironmentVariable.home) to a \
                folder on another disk.
                """
        case .readOnly:
            return start
                + "it is on a read-only file system. Set \(EnvironmentVariable.home) to a folder you can write to."
        case .notAllowed:
            return start
                + """
                you are not allowed to write in it (after a `sudo` run it may belong to root). Fix its owner or \
                permissions, or set \(EnvironmentVariable.home) to a folder you can write to.
                """
        case .fileInTheWay(let file):
            return start
                + """
                \(file) is a file, where a folder is needed. Move that file away, or set \
                \(EnvironmentVariable.home) to a folder.
                """
        case .other(let text):
            return start + "\(text). Set \(EnvironmentVariable.home) to a folder you can write to."
        }
    }

    /// What is wrong, in a few words: "the disk is full".
    package var brief: String {
        switch reason {
        case .full: "the disk is full"
        case .readOnly: "the file system is read-only"
        case .notAllowed: "permission denied"
        case .fileInTheWay(let file): "\(file) is a file, where a folder is needed"
        case .other(let text): text
        }
    }

    /// The nearest of `folder` and its parents that exists but is not a folder.
    package static func fileInTheWay(of folder: URL) -> URL? {
        var candidate = folder.standardizedFileURL
        while candidate.path != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : candidate
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return nil
    }

    /// The `errno` inside a Foundation or POSIX error, if it carries one.
    package static func errorNumber(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return Int32(underlying.code)
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileWriteOutOfSpaceError: return ENOSPC
            case NSFileWriteVolumeReadOnlyError: return EROFS
            case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return EACCES
            default: return nil
            }
        }
        return nil
    }

    /// Makes `folder` and its parents, or says what stands in the way. System calls rather
    /// than FileManager, whose errors on Linux do not always keep the `errno`.
    package static func makeFolder(_ folder: URL, role: String) throws(FolderProblem) {
        var path = ""
        for component in folder.standardizedFileURL.pathComponents where component != "/" {
            path += "/" + component
            do {
                try Syscalls.makeFolder(path)
            } catch {
                if let info = try? Syscalls.status(path) {
                    if Syscalls.kind(info) == .folder { continue }
                    throw FolderProblem(role: role, path: folder.path, reason: .fileInTheWay(path))
                }
                throw FolderProblem(role: role, folder: folder, errno: error.code)
            }
        }
    }
}
