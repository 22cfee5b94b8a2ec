import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Compiler diagnostics")
struct DiagnosticTests {
    @Test("llvm-style lines become located diagnostics with their snippets")
    func parse() {
        let output = """
            /work/l/09/4/model.swift:3:8: error: type 'Postcard' does not conform to protocol 'Decodable'
            struct Postcard: Codable, Identifiable {
                   ^
            Swift.Decodable.init:2:1: note: protocol requires initializer 'init(from:)' with type 'Decodable'
            /a:b/c.swift:6:9: note: cannot automatically synthesize 'Decodable' because 'stamp' does not have a matching CodingKey and does not have a default value
            error: link command failed with exit code 1 (use -v to see invocation)
            """
        let diagnostics = Diagnostic.parse(output)
        #expect(diagnostics.count == 4)
        #expect(diagnostics[0].file == "/work/l/09/4/model.swift")
        #expect(diagnostics[0].line == 3 && diagnostics[0].column == 8)
        #expect(diagnostics[0].severity == .error)
        #expect(diagnostics[0].snippet == ["struct Postcard: Codable, Identifiable {", "       ^"])
        #expect(
            diagnostics[1].expected.description
                == "note: protocol requires initializer 'init(from:)' with type 'Decodable'")
        #expect(diagnostics[2].file == "/a:b/c.swift")
        #expect(diagnostics[3].file == nil && diagnostics[3].severity == .error)
    }
}
