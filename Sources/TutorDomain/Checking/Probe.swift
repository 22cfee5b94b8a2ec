import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// How `probe` decodes dates: a `JSONDecoder.DateDecodingStrategy`, by the name typed.
package enum ProbeDates: String, CaseIterable, Sendable {
    /// `.iso8601`, the default: `"2027-06-03T10:15:00Z"`.
    case iso8601
    /// `.secondsSince1970`: a number of seconds.
    case secondsSince1970
    /// `.deferredToDate`: what `Date` itself decodes, seconds since 2001.
    case deferred

    /// The strategy as Swift source, for the generated driver.
    package var swift: String {
        switch self {
        case .iso8601: ".iso8601"
        case .secondsSince1970: ".secondsSince1970"
        case .deferred: ".deferredToDate"
        }
    }
}

/// What decoding one variant gave.
package struct ProbeRow: Codable, Equatable, Sendable {
    /// The variant's name, as `ProbeVariant.name`.
    package var name: String
    /// Whether the learner's model decoded it without throwing.
    package var decodes: Bool
    /// The error as the program printed it; null when the variant decoded.
    @AlwaysWritten package var error: String?
    /// The error told as a sentence (a `DecodingError` read by `DecodingErrorReading`).
    @AlwaysWritten package var sentence: String?

    /// A row; a decoded variant has neither an error nor a sentence.
    package init(name: String, decodes: Bool, error: String? = nil, sentence: String? = nil) {
        (self.name, self.decodes, self.error, self.sentence) = (name, decodes, error, sentence)
    }
}

/// Everything `probe` found: one row per variant, or the compiler's messages when the
/// model did not compile, or why nothing could be tried. `probe --json` prints it, whatever
/// happened.
package struct ProbeReport: Codable, Equatable, Sendable {
    /// How the probe ended, as `--json` names it.
    package enum Status: String, Codable, Sendable {
        /// The table is complete (whatever it says).
        case decoded
        /// The learner's model did not compile: see `diagnostics`.
        case compileError = "compile-error"
        /// Nothing could be compiled or run (no compiler, a full disk): see `problem`.
        case error
        /// The command was not typed right: see `problem` and `hint`.
        case usageError = "usage-error"
    }

    /// The document's path.
    package var document: String
    /// The type decoded: `[Postcard]` for an array document, `Postcard` for an object.
    package var type: String
    package var status: Status
    /// Why the probe could not run, as a sentence; null when it ran.
    @AlwaysWritten package var problem: String?
    /// What to type instead, for a usage error; null otherwise.
    @AlwaysWritten package var hint: String?
    /// One row per variant, in the order `ProbeVariants` made them.
    package var variants: [ProbeRow]
    /// The compiler's messages about the learner's file; empty when it compiled cleanly.
    package var diagnostics: [Diagnostic]

    /// A report with no rows yet.
    package init(
        document: String, type: String, status: Status = .decoded, problem: String? = nil, hint: String? = nil,
        variants: [ProbeRow] = [], diagnostics: [Diagnostic] = []
    ) {
        self.document = document
        self.type = type
        self.status = status
        self.problem = problem
        self.hint = hint
        self.variants = variants
        self.diagnostics = diagnostics
    }

    /// How many variants decoded.
    package var decodedCount: Int { variants.filter(\.decodes).count }
}

/// The program `probe` compiles with the learner's model: its source, and how its output
/// is read back.
package enum ProbeDriver {
    /// Starts every line the driver prints for the tutor, so the model's own `print`s are
    /// told apart from them.
    package static let marker = "probe:"

    /// A `run()` that makes each variant from the document (the document once, in base64,
    /// and for each variant the span it replaces and the bytes in its place), decodes it, and
    /// prints `probe:<index><TAB>ok` or the error on one line.
    package static func source(type: String, isArray: Bool, dates: ProbeDates, snakeCase: Bool) -> String {
        let decoded = isArray ? "[\(type)]" : type
        let keys = snakeCase ? "\n    decoder.keyDecodingStrategy = .convertFromSnakeCase" : ""
        return """
            import Foundation

            // Written by `codable-tutor probe`: decodes every variant of the document as
            // `\(decoded)` and prints one line per variant for the tutor to read.
            func run() {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = \(dates.swift)\(keys)
                guard let list = try? document(),
                    let file = (try? JSONSerialization.jsonObject(with: list)) as? [String: Any],
                    let original = (file["document"] as? String).flatMap({ Data(base64Encoded: $0) }),
                    let variants = file["variants"] as? [[String: Any]]
                else {
                    print("\(marker)variants\\tthe list of variants could not be read")
                    return
                }
                for (index, variant) in variants.enumerated() {
                    var bytes = original
                    let start = min(max(variant["start"] as? Int ?? 0, 0), bytes.count)
                    let end = min(max(variant["end"] as? Int ?? 0, start), bytes.count)
                    bytes.replaceSubrange(start..<end, with: Data(base64Encoded: variant["replacement"] as? String ?? \
            "") ?? Data())
                    do {
                        _ = try decoder.decode(\(decoded).self, from: bytes)
                        print("\(marker)\\(index)\\tok")
                    } catch {
                        let text = String(describing: error).split(whereSeparator: \\.isNewline).joined(separator: " ")
                        print("\(marker)\\(index)\\t\\(text)")
                    }
                }
            }

            """
    }

    /// The variants file the driver reads: the document once, and each variant as
    /// `{"name", "start", "end", "replacement"}` — its size grows with the document's plus
    /// the number of variants, never with their product.
    package static func variantsFile(_ variants: some Collection<ProbeVariant>) -> Data {
        let list: [[String: Any]] = variants.map { variant in
            [
                "name": variant.name, "start": variant.replaced.lowerBound, "end": variant.replaced.upperBound,
                "replacement": variant.replacement.base64EncodedString(),
            ]
        }
        let file: [String: Any] = [
            "document": (variants.first?.document ?? Data()).base64EncodedString(), "variants": list,
        ]
        return (try? JSONSerialization.data(withJSONObject: file)) ?? Data("{}".utf8)
    }

    /// The driver's lines by index: `ok`, or the printed error.
    package static func results(from output: String) -> [Int: String] {
        var found: [Int: String] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix(marker) {
            let parts = line.dropFirst(marker.count).split(
                separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]) else { continue }
            // The error quotes the document's keys and values: shown, so made safe here.
            found[index] = TerminalText.escaped(String(parts[1]), limit: .max)
        }
        return found
    }

    /// The row for one variant from the driver's line for it; `declaredType` gives the model's
    /// own type of the property at a coding path, which the sentence names.
    package static func row(
        for variant: ProbeVariant, result: String, noun: String, declaredType: (String) -> String? = { _ in nil }
    ) -> ProbeRow {
        guard result != "ok" else { return ProbeRow(name: variant.name, decodes: true) }
        var reading = DecodingErrorReading(line: result)
        if let path = reading?.path { reading?.declaredType = declaredType(path) }
        let sentence =
            reading?.sentence(element: noun)
            ?? "The model threw an error of its own, not a DecodingError: \(result)"
        return ProbeRow(name: variant.name, decodes: false, error: result, sentence: sentence)
    }

    /// What one element of a document is called in sentences: `Postcards.json` → "postcard".
    package static func noun(for document: URL) -> String {
        let name = document.deletingPathExtension().lastPathComponent.lowercased()
        if name.hasSuffix("ies"), name.count > 3 { return String(name.dropLast(3)) + "y" }
        if name.hasSuffix("s"), !name.hasSuffix("ss"), name.count > 1 { return String(name.dropLast()) }
        return name.isEmpty ? "element" : name
    }
}
