import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// How the loader opens every file of a lesson, the tutor's own or one from elsewhere
/// (`EnvironmentVariable.lessons`): a regular file inside the lesson's own folders (a link may lead
/// elsewhere inside them, never outside), no larger than its cap by `fstat` before a byte is
/// read, and, for text, UTF-8 with no control character but the line break and the tab.
///
/// A lesson from elsewhere is text written by a stranger that reaches the learner's terminal:
/// an escape sequence in a title could clear the screen or write the clipboard, a link could
/// show `/etc/shadow`, a FIFO hang the tutor, a 500 MB file slow every command. Each such file
/// is a located problem that leaves its lesson out (`refusesLesson`), so nothing else of the
/// tutor ever reads it.
package struct LessonFile {
    /// The most a lesson's text file holds (prose, Swift, recorded output): 1 MiB.
    package static let textCap = 1 << 20
    /// The most a lesson's document holds: 8 MiB.
    package static let documentCap = 8 << 20
    /// Lines with a control character named in problems before the rest are counted.
    private static let linesNamed = 3

    /// What a read gave.
    package enum Reading {
        /// Nothing is there (a dangling link counts as nothing).
        case missing
        /// Something is there that a lesson may not hold: the problem is added.
        case refused
        case text(String)
    }

    /// The file's path, worked out once from its URL: every check below names it.
    package var path: String
    /// The file as it is shown in problems (`postcards/06-dates/step.txt`).
    package var shownAs: String
    /// The paths of the lesson's folders, `Lessons/<name>` and `Content/<name>`.
    package var folders: [String]

    /// The file's text, after every check.
    package func read(problems: inout [LessonProblem]) -> Reading {
        let descriptor: Int32
        let size: Int64
        switch open(cap: Self.textCap, problems: &problems) {
        case .missing: return .missing
        case .refused: return .refused
        case .opened(let opened, let bytes): (descriptor, size) = (opened, bytes)
        }
        defer { Syscalls.close(descriptor) }
        guard let data = try? Syscalls.readToEnd(descriptor, stoppingPast: Self.textCap, expecting: size),
            data.count <= Self.textCap,
            let text = String(data: data, encoding: .utf8)
        else {
            problems.append(LessonProblem(file: shownAs, line: 0, "the file is not UTF-8 text"))
            return .refused
        }
        let found = Self.controlCharacters(in: text)
        guard found.isEmpty else {
            for (line, scalar) in found.prefix(Self.linesNamed) {
                let code = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                problems.append(
                    refusal(
                        """
                        this line holds a control character (\(code)), which would act on the terminal instead of \
                        being shown (a lesson's text may hold line breaks and tabs, no other)
                        """,
                        line: line))
            }
            if found.count > Self.linesNamed {
                problems.append(
                    refusal(
                        "\(TextLayout.count(found.count - Self.linesNamed, "more line")) hold control characters too"))
            }
            return .refused
        }
        return .text(text)
    }

    /// Whether a file that is only named, not read at load (a document), may be: inside the
    /// lesson's folders, a regular file, at most `cap` bytes. A missing one is for the caller.
    package func check(cap: Int, problems: inout [LessonProblem]) -> Bool {
        guard case .opened(let descriptor, _) = open(cap: cap, problems: &problems) else { return false }
        Syscalls.close(descriptor)
        return true
    }

    private enum Opening {
        case missing, refused
        /// The descriptor, and the file's size by `fstat`.
        case opened(Int32, size: Int64)
    }

    /// Opens the file without waiting and looks at the open file: a regular file, where its
    /// real path says it lies, at most `cap` bytes by `fstat`.
    private func open(cap: Int, problems: inout [LessonProblem]) -> Opening {
        let descriptor: Int32
        let info: stat
        do {
            (descriptor, info) = try Syscalls.openRegularFile(path)
        } catch .cannotOpen(let error) where error.code == ENOENT {
            return .missing
        } catch {
            problems.append(refusal(Self.sentence(error, cap: cap)))
            return .refused
        }
        let real = Syscalls.path(of: descriptor) ?? Syscalls.realPath(path) ?? path
        guard isInside(real) else {
            Syscalls.close(descriptor)
            problems.append(refusal("the file is a symbolic link that leads outside the lesson's folders (to \(real))"))
            return .refused
        }
        guard Syscalls.size(info) <= Int64(cap) else {
            Syscalls.close(descriptor)
            problems.append(refusal(Self.sentence(.tooLarge(Syscalls.size(info)), cap: cap)))
            return .refused
        }
        return .opened(descriptor, size: Syscalls.size(info))
    }

    /// Whether `real`, what `path` resolves to, lies in the lesson's folders. Where no link was
    /// on the way (the path is its own real path), the folders' paths answer without a call.
    private func isInside(_ real: String) -> Bool {
        let paths = real == path ? folders : folders.compactMap(Syscalls.realPath)
        return paths.contains { real.hasPrefix($0 + "/") }
    }

    private func refusal(_ what: String, line: Int = 0) -> LessonProblem {
        var problem = LessonProblem(file: shownAs, line: line, what + ", so the lesson is left out")
        problem.refusesLesson = true
        problem.saidAtStart = true
        return problem
    }

    private static func sentence(_ problem: Syscalls.RegularFileProblem, cap: Int) -> String {
        switch problem {
        case .tooLarge(let size):
            let sizes = [size, Int64(cap)].map { ByteCountFormatter.string(fromByteCount: $0, countStyle: .binary) }
            return "the file is \(sizes[0]), more than the \(sizes[1]) such a file of a lesson may hold"
        default:
            return "the file \(problem.clause)"
        }
    }

    /// Each line (from 1) holding a character that is neither shown nor a line break or a tab,
    /// with the first such character: the control characters (C0, DEL, C1), the line and
    /// paragraph separators, and the bidirectional controls that reorder text. Read off the
    /// UTF-8 bytes, since only a few lead bytes can start one: every file of a lesson is
    /// scanned at each start.
    package static func controlCharacters(in text: String) -> [(line: Int, scalar: Unicode.Scalar)] {
        controlCharacters(in: Array(text.utf8))
    }

    private static func controlCharacters(in bytes: [UInt8]) -> [(line: Int, scalar: Unicode.Scalar)] {
        var found: [(Int, Unicode.Scalar)] = []
        var line = 1
        var flagged = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            // Printable ASCII, nearly every byte of a lesson, is let through first.
            if byte >= 0x20, byte < 0x7F { continue }
            var value: UInt32?
            if byte == 10 {
                line += 1
                flagged = false
            } else if byte < 0x20 && byte != 9 || byte == 0x7F {
                value = UInt32(byte)
            } else if byte == 0xC2, index < bytes.count, bytes[index] >= 0x80, bytes[index] <= 0x9F {
                value = UInt32(bytes[index])
            } else if byte == 0xD8, index < bytes.count, bytes[index] == 0x9C {
                value = 0x61C
            } else if byte == 0xE2, index + 1 < bytes.count {
                let scalar = 0x2000 | UInt32(bytes[index] & 0x3F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                if scalar == 0x200E || scalar == 0x200F || (scalar >= 0x2028 && scalar <= 0x202E)
                    || (scalar >= 0x2066 && scalar <= 0x2069)
                {
                    value = scalar
                }
            }
            if let value, !flagged, let scalar = Unicode.Scalar(value) {
                found.append((line, scalar))
                flagged = true
            }
        }
        return found
    }
}
