import Foundation
import TutorBase
import TutorSystem

/// One message from the compiler, read from its one-line `llvm`-style output.
package struct Diagnostic: Hashable, Sendable, Codable {
    /// How serious the message is, as the compiler names it.
    package enum Severity: String, CaseIterable, Sendable, Codable {
        case error, warning, note, remark
    }

    /// The file the message points at, as the compiler printed it; nil for a message with no
    /// place (a link failure).
    package var file: String?
    package var line: Int?
    package var column: Int?
    package var severity: Severity
    package var message: String
    /// The source line and caret the compiler printed under the message.
    package var snippet: [String] = []

    /// `file:line:column: severity: message`, or as much of it as is known.
    package var located: String {
        guard let file else { return "\(severity.rawValue): \(message)" }
        let place = [line, column].compactMap { $0 }.map(String.init).joined(separator: ":")
        return "\(file):\(place): \(severity.rawValue): \(message)"
    }

    /// Reads the compiler's standard error: located lines start a message, the lines after
    /// one (source and caret) are its snippet, and anything else is ignored. An error or warning
    /// repeated at the very same place, with its notes (a whole-module compile can report one
    /// conformance twice), is kept once.
    package static func parse(_ output: String) -> [Diagnostic] {
        var seen = Set<String>()
        var skipping = false
        var kept: [Diagnostic] = []
        for diagnostic in parseAll(output) {
            if diagnostic.severity != .note {
                skipping = !seen.insert(diagnostic.located).inserted
            }
            if !skipping { kept.append(diagnostic) }
        }
        return kept
    }

    private static func parseAll(_ output: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Escaped as they are read: a message quotes the learner's source, and a snippet is a
        // line of it, either of which may hold an escape code or a bidirectional override.
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.escaped(String($0), limit: .max, keeping: ["\t"]) }
        for line in lines {
            if let diagnostic = parseLocated(line) ?? parseUnlocated(line) {
                found.append(diagnostic)
            } else if !found.isEmpty, !line.isEmpty {
                found[found.count - 1].snippet.append(line)
            }
        }
        return found
    }

    /// `path:12:8: error: message`. The path may itself contain colons, so the line and
    /// column are found from the severity backwards.
    private static func parseLocated(_ line: String) -> Diagnostic? {
        for severity in Severity.allCases {
            let marker = ": \(severity.rawValue): "
            guard let range = line.range(of: marker) else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]),
                let column = Int(place[place.count - 1])
            else { continue }
            let file = place.dropLast(2).joined(separator: ":")
            let message = String(line[range.upperBound...])
            return Diagnostic(file: file, line: lineNumber, column: column, severity: severity, message: message)
        }
        return nil
    }

    /// `error: message`, as the driver prints for a failure that has no place.
    private static func parseUnlocated(_ line: String) -> Diagnostic? {
        for severity in [Severity.error, .warning] where line.hasPrefix("\(severity.rawValue): ") {
            return Diagnostic(
                file: nil, line: nil, column: nil, severity: severity,
                message: String(line.dropFirst(severity.rawValue.count + 2)))
        }
        return nil
    }
}
