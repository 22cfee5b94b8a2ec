import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// How a learner's model differs from the lesson's answer in what it says, not in how it is
/// laid out: its settings (strategies, formats, the strings that configure them), its types
/// and conformances, their properties and types, their coding keys and hand-written coding
/// functions. A renamed local variable or a moved line is no difference at all.
///
/// What `solution` lists before the lines: the difference that decides the output (`YYYY`
/// against `yyyy`) comes first, however many lines were renamed around it.
struct SolutionComparison {
    /// How much a difference matters, most first.
    enum Weight: Int, Comparable {
        /// A setting or a string: invisible in the declarations, decisive in the output.
        case setting
        /// A type, a conformance, a property, a key or a coding function the lesson has.
        case declaration
        /// Something the learner has that the lesson's answer does without.
        case extra

        static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    struct Difference: Equatable {
        var weight: Weight
        var sentence: String
    }

    /// The differences, most important first, in the order found within each weight.
    let differences: [Difference]

    /// Compares the learner's files (`theirs`) with the lesson's (`lesson`), each side read as one model.
    init(lesson: [String], theirs: [String]) {
        let lessonSource = SwiftSource(merging: lesson.map(SwiftSource.init(reading:)))
        let theirSource = SwiftSource(merging: theirs.map(SwiftSource.init(reading:)))
        var found = Self.settings(lesson: lesson, theirs: theirs, lessonSource: lessonSource, theirSource: theirSource)
        let lessonShape = ModelShape(merging: lesson.map { ModelShape(source: $0).typingDefaults(from: $0) })
        let theirShape = ModelShape(merging: theirs.map { ModelShape(source: $0).typingDefaults(from: $0) })
        found += lessonShape.differences(from: theirShape).map { Difference(weight: .declaration, sentence: $0) }
        found += Self.declarations(lesson: lessonSource, theirs: theirSource, theirShape: theirShape)
        differences = found.enumerated().sorted { ($0.element.weight, $0.offset) < ($1.element.weight, $1.offset) }.map(
            \.element)
    }

    /// Settings given another value or left out, and strings the lesson writes that the learner's do not.
    private static func settings(
        lesson: [String], theirs: [String], lessonSource: SwiftSource, theirSource: SwiftSource
    ) -> [Difference] {
        let mine = SourceSettings(reading: lesson.joined(separator: "\n"))
        let yours = SourceSettings(reading: theirs.joined(separator: "\n"))
        var found: [Difference] = []
        var settings: [Difference] = []
        var names: [String] = []
        for setting in mine.settings + yours.settings where !names.contains(setting.name) { names.append(setting.name) }
        for name in names {
            let expected = mine.values(of: name)
            let given = yours.values(of: name)
            guard Set(expected) != Set(given) else { continue }
            // `f.dateFormat = pattern` sets what a caller passed: the strings below compare that.
            if (expected + given).contains(where: isParameter) { continue }
            let sentence =
                switch (expected.isEmpty, given.isEmpty) {
                case (false, true): "The lesson's sets `\(name)` to `\(listed(expected))`; yours never sets it."
                case (true, false): "Yours sets `\(name)` to `\(listed(given))`; the lesson's leaves it as it is."
                default: "The lesson's sets `\(name)` to `\(listed(expected))`; yours sets it to `\(listed(given))`."
                }
            settings.append(Difference(weight: expected.isEmpty ? .extra : .setting, sentence: sentence))
        }
        // Keys' raw values are compared with the keys; every other string here.
        var lessonStrings = without(rawValues(of: lessonSource), from: mine.literals)
        var theirStrings = without(rawValues(of: theirSource), from: yours.literals)
        let shared = lessonStrings.filter { theirStrings.contains($0) }
        lessonStrings = without(shared, from: lessonStrings)
        theirStrings = without(shared, from: theirStrings)
        // A string inside a setting already named is said with it.
        let named = settings.map(\.sentence).joined()
        for string in lessonStrings where !named.contains(string) {
            // The learner's string nearest to it, when one is a few letters away: `"DD/MM/YYYY"` for `"dd/MM/yyyy"`.
            let near = theirStrings.map { ($0, TypeSpelling.distance($0, string)) }.filter {
                $0.1 <= max(2, string.count / 2)
            }
            .min { $0.1 < $1.1 }?.0
            if let near {
                theirStrings = without([near], from: theirStrings)
                found.append(
                    Difference(weight: .setting, sentence: "The lesson's writes \(string) where yours writes \(near)."))
            } else {
                found.append(
                    Difference(weight: .setting, sentence: "The lesson's writes \(string); yours has no such string."))
            }
        }
        // A string that differs is the likelier cause of a different output: it comes first.
        return found + settings
    }

