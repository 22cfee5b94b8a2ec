import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Text for a manual page: the little of roff (the `man` macros) that the tutor's page needs,
/// and the little of Markdown that its sentences use, turned into it.
///
/// Every `-` becomes `\-`, so that an option copied from the page is the `--json` typed, not
/// two hyphens a typesetter may join; every character outside ASCII is written by its code
/// point (`\[u2014]`), which groff reads whatever the page's encoding is taken to be.
enum Roff {
    /// A sentence in the tutor's Markdown: `code` set in bold, a link as its text and address
    /// (once, when they are the same).
    static func inline(_ markdown: String) -> String {
        var out = ""
        var inCode = false
        var rest = Substring(markdown)
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "`":
                out += inCode ? "\\fR" : "\\fB"
                inCode.toggle()
            case "[" where !inCode:
                if let link = Self.link(in: &rest) {
                    out += escaped(link.text) + (link.text == link.address ? "" : " (" + escaped(link.address) + ")")
                } else {
                    out += "["
                }
            default:
                out += escaped(String(character))
            }
        }
        if inCode { out += "\\fR" }
        return out
    }

    /// `text` with roff's special characters made plain.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default: out += "\\[u" + String(format: "%04X", scalar.value) + "]"
            }
        }
        return out
    }

    /// `line` made safe to start a line of the page: a `.` or `'` there would be read as a request.
    static func textLine(_ line: String) -> String {
        line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// `[text](address)` at the start of `rest` (after its `[`), consumed; nil if it is not one.
    private static func link(in rest: inout Substring) -> (text: String, address: String)? {
        guard let close = rest.firstIndex(of: "]"), rest[close...].dropFirst().first == "(",
            let end = rest[close...].firstIndex(of: ")")
        else { return nil }
        let text = String(rest[..<close])
        let address = String(rest[rest.index(close, offsetBy: 2)..<end])
        rest = rest[rest.index(after: end)...]
        return (text, address)
    }
}
