import SwiftToolchain
import TutorBase
import TutorSystem

extension JSONValue {
    /// The value as JSON text, two spaces an indent, keys in their order and each number as
    /// it was written. Every character outside printable ASCII is a `\u` escape, so the text
    /// can sit in any Swift source file as it is.
    package var jsonText: String {
        var out = ""
        write(into: &out, indent: "")
        return out
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .integer(let text), .fraction(let text): out += text
        case .string(let text): Self.write(string: text, into: &out)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += indent + "  "
                element.write(into: &out, indent: indent + "  ")
                out += index + 1 < elements.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += indent + "  "
                Self.write(string: member.key, into: &out)
                out += ": "
                member.value.write(into: &out, indent: indent + "  ")
                out += index + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    private static func write(string: String, into out: inout String) {
        out += "\""
        for unit in string.utf16 {
            switch unit {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(unit)!)
            default:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(unit, radix: 16).count) + String(unit, radix: 16)
            }
        }
        out += "\""
    }
}
