import SwiftToolchain
import TutorBase
import TutorSystem

/// The tutor's text as HTML for Anki's fields: escaped so that Swift's `<T>` and `&` read as
/// written, and with no tab or line break left, since a field of a tab-separated file can
/// hold neither unquoted.
package enum HTMLText {
    /// `text` with `&`, `<`, `>` and `"` as entities, and a tab, a line break or any other
    /// control character as a character reference: a field of Anki's text format can then
    /// never hold the tab or the line break that would end it and start another note.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\r": break
            default:
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += "&#\(scalar.value);"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Code or output as a `<pre>` block, its lines kept apart by `<br>`; a last line break is
    /// dropped so the block ends with its text.
    package static func pre(_ text: String) -> String {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return "<pre>" + lines.map(escape).joined(separator: "<br>") + "</pre>"
    }

    /// Prose as the tutor's files write it: paragraphs apart by blank lines, each reflowed into
    /// a `<p>`; lines indented by four spaces kept as a `<pre>` block; `code` in backticks as
    /// `<code>`.
    package static func prose(_ text: String) -> String {
        var html = ""
        var paragraph: [String] = []
        var code: [String] = []
        func flush() {
            if !paragraph.isEmpty { html += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>" }
            if !code.isEmpty { html += pre(code.joined(separator: "\n")) }
            paragraph = []
            code = []
        }
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("    ") {
                if !paragraph.isEmpty { flush() }
                code.append(String(line.dropFirst(4)))
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flush()
            } else {
                if !code.isEmpty { flush() }
                paragraph.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        flush()
        return html
    }

    /// One paragraph, escaped, its spans in backticks as `<code>`; an unpaired backtick stays.
    package static func inline(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        var html = ""
        for (index, part) in parts.enumerated() {
            let isCode = index % 2 == 1
            if isCode && index == parts.count - 1 {
                html += "`" + escape(part)  // no closing backtick: not a span
            } else {
                html += isCode ? "<code>" + escape(part) + "</code>" : escape(part)
            }
        }
        return html
    }
}
