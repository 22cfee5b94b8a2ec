import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// A `lesson.txt`, `step.txt` or `stage.txt`: `key: value` header lines, a blank line, a body.
package struct TextFile {
    /// One header line, with the line number it stood on.
    package struct Field {
        package var value: String
        package var line: Int
    }

    package var fields: [String: Field]
    package var body: String
    /// The line number of the body's first line.
    package var bodyLine: Int

    /// Splits `text` into header and body, reporting malformed or repeated header lines.
    /// With `headerOptional`, a file whose first line is not `key: value` (a lowercase word
    /// before the colon) is all body.
    package static func parse(
        _ text: String, file: String, headerOptional: Bool = false, problems: inout [LessonProblem]
    ) -> TextFile {
        var fields: [String: Field] = [:]
        let lines = text.lines
        if headerOptional, let first = lines.first, !Self.looksLikeHeader(first) {
            return TextFile(fields: [:], body: text.trimmed, bodyLine: 1)
        }
        var index = 0
        while index < lines.count, !lines[index].trimmed.isEmpty {
            let line = lines[index]
            let number = index + 1
            if let colon = line.firstIndex(of: ":") {
                let key = line[..<colon].trimmed
                let value = line[line.index(after: colon)...].trimmed
                if key.isEmpty || key.contains(" ") {
                    problems.append(
                        LessonProblem(
                            file: file, line: number, "expected a header line `key: value`, found \"\(line)\""))
                } else if fields[key] != nil {
                    problems.append(LessonProblem(file: file, line: number, "`\(key)` is given twice"))
                } else {
                    fields[key] = Field(value: value, line: number)
                }
            } else {
                problems.append(
                    LessonProblem(file: file, line: number, "expected a header line `key: value`, found \"\(line)\""))
            }
            index += 1
        }
        let bodyStart = min(index + 1, lines.count)
        let body = lines[bodyStart...].joined(separator: "\n").trimmed
        return TextFile(fields: fields, body: body, bodyLine: bodyStart + 1)
    }

    private static func looksLikeHeader(_ line: Substring) -> Bool {
        guard let colon = line.firstIndex(of: ":") else { return false }
        let key = line[..<colon]
        return !key.isEmpty && key.allSatisfy { $0.isLowercase || $0 == "-" }
    }

    /// Reports header keys that this kind of file does not know.
    package func rejectUnknownKeys(allowed: Set<String>, file: String, problems: inout [LessonProblem]) {
        for (key, field) in fields where !allowed.contains(key) {
            let known = allowed.sorted().joined(separator: ", ")
            problems.append(LessonProblem(file: file, line: field.line, "unknown key `\(key)` (known: \(known))"))
        }
    }

    /// The value of a key that must be present and not empty.
    package func required(_ key: String, file: String, problems: inout [LessonProblem]) -> String {
        guard let field = fields[key], !field.value.isEmpty else {
            problems.append(LessonProblem(file: file, line: 1, "missing `\(key):` header line"))
            return ""
        }
        return field.value
    }

    /// The value of a key that must be present and name one of `Value`'s cases; nil, with a
    /// problem that lists `choices`, when it does not.
    package func required<Value: RawRepresentable>(
        _ key: String, as type: Value.Type, choices: String, file: String, problems: inout [LessonProblem]
    ) -> Value? where Value.RawValue == String {
        let text = required(key, file: file, problems: &problems)
        if let value = Value(rawValue: text) { return value }
        if !text.isEmpty {
            problems.append(
                LessonProblem(file: file, line: fields[key]?.line ?? 1, "`\(key)` is \(choices), not \"\(text)\""))
        }
        return nil
    }
}
