import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Writes an `InferredModel` as Swift: `Model.swift` (the types, each choice explained in a
/// comment beside it, with where the lessons teach it) and the program that proves it —
/// `main.swift` for the learner to keep (it reads the document named on its command line), or
/// the tutor's own `run()` (which reads the document the harness hands it). Both decode with
/// the model and print the value encoded again as JSON.
package struct ModelEmitter {
    package var model: InferredModel
    /// Where each concept is taught (`postcards 5`), for the comments.
    package var places: [String: String]
    /// The documents' names, for the file's first comment.
    package var sources: [String]

    /// `Model.swift`.
    package var modelFile: String {
        var lines = [
            "// The model codable-tutor learned from \(sources.joined(separator: ", ")).",
            "// Each choice says why beside it, and where the lessons teach it (`codable-tutor show <lesson> <step>`,",
            "// `codable-tutor cards <lesson> --card <name>`). It is yours: change it as you like.",
        ]
        var settings: [String] = []
        switch model.dateStrategy {
        case .iso8601: settings.append("//     dates: `.iso8601`, to decode and to encode")
        case .formatted(let format):
            settings.append(
                "//     dates: `.formatted`, a DateFormatter of dateFormat \"\(format)\" (en_US_POSIX, UTC), both ways")
        case nil: break
        }
        if model.convertsSnakeCase {
            settings.append("//     keys: `.convertFromSnakeCase` to decode, `.convertToSnakeCase` to encode")
        }
        lines +=
            settings.isEmpty
            ? ["// A plain `JSONDecoder()` decodes it and a plain `JSONEncoder()` encodes it: no strategy is needed."]
            : [
                """
                // Decode and encode it with these strategies, as \
                \(forExercise ? "the exercise's program" : "main.swift") does:
                """
            ] + settings
        lines += ["import Foundation", ""]
        if !forExercise, !model.rootReasons.isEmpty, model.structs.first.map({ model.root != .named($0.name) }) ?? true
        {
            lines += comment(model.rootReasons, indent: "", lead: "The document decodes as `\(model.root.spelled)`")
            lines.append("typealias Document = \(model.root.spelled)")
            lines.append("")
        }
        for declared in model.structs {
            lines += structLines(declared)
            lines.append("")
        }
        for declared in model.enums {
            lines += enumLines(declared)
            lines.append("")
        }
        if model.usesAnyValue { lines += Self.anyValueLines }
        return lines.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
    }

    /// `main.swift`: `swiftc Model.swift main.swift -o roundtrip && ./roundtrip doc.json`.
    package var mainFile: String {
        """
        // Decodes the document named on the command line with the model in Model.swift, encodes
        // the value again and prints the JSON: the round trip codable-tutor ran to prove the model.
        //     swiftc Model.swift main.swift -o roundtrip && ./roundtrip document.json
        import Foundation

        guard CommandLine.arguments.count == 2 else {
            FileHandle.standardError.write(Data("usage: roundtrip <document.json>\\n".utf8))
            exit(2)
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
        \(Self.indented(roundTrip, by: "    "))
        } catch {
            FileHandle.standardError.write(Data("\\(error)\\n".utf8))
            exit(1)
        }

        """
    }

    /// The tutor's `run()`, compiled with the harness, which hands it the document.
    package var runFile: String {
        """
        import Foundation

        func run() {
            do {
                let data = try document()
        \(Self.indented(roundTrip, by: "        "))
            } catch {
                FileHandle.standardError.write(Data("\\(error)\\n".utf8))
                exit(1)
            }
        }

        """
    }

    /// Decodes `data`, encodes the value and prints it: the same lines in both programs.
    private var roundTrip: String {
        (decoderLines + ["let value = try decoder.decode(\(model.root.spelled).self, from: data)"] + encoderLines
            + ["print(String(decoding: try encoder.encode(value), as: UTF8.self))"]).joined(separator: "\n")
    }

    /// `let decoder = JSONDecoder()` and the strategies the model needs.
    package var decoderLines: [String] {
        var lines: [String] = []
        if case .formatted(let format) = model.dateStrategy {
            lines += [
                "let formatter = DateFormatter()",
                "formatter.locale = Locale(identifier: \"en_US_POSIX\")",
                "formatter.timeZone = TimeZone(secondsFromGMT: 0)",
                "formatter.dateFormat = \(Self.literal(format))",
            ]
        }
        lines.append("let decoder = JSONDecoder()")
        if let strategy = dateStrategyCode { lines.append("decoder.dateDecodingStrategy = \(strategy)") }
        if model.convertsSnakeCase { lines.append("decoder.keyDecodingStrategy = .convertFromSnakeCase") }
        return lines
    }

    /// The date strategy as Swift: `.iso8601`, `.formatted(formatter)`.
    private var dateStrategyCode: String? {
        switch model.dateStrategy {
        case .iso8601: ".iso8601"
        case .formatted: ".formatted(formatter)"
        case nil: nil
        }
    }

    /// `let encoder = JSONEncoder()` and the strategies that write the document back.
    package var encoderLines: [String] {
        var lines = [
            "let encoder = JSONEncoder()", "encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]",
        ]
        if let strategy = dateStrategyCode { lines.append("encoder.dateEncodingStrategy = \(strategy)") }
        if model.convertsSnakeCase { lines.append("encoder.keyEncodingStrategy = .convertToSnakeCase") }
        return lines
    }

    private func structLines(_ declared: InferredModel.Struct) -> [String] {
        var lines = comment(declared.reasons, indent: "", lead: nil)
        lines.append("struct \(declared.name): Codable {")
        for property in declared.properties {
            lines += comment(property.reasons, indent: "    ", lead: nil)
            lines.append("    let \(property.name): \(property.type.spelled)")
        }
        if declared.needsCodingKeys || declared.properties.count > Self.synthesizedKeysUpTo {
            lines.append("")
            if !declared.needsCodingKeys {
                lines += comment(
                    [
                        InferredModel.Reason(
                            """
                            spelled out, though every key is its property's name: with \(declared.properties.count) \
                            properties the `CodingKeys` Swift writes for itself (no raw type) takes the compiler \
                            minutes, this one seconds
                            """,
                            concept: "coding-keys")
                    ], indent: "    ", lead: nil)
            }
            lines.append("    enum CodingKeys: String, CodingKey {")
            for property in declared.properties {
                lines.append(
                    property.renamed
                        ? "        case \(property.name) = \(Self.literal(property.codingKey))"
                        : "        case \(property.name)")
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines
    }

    /// The enum, and the `init(from:)` and `encode(to:)` the compiler cannot write for it: the
    /// discriminator is read first, then the whole element decoded as that kind's struct, which
    /// keeps the discriminator among its own properties and so encodes it back.
    private func enumLines(_ declared: InferredModel.Enum) -> [String] {
        var lines = comment(declared.reasons, indent: "", lead: nil)
        lines.append("enum \(declared.name): Codable {")
        for item in declared.cases { lines.append("    case \(item.name)(\(item.payload))") }
        lines += [
            "",
            "    private enum Discriminator: String, CodingKey {",
            "        case key = \(Self.literal(declared.codingKey))",
            "    }",
            "",
            "    init(from decoder: any Decoder) throws {",
            "        let container = try decoder.container(keyedBy: Discriminator.self)",
            "        let kind = try container.decode(String.self, forKey: .key)",
            "        switch kind {",
        ]
        for item in declared.cases {
            lines.append(
                "        case \(Self.literal(item.value)): self = .\(item.name)(try \(item.payload)(from: decoder))")
        }
        lines += [
            "        default:",
            """
                        throw DecodingError.dataCorruptedError(forKey: .key, in: container, debugDescription: "No \
            case for the kind \\(kind)")
            """,
            "        }",
            "    }",
            "",
            "    func encode(to encoder: any Encoder) throws {",
            "        switch self {",
        ]
        for item in declared.cases {
            lines.append("        case .\(item.name)(let value): try value.encode(to: encoder)")
        }
        lines += ["        }", "    }", "}"]
        return lines
    }

    /// Doc comment lines: each reason a sentence, with where the lessons teach it.
    private func comment(_ reasons: [InferredModel.Reason], indent: String, lead: String?) -> [String] {
        var sentences = reasons.map { reason in
            let sentence = reason.sentence.prefix(1).uppercased() + reason.sentence.dropFirst()
            return sentence + "." + (places[reason.concept].map { " (\($0))" } ?? "")
        }
        if let lead, !sentences.isEmpty {
            sentences[0] = lead + ": " + sentences[0].prefix(1).lowercased() + sentences[0].dropFirst()
        }
        return sentences.flatMap { sentence in
            TextLayout.wrap(Self.commentSafe(sentence), width: commentWidth - indent.count - 4)
                .split(separator: "\n").map { indent + "/// " + $0 }
        }
    }

    /// Past this many properties a struct's `CodingKeys` is written out as a `String` enum.
    /// The one Swift synthesizes has no raw type, and its mandatory SIL passes grow with the
    /// square of the cases: 250 properties 1.0 s, 500 3.7 s, 1000 22 s, 3000 past the 120 s
    /// limit; written as `String, CodingKey`, 1000 take 3.1 s and 3000 11 s (Swift 6.3.1, -Onone).
    package static let synthesizedKeysUpTo = 100

    /// Comments are wrapped to this width: 100, as code is usually read; 76 for a lesson's
    /// page, where code stands beside its output.
    package var commentWidth = 100
    /// Whether the model is the hidden answer of `learn`'s exercise: no `Document` alias (the
    /// exercise's program never names it) and no `main.swift` to point to.
    package var forExercise = false

    package init(
        model: InferredModel, places: [String: String], sources: [String], commentWidth: Int = 100,
        forExercise: Bool = false
    ) {
        (self.model, self.places, self.sources, self.commentWidth, self.forExercise) = (
            model, places, sources, commentWidth, forExercise
        )
    }

    /// A comment holds no line break, and cannot end itself early.
    private static func commentSafe(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    /// `key` as a Swift string literal.
    package static func literal(_ key: String) -> String {
        var out = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    package static func indented(_ text: String, by indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }.joined(separator: "\n")
    }

    /// The catch-all type: any JSON value, decoded as what it is and encoded as it came.
    package static let anyValueLines = [
        "/// Any JSON value, for a place where the document shows no one type: decoded as what it is,",
        "/// encoded back as it came.",
        "enum \(InferredModel.anyValueName): Codable {",
        "    case null",
        "    case bool(Bool)",
        "    case integer(Int)",
        "    case number(Double)",
        "    case string(String)",
        "    case array([\(InferredModel.anyValueName)])",
        "    case object([String: \(InferredModel.anyValueName)])",
        "",
        "    init(from decoder: any Decoder) throws {",
        "        let container = try decoder.singleValueContainer()",
        "        if container.decodeNil() {",
        "            self = .null",
        "        } else if let value = try? container.decode(Bool.self) {",
        "            self = .bool(value)",
        "        } else if let value = try? container.decode(Int.self) {",
        "            self = .integer(value)",
        "        } else if let value = try? container.decode(Double.self) {",
        "            self = .number(value)",
        "        } else if let value = try? container.decode(String.self) {",
        "            self = .string(value)",
        "        } else if let value = try? container.decode([\(InferredModel.anyValueName)].self) {",
        "            self = .array(value)",
        "        } else {",
        "            self = .object(try container.decode([String: \(InferredModel.anyValueName)].self))",
        "        }",
        "    }",
        "",
        "    func encode(to encoder: any Encoder) throws {",
        "        var container = encoder.singleValueContainer()",
        "        switch self {",
        "        case .null: try container.encodeNil()",
        "        case .bool(let value): try container.encode(value)",
        "        case .integer(let value): try container.encode(value)",
        "        case .number(let value): try container.encode(value)",
        "        case .string(let value): try container.encode(value)",
        "        case .array(let value): try container.encode(value)",
        "        case .object(let value): try container.encode(value)",
        "        }",
        "    }",
        "}",
    ]
}
