import Foundation

/// How the loader opens every file of a lesson, the tutor's own or one from elsewhere
/// (`CODABLE_TUTOR_LESSONS`): a regular file inside the lesson's own folders (a link may lead
/// elsewhere inside them, never outside), no larger than its cap by `fstat` before a byte is
/// read, and, for text, UTF-8 with no control character but the line break and the tab.
///
/// A lesson from elsewhere is text written by a stranger that reaches the learner's terminal:
/// an escape sequence in a title could clear the screen or write the clipboard, a link could
/// show `/etc/shadow`, a FIFO hang the tutor, a 500 MB file slow every command. Each such file
/// is a located problem that leaves its lesson out (`refusesLesson`), so nothing else of the
/// tutor ever reads it.
struct LessonFile {
    /// The most a lesson's text file holds (prose, Swift, recorded output): 1 MiB.
    static let textCap = 1 << 20
    /// The most a lesson's document holds: 8 MiB.
    static let documentCap = 8 << 20
    /// Lines with a control character named in problems before the rest are counted.
    private static let linesNamed = 3

    /// What a read gave.
    enum Reading {
        /// Nothing is there (a dangling link counts as nothing).
        case missing
        /// Something is there that a lesson may not hold: the problem is added.
        case refused
        case text(String)
    }

    /// The file as it is shown in problems (`postcards/06-dates/step.txt`).
    var shownAs: String
    /// The real paths of the lesson's folders, `Lessons/<name>` and `Content/<name>`.
    var folders: [String]

    /// The file's text, after every check.
    func read(_ url: URL, problems: inout [LessonProblem]) -> Reading {
        guard let real = Syscalls.realPath(url.path) else { return .missing }
        guard isInside(real) else {
            problems.append(refusal("the file is a symbolic link that leads outside the lesson's folders (to \(real))"))
            return .refused
        }
        let data: Data
        do {
            data = try Syscalls.readRegularFile(real, limit: Self.textCap)
        } catch .cannotOpen(let error) where error.code == ENOENT {
            return .missing
        } catch {
            problems.append(refusal(Self.sentence(error, cap: Self.textCap)))
            return .refused
        }
        guard let text = String(data: data, encoding: .utf8) else {
            problems.append(LessonProblem(file: shownAs, line: 0, "the file is not UTF-8 text"))
            return .refused
        }
        let found = Self.controlCharacters(in: text)
        guard found.isEmpty else {
            for (line, scalar) in found.prefix(Self.linesNamed) {
                let code = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                problems.append(refusal("this line holds a control character (\(code)), which would act on the terminal instead of being shown (a lesson's text may hold line breaks and tabs, no other)", line: line))
            }
            if found.count > Self.linesNamed {
                problems.append(refusal("\(TextLayout.count(found.count - Self.linesNamed, "more line")) hold control characters too"))
            }
            return .refused
        }
        return .text(text)
    }

    /// Whether a file that is only named, not read at load (a document), may be: inside the
    /// lesson's folders, a regular file, at most `cap` bytes. A missing one is for the caller.
    func check(_ url: URL, cap: Int, problems: inout [LessonProblem]) -> Bool {
        guard let real = Syscalls.realPath(url.path) else { return false }
        guard isInside(real) else {
            problems.append(refusal("the file is a symbolic link that leads outside the lesson's folders (to \(real))"))
            return false
        }
        do throws(Syscalls.RegularFileProblem) {
            let (descriptor, info) = try Syscalls.openRegularFile(real)
            Syscalls.close(descriptor)
            guard Syscalls.size(info) <= Int64(cap) else { throw .tooLarge(Syscalls.size(info)) }
            return true
        } catch {
            problems.append(refusal(Self.sentence(error, cap: cap)))
            return false
        }
    }

    private func isInside(_ real: String) -> Bool {
        folders.contains { real.hasPrefix($0 + "/") }
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
    /// with the first such character: control characters, and the invisible format ones that
    /// reorder text (bidirectional overrides).
    static func controlCharacters(in text: String) -> [(line: Int, scalar: Unicode.Scalar)] {
        var found: [(Int, Unicode.Scalar)] = []
        var line = 1
        var flagged = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                flagged = false
            } else if !flagged, scalar != "\t", isUnshown(scalar) {
                found.append((line, scalar))
                flagged = true
            }
        }
        return found
    }

    private static func isUnshown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: scalar.properties.isBidiControl
        default: false
        }
    }
}
