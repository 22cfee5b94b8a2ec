import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Why progress was not saved, as a sentence.
package enum ProgressProblem: Failure, Equatable, Sendable {
    /// The file is there but cannot be read: it is never written over.
    case unreadable(String, reason: String)
    /// A damaged file could not be kept under another name, so it is not written over.
    case cannotSetAside(String, reason: String)
    /// The folder cannot take the new file.
    case cannotWrite(FolderProblem)
    /// Another tutor held the lock past the deadline (one stopped with Ctrl-Z, say).
    case busy(String, seconds: Double)

    /// What happened, as the learner is told it.
    package var message: String {
        switch self {
        case .unreadable(let path, let reason):
            """
            Your progress was not saved: \(path) cannot be read (\(reason)), and a file that cannot be read is never \
            written over.
            """
        case .cannotSetAside(let path, let reason):
            """
            Your progress was not saved: the damaged \(path) could not be set aside (\(reason)), so it is not written \
            over.
            """
        case .cannotWrite(let problem):
            "Your progress was not saved. " + problem.message
        case .busy(let path, let seconds):
            """
            Your progress was not saved this time: another tutor has held the lock on \(path) for over \
            \(Int(seconds)) seconds (perhaps one stopped with Ctrl-Z: bring it back with `fg`, or quit it). It is \
            saved again at your next step.
            """
        }
    }
}

extension ProgressStore {
    /// What is in the file: nothing, something that cannot be read, or the progress that
    /// decodes, with what was put right and what was left out (`["the whole file"]` when
    /// nothing decodes).
    package enum Reading {
        case missing
        case unreadable(String)
        /// Larger than `largestFile` by `fstat`, so not read at all: its size in bytes.
        case tooLarge(Int64)
        /// A symbolic link whose target is not there or holds no progress: never written
        /// through, since whatever it names is not the tutor's.
        case foreignLink(String)
        case read(Progress, repaired: [String], dropped: [String])
    }

    package func read() -> Reading {
        let target = AtomicFile.target(of: file)
        let linked = target != file
        let data: Data
        switch Self.contents(of: target) {
        case .failed(let code)
        where linked && (code == ENOENT || code == ENOTDIR) && !Self.isFolder(target.deletingLastPathComponent()):
            // The first save makes the target in its folder, but never the folder itself.
            return .foreignLink("it is a symbolic link to \(target.path), whose folder does not exist")
        case .failed(let code) where code == ENOENT || code == ENOTDIR: return .missing
        case .failed(let code) where code == EISDIR: return .unreadable("it is a folder, not a file")
        case .failed(let code) where code == EINVAL: return .unreadable("it is not a regular file")
        case .failed(let code): return .unreadable(Syscalls.Errno(code: code).message)
        case .tooLarge(let size): return .tooLarge(size)
        case .bytes(let bytes): data = bytes
        }
        if linked, !Self.holdsProgress(data) {
            return .foreignLink("it is a symbolic link to \(target.path), which does not hold the tutor's progress")
        }
        let repairs = ProgressRepairs(readAt: Date())
        let decoder = JSONDecoder()
        decoder.userInfo[ProgressRepairs.key] = repairs
        guard let progress = try? decoder.decode(Progress.self, from: data) else {
            return .read(Progress(), repaired: [], dropped: ["the whole file"])
        }
        return .read(progress, repaired: repairs.repaired, dropped: repairs.dropped)
    }

    private static func isFolder(_ url: URL) -> Bool {
        Syscalls.kind(atPath: url.path) == .folder
    }

    /// Whether `data` is a progress file the tutor wrote, damaged or not: a JSON object with
    /// the `version` every save writes. Asked of a link's target, which is written through
    /// only then.
    package static func holdsProgress(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["version"] != nil
    }

    /// Keeps the file as it is under a name no other tutor can pick, `progress.json.damaged-`
    /// with the time to the millisecond, the process and a random number: a hard link (the
    /// original's very bytes, whatever happens to its name next), else a copy.
    ///
    /// A file already set aside is not set aside again: the start-up read and the first save
    /// both find the same damage, and so does every tutor started on it before one saves.
    package func setAside() throws(ProgressProblem) -> URL {
        let original = AtomicFile.target(of: file)
        let folder = asideFolder ?? original.deletingLastPathComponent()
        if let already = Self.alreadySetAside(original, in: folder) { return already }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss.SSS"
        var failure: Int32 = EEXIST
        for _ in 0..<5 {
            let stamp = "\(formatter.string(from: Date()))-\(Syscalls.processID)-\(UInt32.random(in: 0...UInt32.max))"
            let name = "\(original.lastPathComponent).damaged-\(stamp)"
            let aside = folder.appendingPathComponent(name)
            do {
                try Syscalls.hardLink(original.path, to: aside.path)
                return aside
            } catch {
                failure = error.code
            }
            if failure == EEXIST { continue }
            if [EXDEV, EPERM, EMLINK, EOPNOTSUPP].contains(failure) {
                failure = Self.copy(original, to: aside)
                if failure == 0 { return aside }
                if failure == EEXIST { continue }
            }
            break
        }
        throw .cannotSetAside(
            original.path, reason: FolderProblem(role: "progress folder", folder: folder, errno: failure).brief)
    }

