import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Something wrong in a lesson's files, with where it is.
package struct LessonProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the lessons folder (`postcards/06-dates/1/stage.txt`).
    package var file: String
    /// The line, counted from 1; 0 when the problem is the file as a whole.
    package var line: Int
    /// What is wrong, as a sentence.
    package var message: String

    /// The lesson, where the file's path cannot say it (a lesson read from outside the tutor).
    private var owner: String?
    /// Whether it is said at every start as well as by `verify`: a problem with a folder of
    /// lessons as a whole, such as two lessons of one name, which leaves a lesson out.
    package var saidAtStart = false
    /// Whether the lesson is left out for it: a file the tutor may not read or show
    /// (`LessonFile`), so that nothing else of the tutor reads it.
    package var refusesLesson = false

    package init(file: String, line: Int, _ message: String, lesson: String? = nil) {
        self.file = file
        self.line = line
        self.message = message
        owner = lesson
    }

    /// The same problem with its file named in full, for a lesson read from `root`, a folder
    /// outside the tutor's own.
    package func named(under root: URL) -> LessonProblem {
        guard !file.hasPrefix("/") else { return self }
        let folder = file.hasPrefix("Content/") ? "" : "Lessons/"
        var named = self
        // The lesson is read off the short path, before the full one hides it.
        named.owner = lesson
        named.file = root.appendingPathComponent(folder + file).path
        return named
    }

    /// The lesson the file belongs to (`postcards/…`, `Content/postcards/…`); nil for files
    /// every lesson shares, like the harness.
    package var lesson: String? {
        if let owner { return owner }
        var parts = file.split(separator: "/")
        if parts.first == "Content" { parts.removeFirst() }
        // A lesson's folder itself (`postcards`) counts; a shared file (`README.md`) does not.
        guard let first = parts.first, first != "harness", parts.count > 1 || !first.contains(".") else { return nil }
        return String(first)
    }

    /// `file:line: message`, the form editors and terminals make clickable. Made safe to show
    /// (`TerminalText`): a folder's name or a line quoted from a file may hold anything.
    package var description: String {
        let file = TerminalText.escaped(file, limit: 1000)
        let message = TerminalText.escaped(message, limit: 1000)
        return line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
    }
}
