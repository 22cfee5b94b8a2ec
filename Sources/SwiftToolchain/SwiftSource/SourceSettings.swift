import TutorBase
import TutorSystem

/// What a file sets on its decoders, encoders and formatters, and the string literals it
/// writes, read from its tokens wherever they stand (inside a function or a closure too):
/// the part of a model that changes what it prints while looking like a detail —
/// `dateFormat = "dd/MM/yyyy"` against `"DD/MM/YYYY"`.
///
/// `SwiftSource` reads declarations and skips code; this reads the settings in the code it skips.
package struct SourceSettings: Equatable {
    /// One assignment of a known setting: `decoder.dateDecodingStrategy = .iso8601` is the
    /// setting `dateDecodingStrategy` with the value `.iso8601`, as written (spaces collapsed).
    package struct Setting: Equatable {
        package var name: String
        package var value: String
    }

    /// The properties of `JSONDecoder`, `JSONEncoder`, `DateFormatter` and their kin that
    /// configure how values are read and written.
    package static let names: Set<String> = [
        "dateDecodingStrategy", "dateEncodingStrategy", "keyDecodingStrategy",
        "keyEncodingStrategy", "dataDecodingStrategy", "dataEncodingStrategy", "nonConformingFloatDecodingStrategy",
        "nonConformingFloatEncodingStrategy", "outputFormatting", "userInfo", "allowsJSON5",
        "assumesTopLevelDictionary",
        "dateFormat", "locale", "timeZone", "calendar", "formatOptions", "dateStyle", "timeStyle", "isLenient",
        "numberStyle", "decimalSeparator", "twoDigitStartDate", "defaultDate",
    ]

    /// The settings, in the order written.
    package var settings: [Setting] = []
    /// Every string literal, in the settings too, as written with its quotes, in order.
    package var literals: [String] = []

    package init(reading text: String) {
        let tokens = SwiftTokens(text).tokens
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            let dot = tokens[index]
            let name = tokens[index + 1]
            let equals = tokens[index + 2]
            guard dot.text == ".", name.kind == .word, Self.names.contains(name.text), equals.text == "=",
                index + 3 < tokens.count
            else { continue }
            // The value runs to the end of its line, brackets balanced.
            var last = index + 3
            var depth = 0
            for position in (index + 3)..<tokens.count {
                let token = tokens[position]
                if position > index + 3, depth == 0, token.startsLine || token.text == ";" || token.text == "}" {
                    break
                }
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
                last = position
            }
            let value = String(text[tokens[index + 3].range.lowerBound..<tokens[last].range.upperBound])
            settings.append(Setting(name: name.text, value: Self.collapsed(value)))
        }
        literals = tokens.filter { $0.kind == .string }.map { String(text[$0.range]) }
    }

    /// Runs of spaces and line breaks as one space.
    package static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The values the file gives the setting `name`, in order.
    package func values(of name: String) -> [String] {
        settings.filter { $0.name == name }.map(\.value)
    }
}
