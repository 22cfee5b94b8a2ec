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

    /// `file:line: message`, the form editors and terminals make clickable.
    public var description: String {
        line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
    }
}
