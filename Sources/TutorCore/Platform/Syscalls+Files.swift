import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files and folders by path: making a folder, a hard link, what kind of file `stat` found,
/// a file's times, and listing a folder cheaply. The times' fields are named apart on Linux
/// (`st_mtim`) and on Darwin (`st_mtimespec`); this is the only place that names them.
extension Syscalls {
    /// What a file is, as `stat` tells it by its mode's type bits.
    enum FileKind: Equatable {
        case regular, folder, fifo, socket, characterDevice, blockDevice, symbolicLink, other
    }

    /// The kind of file `info` describes.
    static func kind(_ info: stat) -> FileKind {
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

    /// Whether two `stat`s describe the same file: the same device and inode.
    static func isSameFile(_ one: stat, _ other: stat) -> Bool {
        one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// `mkdir(2)`: one folder, its parent already there.
    static func makeFolder(_ path: String, mode: mode_t = 0o755) throws(Errno) {
        guard mkdir(path, mode) == 0 else { throw .last }
    }

    /// `link(2)`: a second name, `to`, for the file at `from`.
    static func hardLink(_ from: String, to: String) throws(Errno) {
        guard link(from, to) == 0 else { throw .last }
    }

    /// Whether this process may execute `path` (`access(X_OK)`).
    static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// `futimens(2)`: sets the times of the file open on `descriptor`.
    static func setTimes(_ descriptor: Int32, accessed: timespec, modified: timespec) throws(Errno) {
        var times = [accessed, modified]
        guard futimens(descriptor, &times) == 0 else { throw .last }
    }

    /// Stamps the file open on `descriptor` with the time now, as its last access and change.
    static func touch(_ descriptor: Int32) {
        _ = futimens(descriptor, nil)
    }

    /// The names in folder `path` that hold the byte `byte`, in one `readdir` pass (`.` and
    /// `..` left out); nil when the folder cannot be opened. A name without it never becomes a Swift string, so a
    /// folder of thousands costs little more than the pass.
    static func names(inFolder path: String, containing byte: UInt8) -> [String]? {
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
    static func modified(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_mtimespec
        #else
        info.st_mtim
        #endif
    }

    /// When the file's bytes or its attributes last changed.
    static func changed(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_ctimespec
        #else
        info.st_ctim
        #endif
    }

    /// When the file was last read.
    static func accessed(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_atimespec
        #else
        info.st_atim
        #endif
    }
}
