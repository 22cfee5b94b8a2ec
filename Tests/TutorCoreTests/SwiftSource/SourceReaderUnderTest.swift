import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The two readers behind `SwiftSourceReader`, as a test's argument: the token reader always,
/// the SwiftParser reader where the toolchain ships the parser.
enum SourceReaderUnderTest: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case tokens
    case swiftParser

    var testDescription: String { rawValue }

    /// Whether this test run's toolchain ships SwiftParser.
    static let parserAvailable =
        (try? SpawnLauncher().resolve("swiftc", path: testEnvironment["PATH"]))
        .flatMap(SwiftParserReader.hostFolder(ofCompilerAt:)) != nil

    /// The readers this toolchain can test.
    static var available: [SourceReaderUnderTest] { parserAvailable ? allCases : [.tokens] }

    /// Where the parser reader is built, for the whole run; removed when the run ends.
    private static let folder: TemporaryFolder = {
        let folder = TemporaryFolder("swift-source-readers")
        atexit { try? FileManager.default.removeItem(at: SourceReaderUnderTest.folder.url) }
        return folder
    }()

    /// The parser reader, built once for every test of the run (its first build compiles
    /// SwiftSyntax's modules, some seconds); nil when the toolchain has none or it failed.
    static let parser: SwiftParserReader? = {
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let compiler = SwiftCompiler(
            executable: "swiftc", launcher: SpawnLauncher(), moduleCache: sharedModuleCache,
            environment: testEnvironment)
        let cache = CompiledProgramCache(folder: home.programs, compiler: compiler)
        guard let reader = SwiftParserReader(cache: cache, launcher: SpawnLauncher(), home: home) else { return nil }
        reader.prepare(cancellation: nil)
        return reader.isBuilt ? reader : nil
    }()

    var reader: (any SwiftSourceReader)? {
        switch self {
        case .tokens: TokenSourceReader()
        case .swiftParser: Self.parser
        }
    }

    /// `text` read by this reader; a failed test when it could not read it.
    func read(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> SwiftSource {
        try #require(reader?.read(text), "the \(rawValue) reader read nothing", sourceLocation: sourceLocation)
    }

    /// The names of the stored members of `type`, as the comparison of models sees them.
    func names(_ text: String, of type: String = "A") throws -> [String]? {
        ModelShape(try read(text)).types[type]?.map(\.name)
    }

    func property(_ text: String, _ name: String, of type: String = "A") throws -> ModelShape.Property? {
        ModelShape(try read(text)).types[type]?.first { $0.name == name }
    }
}
