import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's times as `stat` gives them. The fields are named apart on Linux (`st_mtim`) and
/// on Darwin (`st_mtimespec`); this is the only place that names them.
extension Syscalls {
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
