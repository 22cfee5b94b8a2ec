import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The toolchain's parser, through the reader program; what it reads is in
/// `SwiftSourceReaderTests` and `SwiftSourceAgreementTests`, beside the token reader.
@Suite("SwiftParser reader")
struct SwiftParserReaderTests {
    @Test(
        "Until it is built a check does not wait for it; built, it reads several files at once, the same each time",
        .enabled(if: SourceReaderUnderTest.parserAvailable))
    func buildsAndReadsFiles() throws {
        let folder = TemporaryFolder("swift-parser-reader")
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let compiler = SwiftCompiler(
            executable: "swiftc", launcher: SpawnLauncher(), moduleCache: sharedModuleCache,
            environment: testEnvironment)
        let cache = CompiledProgramCache(folder: home.programs, compiler: compiler)
        let unbuilt = try #require(SwiftParserReader(cache: cache, launcher: SpawnLauncher(), home: home))
        let model = folder.write("struct A { var x: Int }\n", to: "model.swift")
        let other = folder.write("struct A { var only: Int }\nfunc run() {}\n", to: "other.swift")
        #expect(unbuilt.read(files: [model, other], cancellation: nil) == nil)
        let reader = try #require(SourceReaderUnderTest.parser)
        let read = try #require(reader.read(files: [model, other], cancellation: nil))
        #expect(read.map { ModelShape($0).types["A"]?.map(\.name) } == [["x"], ["only"]])
        #expect(read[1].functions.map(\.signature) == ["run()"])
        #expect(reader.read(files: [model, other], cancellation: nil) == read)
    }

    @Test("The program's lines are read back into models, one per file, nested as they were opened")
    func readsOutput() {
        let output =
            [
                "file\t0", "decl\tstruct\tA\tCodable\tSendable", "property\tx\tInt\tlet\tnone",
                "property\ty\t\tvar\tdefault",
                "decl\tenum\tE", "case\tone\t\t\"1\"", "case\ttwo\t(Int)\t", "end", "function\tinit\tinit(from:)",
                "end",
                "function\trun\trun()", "file\t1",
            ].joined(separator: "\n") + "\n"
        let sources = SwiftParserReader.sources(fromOutput: output)
        #expect(sources.count == 2)
        let a = SwiftSource.Declaration(
            kind: .struct, name: "A", conformances: ["Codable", "Sendable"],
            members: [
                SwiftSource.Member(name: "x", kind: .property(type: "Int", isLet: true, hasDefault: false)),
                SwiftSource.Member(name: "y", kind: .property(type: nil, isLet: false, hasDefault: true)),
            ],
            functions: [SwiftSource.Function(name: "init", signature: "init(from:)")],
            nested: [
                SwiftSource.Declaration(
                    kind: .enum, name: "E",
                    members: [
                        SwiftSource.Member(name: "one", kind: .enumCase(payload: nil, rawValue: "\"1\"")),
                        SwiftSource.Member(name: "two", kind: .enumCase(payload: "(Int)", rawValue: nil)),
                    ])
            ])
        #expect(
            sources.first
                == SwiftSource(declarations: [a], functions: [SwiftSource.Function(name: "run", signature: "run()")]))
        #expect(sources.last == SwiftSource())
        #expect(ModelShape(sources[0]).types["A.E"]?.map(\.type) == ["case", "case"])
    }

    @Test("A toolchain without the host folder has no parser, so the fallback is used")
    func missingHost() {
        let folder = TemporaryFolder("no-host")
        let swiftc = folder.write("#!/bin/sh\n", to: "usr/bin/swiftc")
        chmod(swiftc.path, 0o755)
        #expect(SwiftParserReader.hostFolder(ofCompilerAt: swiftc.path) == nil)
    }
}
