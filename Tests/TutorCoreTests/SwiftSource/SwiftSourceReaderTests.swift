import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// What each reader reads, on the sources that fooled the brace counter before them: the
/// same expectations for both.
@Suite("Swift source readers")
struct SwiftSourceReaderTests {
    typealias Declaration = SwiftSource.Declaration

    @Test("Comments hide their braces and their declarations", arguments: SourceReaderUnderTest.available)
    func comments(_ reader: SourceReaderUnderTest) throws {
        let source = """
            struct A {
                // var fake: Int {
                /* struct B { var hidden: Int } /* nested */ } */
                var real: Int // }
                /// var doc: String
            }
            """
        #expect(try reader.names(source) == ["real"])
        #expect(try reader.names(source, of: "B") == nil)
    }

    @Test(
        "String literals hide their braces: plain, interpolated, multi-line and raw",
        arguments: SourceReaderUnderTest.available)
    func strings(_ reader: SourceReaderUnderTest) throws {
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
        #expect(try reader.names(source) == ["plain", "interpolated", "multi", "raw", "rawMulti", "after"])
    }

    @Test("Two parents' nested types of one name stay apart", arguments: SourceReaderUnderTest.available)
    func nestedNames(_ reader: SourceReaderUnderTest) throws {
        let source = """
            struct A { struct Item { var x: Int } }
            struct B {
                struct Item { let y: String }
                var items: [Item]
            }
            extension B.Item { var z: Int { 1 } }
            """
        #expect(try reader.names(source, of: "A.Item") == ["x"])
        #expect(try reader.names(source, of: "B.Item") == ["y"])
        #expect(try reader.names(source, of: "B") == ["items"])
        #expect(try reader.names(source, of: "Item") == nil)
        #expect(try reader.read(source).declarations.map(\.name) == ["A", "B", "B.Item"])
    }

    @Test("Modifiers and attributes do not hide a stored property", arguments: SourceReaderUnderTest.available)
    func modifiersAndAttributes(_ reader: SourceReaderUnderTest) throws {
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
        #expect(try reader.names(source) == ["count", "cache", "old", "clamped", "published", "shared", "delegate"])
        #expect(try reader.property(source, "count")?.type == "[String: Int]?")
        #expect(try reader.property(source, "count")?.hasDefault == true)
        #expect(try reader.property(source, "cache")?.type == ModelShape.inferred)
    }

    @Test(
        "Computed and static properties are not stored ones; observed ones are",
        arguments: SourceReaderUnderTest.available)
    func computedAndStatic(_ reader: SourceReaderUnderTest) throws {
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
        #expect(try reader.names(source) == ["observed", "watched", "closure", "mapped"])
        #expect(try reader.property(source, "closure")?.type == "() -> Void")
        #expect(try reader.read(source).declarations.first?.functions.map(\.signature) == ["method()", "init()"])
    }

    @Test("One declaration of several bindings gives each its type", arguments: SourceReaderUnderTest.available)
    func multipleBindings(_ reader: SourceReaderUnderTest) throws {
        let source = """
            struct A {
                let a, b: Int
                var c = 1, d: String
                var e: Int; var f: Double
            }
            """
        let types = ModelShape(try reader.read(source)).types["A"]?.map { "\($0.name): \($0.type)" }
        #expect(types == ["a: Int", "b: Int", "c: \(ModelShape.inferred)", "d: String", "e: Int", "f: Double"])
        #expect(try reader.property(source, "a")?.isLet == true)
    }

    @Test(
        "Enum cases: one a line or several, with payloads and raw values as written",
        arguments: SourceReaderUnderTest.available)
    func cases(_ reader: SourceReaderUnderTest) throws {
        let source = """
            enum Stamp: String, Codable { case airmail = "air", surface; case priority }
            enum Shape { case circle(radius: Double), square(Double)
                case none
                static let all: [Shape] = []
            }
            """
        #expect(try reader.names(source, of: "Stamp") == ["airmail", "surface", "priority"])
        #expect(try reader.names(source, of: "Shape") == ["circle", "square", "none"])
        let read = try reader.read(source)
        #expect(read.declarations.first?.conformances == ["String", "Codable"])
        #expect(read.declarations.first?.members.first?.kind == .enumCase(payload: nil, rawValue: "\"air\""))
        #expect(read.declarations.last?.members.first?.kind == .enumCase(payload: "(radius: Double)", rawValue: nil))
    }