    /// Conformances, keys' raw values and hand-written coding functions the two differ in, and
    /// the types and properties only the learner's declares.
    private static func declarations(lesson: SwiftSource, theirs: SwiftSource, theirShape: ModelShape) -> [Difference] {
        var found: [Difference] = []
        let their = Dictionary(theirs.allDeclarations.map { ($0.path.joined(separator: "."), $0.declaration) }) {
            first, _ in first
        }
        let mine = Dictionary(lesson.allDeclarations.map { ($0.path.joined(separator: "."), $0.declaration) }) {
            first, _ in first
        }
        for (path, declaration) in lesson.allDeclarations.map({ ($0.path.joined(separator: "."), $0.declaration) })
        where declaration.kind != .extension {
            guard
                let other = their[path]
                    ?? their.first(where: { $0.key.split(separator: ".").last.map(String.init) == declaration.name })?
                    .value
            else { continue }
            let missing = conformances(declaration).subtracting(conformances(other)).sorted()
            if !missing.isEmpty {
                found.append(
                    Difference(
                        weight: .declaration,
                        sentence:
                            """
                            The lesson's `\(path)` is declared `\(declaration.conformances.joined(separator: ", "))`; \
                            yours `\(other.conformances.joined(separator: ", "))`.
                            """
                    ))
            }
            for member in declaration.members {
                guard case .enumCase(_, let raw) = member.kind,
                    let theirCase = other.members.first(where: { $0.name == member.name }),
                    case .enumCase(_, let theirRaw) = theirCase.kind, raw != theirRaw
                else { continue }
                let yours = theirRaw.map { "yours `\($0)`" } ?? "yours none, so its key is `\"\(member.name)\"`"
                found.append(
                    Difference(
                        weight: .declaration,
                        sentence:
                            """
                            The lesson's `\(path).\(member.name)` has the raw value `\(raw ?? "\"\(member.name)\"")`; \
                            \(yours).
                            """
                    ))
            }
            for signature in ["init(from:)", "encode(to:)"] {
                let lessonWrites = declaration.functions.contains { $0.signature == signature }
                let theyWrite = other.functions.contains { $0.signature == signature }
                if lessonWrites != theyWrite {
                    found.append(
                        Difference(
                            weight: .declaration,
                            sentence: lessonWrites
                                ? """
                                The lesson's `\(path)` writes its own `\(signature)`; yours leaves it to the \
                                compiler.
                                """
                                : """
                                Your `\(path)` writes its own `\(signature)`; the lesson's leaves it to the \
                                compiler.
                                """
                        ))
                }
            }
        }
        for (path, declaration) in their.sorted(by: { $0.key < $1.key }) where declaration.kind != .extension {
            let last = path.split(separator: ".").last.map(String.init) ?? path
            if mine[path] == nil, !mine.values.contains(where: { $0.name == last }) {
                found.append(
                    Difference(
                        weight: .extra,
                        sentence: "Yours also declares `\(path)`, which the lesson's answer does without."))
            }
        }
        return found
    }

    /// What a type conforms to, `Codable` as the two it stands for.
    private static func conformances(_ declaration: SwiftSource.Declaration) -> Set<String> {
        Set(
            declaration.conformances.flatMap { name -> [String] in
                let plain = name.replacingOccurrences(of: " ", with: "")
                return plain == "Codable" ? ["Decodable", "Encodable"] : plain.split(separator: "&").map(String.init)
            })
    }

    /// Every raw value the source's enum cases give, as written.
    private static func rawValues(of source: SwiftSource) -> [String] {
        source.allDeclarations.flatMap { $0.declaration.members }.compactMap {
            if case .enumCase(_, let raw) = $0.kind { raw } else { nil }
        }
    }

    /// `items` with one occurrence of each of `removed` taken out.
    private static func without(_ removed: [String], from items: [String]) -> [String] {
        var rest = items
        for item in removed { if let index = rest.firstIndex(of: item) { rest.remove(at: index) } }
        return rest
    }

    /// A value that is one lowercase name: a parameter or a local, not a setting's value as such.
    private static func isParameter(_ value: String) -> Bool {
        value.first?.isLowercase == true && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func listed(_ values: [String]) -> String {
        values.joined(separator: "` and `")
    }
}
