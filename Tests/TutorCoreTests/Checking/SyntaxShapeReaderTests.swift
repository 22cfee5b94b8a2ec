import Foundation
import Testing
import TestSupport
@testable import TutorCore

/// The toolchain's parser, through the reader program; skipped where the toolchain has none.
@Suite("Syntax shape reader", .enabled(if: (try? SpawnLauncher().resolve("swiftc", path: testEnvironment["PATH"]))
    .flatMap(SyntaxShapeReader.hostFolder(ofCompilerAt:)) != nil))
struct SyntaxShapeReaderTests {
    /// Every case `DeclarationReaderTests` covers, in one model.
    static let hostile = ##"""
        import Foundation
        @propertyWrapper struct Clamped { var wrappedValue: Int }
        struct A: Codable {
            // var fake: Int {
            /* struct Hidden { var hidden: Int } */
            struct Item: Codable { var x: Int }
            private(set) var count: [String: Int]? = nil
            lazy var cache = "}"
            @available(*, deprecated) var old: Int
            @Clamped var clamped: Int
            var computed: Int { 1 }
            var observed: Int = 0 { didSet { } }
            static var shared = 1
            let a, b: Int
            var raw = #"{ "a" }"#
            var multi = """
                } var fake: Int {
                """
            var f: (Int) -> Void = { _ in }
            func method() { var local = 1 }
        }
        enum B { struct Item { let y: String }; case one, two(Int) }
        """##

    @Test("The parser, once prepared, and the fallback reader agree on every hostile case")
    func agreesWithFallback() throws {
        let folder = TemporaryFolder("syntax-shape")
        let home = TutorHome(state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let compiler = SwiftCompiler(executable: "swiftc", launcher: SpawnLauncher(), moduleCache: home.modules, environment: testEnvironment)
        let cache = CompiledProgramCache(folder: home.programs, compiler: compiler)
        let reader = try #require(SyntaxShapeReader(cache: cache, launcher: SpawnLauncher(), home: home))
        let model = folder.write(Self.hostile, to: "model.swift")
        let other = folder.write("struct A { var only: Int }\n", to: "other.swift")
        // A check does not build the reader: until it is prepared, the fallback answers.
        #expect(reader.shapes(of: [model, other], building: false) == nil)
        reader.prepare(cancellation: nil)
        let shapes = try #require(reader.shapes(of: [model, other], building: false))
        let fallback = ModelShape(source: Self.hostile)
        #expect(shapes[0].types.filter { !$0.value.isEmpty } == fallback.types.filter { !$0.value.isEmpty })
        #expect(shapes[0].types["A"]?.map(\.name) == ["count", "cache", "old", "clamped", "observed", "a", "b", "raw", "multi", "f"])
        #expect(shapes[0].types["A.Item"]?.map(\.name) == ["x"] && shapes[0].types["B.Item"]?.map(\.name) == ["y"])
        #expect(shapes[1].types["A"]?.map(\.name) == ["only"])
        // Second use: the program comes from the cache, and answers the same.
        #expect(reader.shapes(of: [model])?.first == shapes[0])
    }

    @Test("The program's lines are read back into shapes, one per file")
    func readsOutput() {
        let output = "file\t0\ntype\tA\nproperty\tA\tx\tInt\tlet\tnone\nproperty\tA\ty\t\tvar\tdefault\nfile\t1\ntype\tE\ncase\tE\tone\n"
        let shapes = SyntaxShapeReader.shapes(fromOutput: output)
        #expect(shapes.count == 2)
        #expect(shapes[0].types["A"] == [
            ModelShape.Property(name: "x", type: "Int", isLet: true, hasDefault: false),
            ModelShape.Property(name: "y", type: ModelShape.inferred, isLet: false, hasDefault: true),
        ])
        #expect(shapes[1].types["E"]?.map(\.type) == ["case"])
    }

    @Test("A toolchain without the host folder has no parser, so the fallback is used")
    func missingHost() {
        let folder = TemporaryFolder("no-host")
        let swiftc = folder.write("#!/bin/sh\n", to: "usr/bin/swiftc")
        chmod(swiftc.path, 0o755)
        #expect(SyntaxShapeReader.hostFolder(ofCompilerAt: swiftc.path) == nil)
    }
}
