import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// One document a server might send one day: the real one, or the real one with one thing
/// changed — one span of its bytes replaced, the rest exactly as the document has it.
package struct ProbeVariant: Equatable, Sendable {
    /// How the table names it: `baseline`, `missing sent`, `from.city as number`, `cut short`.
    package var name: String
    /// The key path it changes, joined by dots; nil for `baseline` and `cut short`.
    package var path: String?
    /// The bytes of the document that are replaced (empty for `baseline`).
    package var replaced: Range<Int>
    /// What goes in their place.
    package var replacement: Data
    /// The document itself, shared by every variant (not copied).
    package let document: Data

    /// The variant's bytes, made when asked: the document with one span replaced.
    package var data: Data {
        var bytes = document
        bytes.replaceSubrange(replaced, with: replacement)
        return bytes
    }
}

/// The variants of a JSON document that `probe` decodes: each key missing, each value
/// `null`, each value of another JSON type, and the document cut short.
///
/// For an array only the first element is changed, so every error points at the first
/// element and the others show the rest still decodes. Pure: no files, no processes.
package struct ProbeVariants: Sendable {
    /// Whether the document's top level is an array (decoded as `[Type]`) or an object.
    package var isArray: Bool
    /// Every variant, `baseline` first and `cut short` last.
    package var variants: [ProbeVariant]

    /// Why a document cannot be probed, as a sentence.
    package enum Problem: Error, Equatable, Sendable {
        /// JSONSerialization could not read it; the detail is its reason.
        case notJSON(String)
        /// Valid JSON, but nothing with keys to vary: a number, a string, `[1, 2]`, `[]`.
        case unsupportedTopLevel
        /// Larger than `maximumDocumentBytes`.
        case tooLarge(bytes: Int)
        /// More key paths to vary than `maximumKeyPaths`.
        case tooManyKeys(Int)

        /// The reason, to follow "`file` cannot be probed: ".
        package var sentence: String {
            switch self {
            case .notJSON(let detail): "it is not valid JSON (\(detail))"
            case .unsupportedTopLevel:
                "its top level is neither an object nor an array whose first element is an object"
            case .tooManyKeys(let count):
                """
                it has \(count) key paths to vary, and probe varies up to \(ProbeVariants.maximumKeyPaths) (three \
                variants each)
                """
            case .tooLarge(let bytes):
                """
                it is \(ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .binary)), and probe reads \
                documents up to \
                \(ByteCountFormatter.string(
                    fromByteCount: Int64(ProbeVariants.maximumDocumentBytes), countStyle: .binary))
                """
            }
        }
    }

    /// The largest document probe reads: a sample of what a server sends is enough, and every
    /// variant is decoded whole, so the probe's time grows with the document.
    package static let maximumDocumentBytes = 4 << 20
    /// The most key paths probe varies: a table of more than 9 000 rows is read by nobody.
    package static let maximumKeyPaths = 3000

    /// Reads `document` and makes its variants, in time linear in its size: each variant is a
    /// span of the document and its replacement, not a document of its own.
    package init(document: Data) throws(Problem) {
        guard document.count <= Self.maximumDocumentBytes else { throw .tooLarge(bytes: document.count) }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed])
        } catch {
            throw .notJSON((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "it cannot be parsed")
        }
        if root is [String: Any] {
            isArray = false
        } else if let array = root as? [Any], array.first is [String: Any] {
            isArray = true
        } else {
            throw .unsupportedTopLevel
        }
        // Where each member lies, read by JSONSerialization's rules: a key written twice is
        // changed at its last place, the one JSONSerialization keeps.
        guard let span = try? JSONReader.located(document, rules: .jsonSerialization).span,
            let members = (isArray ? span.elements?.first : span)?.members
        else {
            throw .notJSON("its members could not be followed")
        }
        let document = Data(document)
        var made = [ProbeVariant(name: "baseline", path: nil, replaced: 0..<0, replacement: Data(), document: document)]
        let paths = Self.keyPaths(in: members)
        guard paths.count <= Self.maximumKeyPaths else { throw .tooManyKeys(paths.count) }
        for (path, member, removal) in paths {
            let dotted = path.joined(separator: ".")
            func variant(_ name: String, _ range: Range<Int>, _ text: String) {
                made.append(
                    ProbeVariant(
                        name: name, path: dotted, replaced: range, replacement: Data(text.utf8), document: document))
            }
            variant("missing \(dotted)", removal, "")
            // A value that is already null would give a copy of the baseline.
            if member.value.firstByte != UInt8(ascii: "n") { variant("null \(dotted)", member.value.bytes, "null") }
            let (typeName, replacement) = Self.otherType(for: member.value.firstByte)
            variant("\(dotted) as \(typeName)", member.value.bytes, replacement)
        }
        made.append(
            ProbeVariant(
                name: "cut short", path: nil, replaced: (document.count / 2)..<document.count, replacement: Data(),
                document: document))
        variants = made
    }

    /// Every key path of an object's members, sorted, a nested object's keys right after its
    /// own key; with each, the bytes to remove to leave it out (its comma too).
    package static func keyPaths(in members: [JSONReader.Member], under prefix: [String] = []) -> [(
        [String], JSONReader.Member, Range<Int>
    )] {
        let removals = members.indices.map { index -> Range<Int> in
            if index + 1 < members.count {
                return members[index].whole.lowerBound..<members[index + 1].whole.lowerBound
            }
            if index > 0 { return members[index - 1].whole.upperBound..<members[index].whole.upperBound }
            return members[index].whole
        }
        return members.indices.sorted { members[$0].key < members[$1].key }.flatMap {
            index -> [([String], JSONReader.Member, Range<Int>)] in
            let member = members[index]
            let path = prefix + [member.key]
            return [(path, member, removals[index])]
                + (member.value.members.map { keyPaths(in: $0, under: path) } ?? [])
        }
    }

    /// The JSON type a value is turned into, and the text standing for it, by the value's
    /// first byte: a string becomes a number; a number, a bool or null becomes a string; an
    /// object an array and back.
    package static func otherType(for kind: UInt8) -> (String, String) {
        switch kind {
        case UInt8(ascii: "\""): ("number", "0")
        case UInt8(ascii: "{"): ("array", "[]")
        case UInt8(ascii: "["): ("object", "{}")
        default: ("string", #""text""#)
        }
    }
}
