import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TutorBase
#endif

/// Files and folders by path: making a folder, a hard link, what kind of file `stat` found,
/// a file's times, and listing a folder cheaply. The times' fields are named apart on Linux
/// (`st_mtim`) and on Darwin (`st_mtimespec`); this is the only place that names them.
extension Syscalls {
    /// What a file is, as `stat` tells it by its mode's type bits.
    package enum FileKind: Equatable {
        case regular, folder, fifo, socket, characterDevice, blockDevice, symbolicLink, other
    }

    /// The kind of file `info` describes.
    package static func kind(_ info: stat) -> FileKind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .folder
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }

    /// The kind of file at `path`, a symbolic link followed; nil when nothing is there (or it
    /// cannot be reached).
    package static func kind(atPath path: String) -> FileKind? {
        (try? status(path)).map(kind)
    }

    /// Whether two `stat`s describe the same file: the same device and inode.
    package static func isSameFile(_ one: stat, _ other: stat) -> Bool {
        one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// `mkdir(2)`: one folder, its parent already there.
    package static func makeFolder(_ path: String, mode: mode_t = 0o755) throws(Errno) {
        guard mkdir(path, mode) == 0 else { throw .last }
    }

    /// `link(2)`: a second name, `to`, for the file at `from`.
    package static func hardLink(_ from: String, to: String) throws(Errno) {
        guard link(from, to) == 0 else { throw .last }
    }

    /// Whether this process may execute `path` (`access(X_OK)`).
    package static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// `futimens(2)`: sets the times of the file open on `descriptor`.
    package static func setTimes(_ descriptor: Int32, accessed: timespec, modified: timespec) throws(Errno) {
        var times = [accessed, modified]
        guard futimens(descriptor, &times) == 0 else { throw .last }
    }

    /// Stamps the file open on `descriptor` with the time now, as its last access and change.
    package static func touch(_ descriptor: Int32) {
        _ = futimens(descriptor, nil)
    }

    /// The names in folder `path` that hold the byte `byte`, in one `readdir` pass (`.` and
    /// `..` left out); nil when the folder cannot be opened. A name without it never becomes a Swift string, so a
    /// folder of thousands costs little more than the pass.
    package static func names(inFolder path: String, containing byte: UInt8) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name: String? = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { bytes in
                    strchr(bytes, Int32(byte)) == nil ? nil : String(cString: bytes)
                }
            }
            if let name, name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// When the file's bytes last changed.
    package static func modified(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_mtimespec
        #else
        info.st_mtim
        #endif
    }

    /// When the file's bytes or its attributes last changed.
    package static func changed(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_ctimespec
        #else
        info.st_ctim
        #endif
    }

    /// When the file was last read.
    package static func accessed(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_atimespec
        #else
        info.st_atim
        #endif
    }
}

extension Syscalls {
    /// Why a file of the tutor's was not taken as a regular file.
    package enum RegularFileProblem: Error, Equatable {
        /// `open` failed: the `errno`.
        case cannotOpen(Errno)
        /// It is there, but not a regular file: a FIFO, a device, a folder, a socket.
        case notRegular(FileKind)
        /// It is larger than the reader takes, in bytes (`fstat`'s size, or what came).
        case tooLarge(Int64)
        /// `fstat` or `read` failed on the open file.
        case cannotRead(Errno)

        /// What is wrong, as a clause after the file's name: "is a named pipe (a FIFO), not a
        /// regular file".
        package var clause: String {
            switch self {
            case .cannotOpen(let error): "cannot be opened (\(error.message))"
            case .notRegular(let kind): "is \(Syscalls.describe(kind)), not a regular file"
            case .tooLarge(let size):
                """
                is \(ByteCountFormatter.string(fromByteCount: size, countStyle: .binary)), more than is read of such \
                a file
                """
            case .cannotRead(let error): "cannot be read (\(error.message))"
            }
        }
    }

