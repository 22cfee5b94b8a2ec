import Foundation

/// One document a server might send one day: the real one, or the real one with one thing
/// changed.
public struct ProbeVariant: Equatable, Sendable {
    /// How the table names it: `baseline`, `missing sent`, `from.city as number`, `cut short`.
    public var name: String
    /// The key path it changes, joined by dots; nil for `baseline` and `cut short`.
    public var path: String?
    /// The document's bytes.
    public var data: Data
}

/// The variants of a JSON document that `probe` decodes: each key missing, each value
/// `null`, each value of another JSON type, and the document cut short.
///
/// For an array only the first element is changed, so every error points at the first
/// element and the others show the rest still decodes. Pure: no files, no processes.
public struct ProbeVariants: Sendable {
    /// Whether the document's top level is an array (decoded as `[Type]`) or an object.
    public var isArray: Bool
    /// Every variant, `baseline` first and `cut short` last.
    public var variants: [ProbeVariant]

    /// Why a document cannot be probed, as a sentence.
    public enum Problem: Error, Equatable, Sendable {
        /// JSONSerialization could not read it; the detail is its reason.
        case notJSON(String)
        /// Valid JSON, but nothing with keys to vary: a number, a string, `[1, 2]`, `[]`.
        case unsupportedTopLevel

        /// The reason, to follow "`file` cannot be probed: ".
        public var sentence: String {
            switch self {
            case .notJSON(let detail): "it is not valid JSON (\(detail))"
            case .unsupportedTopLevel: "its top level is neither an object nor an array whose first element is an object"
            }
        }
    }

    /// Reads `document` and makes its variants.
    public init(document: Data) throws(Problem) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed])
        } catch {
            throw .notJSON((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "it cannot be parsed")
        }
        let element: [String: Any]
        let wrap: ([String: Any]) -> Any
        if let object = root as? [String: Any] {
            (isArray, element, wrap) = (false, object, { $0 })
        } else if let array = root as? [Any], let first = array.first as? [String: Any] {
            (isArray, element, wrap) = (true, first, { [$0 as Any] + array.dropFirst() })
        } else {
            throw .unsupportedTopLevel
        }
        var made = [ProbeVariant(name: "baseline", path: nil, data: document)]
        for (path, value) in Self.keyPaths(in: element) {
            let dotted = path.joined(separator: ".")
            func variant(_ name: String, _ change: (Any) -> Any?) {
                let changed = Self.edit(element, at: path[...], change)
                made.append(ProbeVariant(name: name, path: dotted, data: Self.serialize(wrap(changed))))
            }
            variant("missing \(dotted)") { _ in nil }
            // A value that is already null would give a copy of the baseline.
            if !(value is NSNull) { variant("null \(dotted)") { _ in NSNull() } }
            let (typeName, replacement) = Self.otherType(for: value)
            variant("\(dotted) as \(typeName)") { _ in replacement }
        }
        made.append(ProbeVariant(name: "cut short", path: nil, data: document.prefix(document.count / 2)))
        variants = made
    }

    /// Every key path of `object`, sorted, a nested object's keys right after its own key.
    static func keyPaths(in object: [String: Any], under prefix: [String] = []) -> [([String], Any)] {
        object.keys.sorted().flatMap { key -> [([String], Any)] in
            let path = prefix + [key]
            let nested = (object[key] as? [String: Any]).map { keyPaths(in: $0, under: path) } ?? []
            return [(path, object[key]!)] + nested
        }
    }

    /// `object` with the value at `path` replaced by what `change` gives, or removed for nil.
    static func edit(_ object: [String: Any], at path: ArraySlice<String>, _ change: (Any) -> Any?) -> [String: Any] {
        guard let key = path.first, let value = object[key] else { return object }
        var copy = object
        if path.count == 1 {
            copy[key] = change(value)
        } else if let nested = value as? [String: Any] {
            copy[key] = edit(nested, at: path.dropFirst(), change)
        }
        return copy
    }

    /// The JSON type a value is turned into, and the value standing for it: a string becomes
    /// a number; a number, a bool or null becomes a string; an object an array and back.
    static func otherType(for value: Any) -> (String, Any) {
        switch value {
        case is String: ("number", 0)
        case is [String: Any]: ("array", [Any]())
        case is [Any]: ("object", [String: Any]())
        default: ("string", "text")
        }
    }

    /// Compact JSON with sorted keys; the input came from JSONSerialization, so it always
    /// serializes.
    static func serialize(_ value: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }
}