    /// The set-aside file in `folder` that holds `original` exactly as it is now: a hard link to
    /// it (the same device and inode), or a copy with its size, modification time and bytes.
    /// Looked for only when a file is found damaged, so the listing costs nothing otherwise.
    package static func alreadySetAside(_ original: URL, in folder: URL) -> URL? {
        guard let now = try? Syscalls.status(original.path),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else {
            return nil
        }
        let prefix = original.lastPathComponent + ".damaged-"
        for name in names where name.hasPrefix(prefix) {
            let aside = folder.appendingPathComponent(name)
            guard let kept = try? Syscalls.linkStatus(aside.path), Syscalls.kind(kept) == .regular else { continue }
            if Syscalls.isSameFile(kept, now) { return aside }
            guard Syscalls.size(kept) == Syscalls.size(now), Self.modified(kept) == Self.modified(now),
                case .bytes(let keptBytes) = contents(of: aside), case .bytes(let bytes) = contents(of: original),
                keptBytes == bytes
            else { continue }
            return aside
        }
        return nil
    }

    /// A file's modification time, to the nanosecond.
    private static func modified(_ info: stat) -> [Int] {
        let time = Syscalls.modified(info)
        return [time.tv_sec, time.tv_nsec]
    }

    /// The largest progress file read: 16 MiB. Every record in it is small (a lesson's
    /// passed stages, a card's memory, an exercise's attempts; reviews live in `reviews.log`),
    /// so a learner who did every step and card of every lesson many times over keeps well
    /// under 1 MiB. Past it the file is not the tutor's doing: a sparse `truncate -s 4G`
    /// would otherwise be read into memory whole, or hang the tutor trying.
    package static let largestFile = 16 << 20

    /// A file's bytes, the `errno` that stopped the reading, or its size when it is larger
    /// than `largestFile`.
    package enum FileRead {
        case bytes(Data)
        case failed(Int32)
        case tooLarge(Int64)
    }

    /// Reads a regular file whole, when `fstat` says it is at most `largestFile`. Opened
    /// without blocking, so a FIFO in its place cannot hang the tutor.
    package static func contents(of url: URL) -> FileRead {
        do {
            return .bytes(try Syscalls.readRegularFile(url.path, limit: largestFile))
        } catch .cannotOpen(let error), .cannotRead(let error) {
            return .failed(error.code)
        } catch .notRegular(.folder) {
            return .failed(EISDIR)
        } catch .tooLarge(let size) {
            return .tooLarge(size)
        } catch {
            return .failed(EINVAL)
        }
    }

    /// The sentence for a file too large to read: what it is, how big, the limit, and what to do.
    package func tooLargeSentence(_ size: Int64) -> String {
        let sizes = [size, Int64(Self.largestFile)].map {
            ByteCountFormatter.string(fromByteCount: $0, countStyle: .binary)
        }
        return
            """
            Your progress file \(file.path) is \(sizes[0]), more than the \(sizes[1]) a progress file may be (a \
            learner's is well under 1 MB), so it is not read: this session starts without it and saves nothing, and \
            the file is left as it is. Move it away (`mv \(file.path) ~/progress-too-large.json`) to start afresh.
            """
    }

    /// Copies `source` to a new file `destination` (never over an existing one), with the
    /// source's modification time, by which `alreadySetAside` knows it; 0 or the errno.
    private static func copy(_ source: URL, to destination: URL) -> Int32 {
        let data: Data
        switch contents(of: source) {
        case .bytes(let bytes): data = bytes
        case .failed(let code): return code
        case .tooLarge: return EFBIG
        }
        let info: stat
        let descriptor: Int32
        do {
            info = try Syscalls.status(source.path)
            descriptor = try Syscalls.open(
                destination.path, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o600)
        } catch {
            return error.code
        }
        defer { Syscalls.close(descriptor) }
        var failure = Syscalls.writeAll(descriptor, data)
        do {
            if failure == 0 {
                try Syscalls.flushToDisk(descriptor)
                try Syscalls.setTimes(descriptor, accessed: Syscalls.accessed(info), modified: Syscalls.modified(info))
            }
        } catch {
            failure = error.code
        }
        if failure != 0 { try? Syscalls.unlink(destination.path) }
        return failure
    }
}