    /// A kind of file in words, with its article: "a named pipe (a FIFO)".
    package static func describe(_ kind: FileKind) -> String {
        switch kind {
        case .regular: "a regular file"
        case .folder: "a folder"
        case .fifo: "a named pipe (a FIFO)"
        case .socket: "a socket"
        case .characterDevice, .blockDevice: "a device"
        case .symbolicLink: "a symbolic link"
        case .other: "a special file"
        }
    }

    /// Opens `path` without waiting — `O_NONBLOCK`, so a FIFO with no writer (or, for writing,
    /// no reader) and a device answer at once — and keeps the descriptor only when `fstat`
    /// says it is a regular file. The one way the tutor opens a file of its home or of a
    /// lesson: a FIFO there would otherwise hang it, and `/dev/zero` never end.
    package static func openRegularFile(_ path: String, flags: Int32 = O_RDONLY, mode: mode_t = 0)
        throws(RegularFileProblem) -> (descriptor: Int32, info: stat)
    {
        let descriptor: Int32
        do {
            descriptor = try open(path, flags: flags | O_NONBLOCK | O_CLOEXEC, mode: mode)
        } catch {
            // A FIFO opened for writing with no reader, or a socket, refuses with ENXIO.
            if error.code == ENXIO, let info = try? status(path) { throw .notRegular(kind(info)) }
            throw .cannotOpen(error)
        }
        let info: stat
        do {
            info = try status(of: descriptor)
        } catch {
            close(descriptor)
            throw .cannotRead(error)
        }
        guard kind(info) == .regular else {
            close(descriptor)
            throw .notRegular(kind(info))
        }
        return (descriptor, info)
    }

    /// A regular file's bytes, read whole, when it holds at most `limit` (checked by `fstat`
    /// before anything is read, and again as it is read, for a file that grows meanwhile).
    package static func readRegularFile(_ path: String, limit: Int = .max) throws(RegularFileProblem) -> Data {
        let (descriptor, info) = try openRegularFile(path)
        defer { close(descriptor) }
        guard size(info) <= Int64(limit) else { throw .tooLarge(size(info)) }
        let data: Data
        do {
            data = try readToEnd(descriptor, stoppingPast: limit, expecting: size(info))
        } catch {
            throw .cannotRead(error)
        }
        guard data.count <= limit else { throw .tooLarge(Int64(data.count)) }
        return data
    }
}

extension Syscalls {
    /// `realpath(3)`: the path with every symbolic link, `.` and `..` resolved; nil when some
    /// part of it is not there (a dangling link) or the links loop.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The real path of the file open on `descriptor`, in one call (`/proc/self/fd` on Linux,
    /// `F_GETPATH` on Darwin) where `realpath` reads every link on the way; nil if unknown.
    package static func path(of descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if os(Linux)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        buffer[count] = 0
        #else
        guard fcntl(descriptor, F_GETPATH, &buffer) == 0 else { return nil }
        #endif
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}

extension Syscalls {
    /// The UTF-8 text of the regular file at `url`, read without waiting (`readRegularFile`);
    /// nil for a file that is missing, not regular (a FIFO in the home), larger than `limit`
    /// bytes or not UTF-8. For the files of the home and a learner's, which anyone may have
    /// replaced.
    package static func regularFileText(_ url: URL, limit: Int) -> String? {
        (try? readRegularFile(url.path, limit: limit)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// `regularFileText(_:limit:)` with no limit, for a file whose size its caller bounds.
    package static func regularFileText(_ url: URL) -> String? {
        regularFileText(url, limit: .max)
    }

    /// Whether `path` is a folder this process may write in, or could be made: the nearest
    /// part of it that exists is a folder it may write in. Nothing is made to find out.
    package static func mayWriteFolder(_ path: String) -> Bool {
        var path = path
        while !path.isEmpty {
            var status = stat()
            if stat(path, &status) == 0 {
                return (status.st_mode & S_IFMT) == S_IFDIR && access(path, W_OK | X_OK) == 0
            }
            guard errno == ENOENT, path != "/" else { return false }
            path = (path as NSString).deletingLastPathComponent
        }
        return false
    }
}
