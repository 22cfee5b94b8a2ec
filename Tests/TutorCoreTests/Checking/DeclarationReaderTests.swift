import Testing
@testable import TutorCore

/// The fallback reader on the sources that fooled the brace counter before it.
@Suite("Declaration reader")
struct DeclarationReaderTests {
    func names(_ source: String, of type: String = "A") -> [String]? {
        DeclarationReader(source: source).types[type]?.map(\.name)
    }

    func property(_ source: String, _ name: String, of type: String = "A") -> ModelShape.Property? {
        DeclarationReader(source: source).types[type]?.first { $0.name == name }
    }

    @Test("Comments hide their braces and their declarations")
    func comments() {
        let source = """
            struct A {
                // var fake: Int {
                /* struct B { var hidden: Int } /* nested */ } */
                var real: Int // }
                /// var doc: String
            }
            """
        #expect(names(source) == ["real"])
        #expect(names(source, of: "B") == nil)
    }

    @Test("String literals hide their braces: plain, interpolated, multi-line and raw")
    func strings() {
        let source = ##"""
            struct A {
                var plain = "}{ \"}\" "
                var interpolated = "\( "}" + "{" )"
                var multi = """
                    } var fake: Int {
                    """
                var raw = #"{ "a" } \"#
                var rawMulti = #"""
                    }"""
                    """#
                var after: Int
            }
            """##
        #expect(names(source) == ["plain", "interpolated", "multi", "raw", "rawMulti", "after"])
    }

    @Test("Two parents' nested types of one name stay apart")
    func nestedNames() {
        let source = """
            struct A { struct Item { var x: Int } }
            struct B {
                struct Item { let y: String }
                var items: [Item]
            }
            extension B.Item { var z: Int { 1 } }
            """
        #expect(names(source, of: "A.Item") == ["x"])
        #expect(names(source, of: "B.Item") == ["y"])
        #expect(names(source, of: "B") == ["items"])
        #expect(names(source, of: "Item") == nil)
    }

    @Test("Modifiers and attributes do not hide a stored property")
    func modifiersAndAttributes() {
        let source = """
            struct A {
                private(set) var count: [String: Int]? = nil
                lazy var cache = "}"
                @available(*, deprecated, message: "use count") var old: Int
                @Clamped(to: 0...9) var clamped: Int
                @Published
                var published: String
                nonisolated(unsafe) var shared: Int
                public private(set) weak var delegate: AnyObject?
            }
            """
        #expect(names(source) == ["count", "cache", "old", "clamped", "published", "shared", "delegate"])
        #expect(property(source, "count")?.type == "[String: Int]?")
        #expect(property(source, "count")?.hasDefault == true)
        #expect(property(source, "cache")?.type == ModelShape.inferred)
    }

    @Test("Computed and static properties are not stored ones; observed ones are")
    func computedAndStatic() {
        let source = """
            struct A {
                var computed: Int { 1 }
                var getter: String {
                    get { "x" }
                    set { }
                }
                var observed: Int = 0 { didSet { print(oldValue) } }
                var watched: Int { willSet { } }
                static var shared = A()
                static let limit: Int = 3
                class var kind: String { "a" }
                var closure: () -> Void = { print("}") }
                var mapped = [1, 2].map { $0 * 2 }
                func method() { var local: Int = 0 }
                init() { let local2 = 1 }
            }
            """
        #expect(names(source) == ["observed", "watched", "closure", "mapped"])
        #expect(property(source, "closure")?.type == "() -> Void")
    }

    @Test("One declaration of several bindings gives each its type")
    func multipleBindings() {
        let source = """
            struct A {
                let a, b: Int
                var c = 1, d: String
                var e: Int; var f: Double
            }
            """
        let types = DeclarationReader(source: source).types["A"]?.map { "\($0.name): \($0.type)" }
        #expect(types == ["a: Int", "b: Int", "c: \(ModelShape.inferred)", "d: String", "e: Int", "f: Double"])
        #expect(property(source, "a")?.isLet == true)
    }

    @Test("Enum cases: one a line or several, with payloads and raw values")
    func cases() {
        let source = """
            enum Stamp: String, Codable { case airmail = "air", surface; case priority }
            enum Shape { case circle(radius: Double), square(Double)
                case none
                static let all: [Shape] = []
            }
            """
        #expect(names(source, of: "Stamp") == ["airmail", "surface", "priority"])
        #expect(names(source, of: "Shape") == ["circle", "square", "none"])
    }

    @Test("Generic types, where clauses and conformances on several lines")
    func generics() {
        let source = """
            struct Box<T: Codable>: Codable
                where T: Sendable
            {
                var value: T
                var pairs: Dictionary<String, Array<Int>>
            }
            """
        #expect(names(source, of: "Box") == ["value", "pairs"])
        #expect(property(source, "pairs", of: "Box")?.type == "Dictionary<String, Array<Int>>")
    }
}
