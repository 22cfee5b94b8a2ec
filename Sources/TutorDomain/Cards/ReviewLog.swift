import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Every grade ever given, one line per review, in `reviews.log` in the state folder.
///
/// Append-only: a review is one `write` to a file opened with `O_APPEND`, so two tutors
/// grading at once each add whole lines and neither waits for, nor rewrites, the other's. It
/// never grows `progress.json`, whose every save used to rewrite the whole history.
/// Line format (tab-separated): `r1`, time in ms since 1970, card id, lesson, card folder,
/// rating 1–4, state before as FSRS numbers it (0 new, 1 learning, 2 review, 3 relearning),
/// milliseconds spent. Lines it cannot read are skipped and counted.
package struct ReviewLog: Sendable {
    package var file: URL

    package init(file: URL) {
        self.file = file
    }

    /// What the log holds: each review once, oldest first, and how many lines were unreadable.
    package struct Contents: Sendable {
        package var records: [ReviewRecord]
        package var unreadableLines: Int
        /// Why the log was not read at all: something other than a regular file is in its
        /// place (a FIFO, which would hang the tutor).
        package var refused: NotRegularFile?
        /// The log's size in bytes when it is larger than `largestFile` and so was not read.
        package var tooLarge: Int64?
    }

    /// The largest log read whole: 64 MiB. A review is one line of about 60 bytes, so this
    /// holds a million reviews, 300 a day for ten years. Past it the file is not the tutor's
    /// doing (a sparse `truncate -s 4G` would be read into memory whole); it is left as it is.
    package static let largestFile = 64 << 20

    /// Adds one review.
    package func append(_ record: ReviewRecord) throws {
        try append([record])
    }

    /// Adds reviews in one write.
    package func append(_ records: [ReviewRecord]) throws {
        guard !records.isEmpty else { return }
        let descriptor = try openForAppending()
        defer { Syscalls.close(descriptor) }
        try write(records, to: descriptor)
    }

    /// Reads the log; a missing file is an empty log, and so is a FIFO or a device in its
    /// place, which is never opened to wait (`refused` says so).
    package func read() -> Contents {
        do {
            return ReviewLogParser.parse(try Syscalls.readRegularFile(file.path, limit: Self.largestFile))
        } catch .tooLarge(let size) {
            return Contents(records: [], unreadableLines: 0, tooLarge: size)
        } catch .notRegular(let kind) {
            return Contents(records: [], unreadableLines: 0, refused: NotRegularFile(path: file.path, kind: kind))
        } catch {
            return Contents(records: [], unreadableLines: 0)
        }
    }

    /// The reviews from `date` on, reading only the end of the log: the quiz needs no more to
    /// count the new cards introduced today. It returns what `read()` holds from `date` on,
    /// however the chunks read cut the log and whatever another tutor appends meanwhile, but
    /// for a last line not ended yet: that one is still being written.
    package func read(since date: Date) -> [ReviewRecord] {
        let since = ReviewRecord.milliseconds(date)
        guard let (descriptor, info) = try? Syscalls.openRegularFile(file.path) else { return [] }
        defer { Syscalls.close(descriptor) }
        // One size for every pass: what another tutor appends meanwhile is for the next read.
        let size = UInt64(max(0, Syscalls.size(info)))
        guard size > 0 else { return [] }
        // Tutors racing by a moment can write slightly out of order: read a day further back.
        let margin: Int64 = 86_400_000
        var length: UInt64 = 256 * 1024
        while true {
            let offset = size > length ? size - length : 0
            let parser = ReviewLogParser.scan(Self.wholeLines(descriptor, from: offset, to: size), since: since)
            // Stop once a review the quiz logged is older than the margin: every review written
            // before it is older still. Reviews moved in from a progress file are not a sign,
            // since their block may stand after today's reviews.
            // Never more than a whole log may be: a sparse file of gigabytes has no line to stop at.
            if offset == 0 || length >= UInt64(Self.largestFile)
                || (parser.firstLoggedTime.map { $0 < since - margin } ?? false)
            {
                return parser.records
            }
            length *= 4
        }
    }

    /// The whole lines among bytes `offset..<end` of the file: a line cut by `offset` is left
    /// out (the byte before it says whether it is), and so is a last line with no newline yet,
    /// one another tutor is still writing or a failed write left unfinished.
    package static func wholeLines(_ descriptor: Int32, from offset: UInt64, to end: UInt64) -> Data {
        let start = offset == 0 ? 0 : offset - 1
        let data = Syscalls.bytes(of: descriptor, from: Int64(start), to: Int64(end))
        guard let last = data.lastIndex(of: 10) else { return Data() }
        let first = offset == 0 ? data.startIndex : data.firstIndex(of: 10).map { $0 + 1 } ?? last + 1
        return first <= last ? Data(data[first...last]) : Data()
    }

    /// Adds the reviews an earlier tutor kept in `progress.json`, except those the log already
    /// has, under a lock so that two tutors moving them at once add each review once.
    /// Returns how many were added.
    @discardableResult
    package func adopt(_ reviews: [ReviewRecord]) throws -> Int {
        let descriptor = try openForAppending()
        defer { Syscalls.close(descriptor) }
        do {
            try Syscalls.lock(descriptor, LOCK_EX)
        } catch {
            throw POSIXError(errno: error.code)
        }
        defer { Syscalls.unlock(descriptor) }
        let contents = read()
        // Unread, the log cannot say which reviews it has: adding them all could add some twice.
        if let size = contents.tooLarge { throw Self.tooLargeFailure(file, size: size) }
        let present = Set(contents.records.map(\.identity))
        var missing: [ReviewRecord] = []
        var adding = Set<String>()
        for review in reviews where !present.contains(review.identity) && adding.insert(review.identity).inserted {
            missing.append(review)
        }
        try write(missing, to: descriptor)
        return missing.count
    }

    /// A log too large to read, as an error whose description is a sentence.
    package static func tooLargeFailure(_ file: URL, size: Int64) -> any Error {
        let sizes = [size, Int64(largestFile)].map { ByteCountFormatter.string(fromByteCount: $0, countStyle: .binary) }
        return NSError(
            domain: "codable-tutor", code: Int(EFBIG),
            userInfo: [
                NSLocalizedDescriptionKey:
                    "\(file.path) is \(sizes[0]), more than the \(sizes[1]) a review log may be, so it is not read"
            ])
    }

    private func openForAppending() throws -> Int32 {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            return try Syscalls.openRegularFile(file.path, flags: O_WRONLY | O_APPEND | O_CREAT, mode: 0o644).descriptor
        } catch .notRegular(let kind) {
            throw NotRegularFile(path: file.path, kind: kind)
        } catch .cannotOpen(let error), .cannotRead(let error) {
            throw POSIXError(errno: error.code)
        } catch {
            throw POSIXError(errno: EIO)
        }
    }

    /// One `write` for all the lines: with `O_APPEND` the kernel puts them at the end whole.
    private func write(_ records: [ReviewRecord], to descriptor: Int32) throws {
        guard !records.isEmpty else { return }
        let bytes = Array(records.map { $0.line + "\n" }.joined().utf8)
        let failure = Syscalls.writeAll(descriptor, bytes)
        guard failure == 0 else { throw POSIXError(errno: failure) }
    }
}