    @Test("Generic types, where clauses and conformances on several lines", arguments: SourceReaderUnderTest.available)
    func generics(_ reader: SourceReaderUnderTest) throws {
        let source = """
            struct Box<T: Codable>: Codable,
                Sendable
                where T: Sendable
            {
                var value: T
                var pairs: Dictionary<String, Array<Int>>
            }
            """
        #expect(try reader.names(source, of: "Box") == ["value", "pairs"])
        #expect(try reader.property(source, "pairs", of: "Box")?.type == "Dictionary<String, Array<Int>>")
        #expect(try reader.read(source).declarations.first?.conformances == ["Codable", "Sendable"])
    }

    @Test(
        "Functions by signature: Codable's own, a learner's run(), operators; not what is only called",
        arguments: SourceReaderUnderTest.available)
    func functions(_ reader: SourceReaderUnderTest) throws {
        let source = """
            struct P: Codable {
                init(from decoder: any Decoder) throws { self.init(x: 1) }
                func encode(to encoder: any Encoder) throws {}
                init?(_ raw: String, radix: Int = 10) {}
                static func == (lhs: P, rhs: P) -> Bool { true }
            }
            extension P { func describe<T>(_ value: T, with handler: @escaping (T) -> Void) where T: Sendable {} }
            func run() {
                let p = try JSONDecoder().decode(P.self, from: data)
                p.encode(to: encoder)
            }
            """
        let read = try reader.read(source)
        #expect(read.functions == [SwiftSource.Function(name: "run", signature: "run()")])
        #expect(
            read.declarations.first?.functions.map(\.signature) == [
                "init(from:)", "encode(to:)", "init(_:radix:)", "==(lhs:rhs:)",
            ])
        #expect(read.declarations.last?.functions.map(\.signature) == ["describe(_:with:)"])
        #expect(
            read.declaresFunction("init(from:)") && read.declaresFunction("encode(to:)")
                && !read.declaresFunction("decode(_:from:)"))
        #expect(read.declaresTopLevelFunction("run"))
    }

    @Test(
        "Top-level types: extensions, nested types, comments and strings do not count",
        arguments: SourceReaderUnderTest.available)
    func topLevelTypes(_ reader: SourceReaderUnderTest) throws {
        let source =
            "// struct Fake\nstruct A { struct Inner {} }\nextension B {}\nfinal class C {}\nenum D: String { case x }\nlet s = \"struct E\"\n"
        #expect(try reader.read(source).topLevelTypeNames == ["A", "C", "D"])
        let more =
            "protocol P {}\ntypealias Names = [String]\nactor Counter { var n = 0 }\nfunc run() { struct Local {} }\n"
        #expect(try reader.read(more).topLevelTypeNames == ["P", "Names", "Counter"])
        #expect(try reader.read(more).decodableTypeNames == ["Names", "Counter"])
    }

    @Test(
        "An exercise's requirements are read from declarations, not from comments, strings or calls",
        arguments: SourceReaderUnderTest.available)
    func requirements(_ reader: SourceReaderUnderTest) throws {
        let written = try reader.read(
            """
            struct A: Codable {
                enum CodingKeys: String, CodingKey { case a }
                var a: Int
            }
            extension A { init(from decoder: any Decoder) throws { a = 1 } }
            """)
        #expect(
            Exercise.Requirement.codingKeys.isMet(by: written)
                && Exercise.Requirement.initFromDecoder.isMet(by: written))
        let called = try reader.read(
            "// enum CodingKeys\nlet a = try A.init(from: decoder)\nlet s = \"func encode(to\"\n")
        #expect(Exercise.Requirement.allCases.allSatisfy { !$0.isMet(by: called) })
    }
}
