/// Something wrong in a lesson's files, with where it is.
public struct LessonProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the lessons folder (`postcards/06-dates/1/stage.txt`).
    public var file: String
    /// The line, counted from 1; 0 when the problem is the file as a whole.
    public var line: Int
    /// What is wrong, as a sentence.
    public var message: String

    public init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// The lesson the file belongs to (`postcards/…`, `Content/postcards/…`); nil for files
    /// every lesson shares, like the harness.
    public var lesson: String? {
        var parts = file.split(separator: "/")
        if parts.first == "Content" { parts.removeFirst() }
        // A lesson's folder itself (`postcards`) counts; a shared file (`README.md`) does not.
        guard let first = parts.first, first != "harness", parts.count > 1 || !first.contains(".") else { return nil }
        return String(first)
    }

    /// `file:line: message`, the form editors and terminals make clickable.
    public var description: String {
        line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
    }
}
