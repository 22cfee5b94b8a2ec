import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// What `learn` says on the screen: the verdict first, then each type and property with its
/// Swift type and why (and where the lessons teach it), then what to type next.
struct LearnScreen {
    var report: LearnReport
    var model: InferredModel
    /// The screen's width, never wider than prose is set.
    var width: Int
    var styler: Styler
    var onCommandLine: Bool
    var paths: [String]
    var out: String?

    /// Where a property's reason starts.
    static let column = 26

    func say(on screen: Screen) {
        var lines = [TextLayout.line(verdict, width: width)]
        var strategies: [String] = []
        switch model.dateStrategy {
        case .iso8601: strategies.append("dates `.iso8601`")
        case .formatted(let format): strategies.append("dates `.formatted` with the format \"\(format)\"")
        case nil: break
        }
        if model.convertsSnakeCase {
            strategies.append("keys `.convertFromSnakeCase`, and `.convertToSnakeCase` to encode")
        }
        if !strategies.isEmpty {
            lines.append(
                TextLayout.line(
                    "The decoder and the encoder use " + strategies.joined(separator: "; ") + ".", width: width))
        }
        if let givenUp = report.snakeCaseGivenUp {
            lines.append(
                TextLayout.line(
                    """
                    `.convertFromSnakeCase` was tried first and did not give the document back (\(givenUp)): each key \
                    has a `CodingKeys` case instead.
                    """,
                    width: width))
        }
        if let problem = report.problem { lines += ["", TextLayout.line(problem, width: width)] }
        if !report.differences.isEmpty {
            lines += ["", "What did not come back the same:"]
            lines += report.differences.map {
                TextLayout.row("  " + styler.paint("!", .different) + " ", "`\($0.path)`: \($0.reason)", width: width)
            }
        }
        lines.append("")
        // Where the report says each property's reasons are taught, by the property's path.
        let taughtIn = Dictionary(report.properties.map { ($0.path, $0.taughtIn) }) { first, _ in first }
        for declared in model.structs {
            lines.append(TextLayout.line("struct \(declared.name) — \(declared.path)", width: width))
            for property in declared.properties {
                let front = "  \(property.name): \(property.type.spelled)"
                let places = (taughtIn[property.path] ?? []).map { "`\($0)`" }.joined(separator: ", ")
                let why =
                    property.reasons.map(\.sentence).joined(separator: "; ") + (places.isEmpty ? "" : " — " + places)
                // The reason beside the property where the column has room, else on lines of its own below.
                if front.count <= Self.column - 2 {
                    lines.append(
                        TextLayout.row(
                            front.padding(toLength: Self.column, withPad: " ", startingAt: 0), why, width: width))
                } else {
                    lines.append(front)
                    lines.append(TextLayout.row(String(repeating: " ", count: Self.column), why, width: width))
                }
            }
        }
        for declared in model.enums {
            let cases = declared.cases.map {
                "\"\(TerminalText.escaped($0.value, limit: 30))\" → \($0.name)(\($0.payload))"
            }.joined(separator: ", ")
            lines.append(
                TextLayout.line(
                    """
                    enum \(declared.name) — \(declared.path), told apart by \
                    "\(TerminalText.escaped(declared.key, limit: 30))": \(cases)
                    """,
                    width: width))
        }
        if report.fallbacks > 0 {
            lines += [
                "",
                TextLayout.line(
                    """
                    \(report.fallbacks) of \(report.properties.count) properties \
                    \(report.fallbacks == 1 ? "takes" : "take") the catch-all `\(InferredModel.anyValueName)`: the \
                    document shows no one type for \(report.fallbacks == 1 ? "it" : "them").
                    """,
                    width: width),
            ]
        }
        lines += ["", TextLayout.line(next, width: width)]
        screen.console.say(lines.joined(separator: "\n"))
    }

    /// The `probe` of the model written to `out`, with its decoder's settings: which
    /// properties survive a key left out, a `null`, a value of another type. Nil where probe
    /// cannot read the model's dates (a `DateFormatter`) or the document is not one of the
    /// model's own types (or an array of one).
    private func probe(_ out: String) -> String? {
        let type: String
        switch model.root {
        case .named(let name), .array(.named(let name)): type = name
        default: return nil
        }
        guard paths.count == 1, model.dateStrategy == nil || model.usesISO8601 else { return nil }
        return "probe \(out)/Model.swift \(type) \(paths[0])" + (model.convertsSnakeCase ? " --snake-case" : "")
    }

    private var verdict: String {
        let documents = paths.count == 1 ? "`\(paths[0])`" : "\(paths.count) documents"
        let size =
            """
            \(report.types) \(report.types == 1 ? "type" : "types"), \(report.properties.count) \
            \(report.properties.count == 1 ? "property" : "properties")
            """
        guard report.compiled else {
            return
                """
                \(styler.paint("!", .different)) The model for \(documents) (\(size)) did not compile: that is the \
                tutor's mistake, not yours.
                """
        }
        guard report.decoded else {
            return
                "\(styler.paint("!", .different)) The model for \(documents) (\(size)) compiled but did not decode it."
        }
        guard report.roundTrip else {
            return
                """
                \(styler.paint("!", .different)) The model for \(documents) (\(size)) compiled and decoded, but what \
                it encoded differs from the document.
                """
        }
        let nulls =
            report.nullsLeftOut == 0
            ? ""
            : """
             (\(report.nullsLeftOut) \(report.nullsLeftOut == 1 ? "`null` was" : "`null`s were") left out, as a \
            synthesized `encode(to:)` leaves out `nil`: a decoder reads them back as `nil`)
            """
        return
            """
            \(styler.paint("✓", .same)) `\(report.root)` from \(documents): \(size). Compiled, decoded and encoded \
            again, it gives back the same JSON\(nulls).
            """
    }

    private var next: String {
        let prefix = onCommandLine ? "codable-tutor " : ""
        if let out, !report.written.isEmpty {
            let run =
                """
                Next: `swiftc \(out)/Model.swift \(out)/main.swift -o roundtrip && ./roundtrip \(paths[0])` runs it \
                without the tutor
                """
            return run
                + (probe(out).map { "; `\(prefix)\($0)` decodes every way a server could change the document." } ?? ".")
        }
        return
            """
            Next: `\(prefix)learn \(paths.joined(separator: " ")) --out \
            \(report.root.trimmingCharacters(in: ["[", "]"]))` keeps the model and a program that round-trips the \
            document.
            """
    }
}
