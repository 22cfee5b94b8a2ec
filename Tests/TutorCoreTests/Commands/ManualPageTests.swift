import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("The manual page")
struct ManualPageTests {
    static var readme: String {
        get throws { try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8) }
    }

    static func page() throws -> String {
        let environment = try #require(
            ReadmeEnvironment(readme: try readme), "the README has an Environment section of `- `NAME`: …` items")
        let facts = HelpFacts(lessonNames: LessonLoader(root: packageRoot).load().lessons.map(\.name))
        return ManualPage(
            declarations: CommandDeclaration.all, environment: environment, facts: facts, release: "9.9.9"
        ).roff
    }

    @Test("the README's Environment section names the variables --help lists, no more and no fewer")
    func environmentAgrees() throws {
        let environment = try #require(ReadmeEnvironment(readme: try Self.readme))
        #expect(environment.variables.map(\.name) == EnvironmentVariable.documented.map(\.name))
        #expect(environment.variables.allSatisfy { !$0.text.isEmpty && !$0.text.contains("  ") })
        #expect(environment.closing.count == 1, "the paragraph after the list: \(environment.closing)")
    }

    @Test("an item's sentence runs on over indented lines; a malformed item is refused, not half read")
    func readsItems() throws {
        let readme =
            "# x\n\n### Environment\n\nIntro.\n\n- `A_B`: one\n  two.\n- `C`: three.\n\nAfter.\n\n## Next\n- `D`: not this.\n"
        let environment = try #require(ReadmeEnvironment(readme: readme))
        #expect(environment.variables == [.init(name: "A_B", text: "one two."), .init(name: "C", text: "three.")])
        #expect(environment.closing == ["After."])
        #expect(ReadmeEnvironment(readme: "### Environment\n\n- A_B: no backticks\n") == nil)
        #expect(ReadmeEnvironment(readme: "## Other\n") == nil)
    }

    @Test("every command of the registry has its entry, with its sentence, in the section help lists it under")
    func everyCommand() throws {
        let page = try Self.page()
        for declaration in CommandDeclaration.all {
            let usage = declaration.replOnly ? declaration.usage : "codable-tutor " + declaration.commandLineUsage!
            #expect(
                page.contains(".TP\n\\fB" + Roff.escaped(usage) + "\\fR\n" + Roff.inline(declaration.summary)),
                "\(declaration.verb)")
        }
        for section in [
            ".SH NAME", ".SH SYNOPSIS", ".SH COMMANDS", ".SH ENVIRONMENT", ".SH FILES", ".SH EXIT STATUS",
            ".SH EXAMPLES",
        ] {
            #expect(page.contains("\n" + section + "\n"), "\(section)")
        }
        #expect(page.contains("\\fBCODABLE_TUTOR_HOME\\fR"))
    }

    @Test("no line of the page could be read as a request by accident, and nothing outside ASCII is left raw")
    func safeText() throws {
        for line in try Self.page().split(separator: "\n") {
            let ascii = line.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "\(line)")
            if line.hasPrefix(".") || line.hasPrefix("'") {
                #expect(
                    ["TH", "nh", "ad", "SH", "SS", "TP", "IP", "PP", "br"].contains(line.dropFirst().prefix(2)),
                    "\(line)")
            }
        }
    }

    @Test("Markdown in a sentence: code in bold, links as text, roff's own characters made plain")
    func inline() {
        #expect(Roff.inline("run `--json` now") == "run \\fB\\-\\-json\\fR now")
        #expect(
            Roff.inline("see [the guide](docs/G.md) or [docs/R.md](docs/R.md)")
                == "see the guide (docs/G.md) or docs/R.md")
        #expect(Roff.inline("a \\ and — and [not a link") == "a \\e and \\[u2014] and [not a link")
        #expect(Roff.inline("`open") == "\\fBopen\\fR")
        #expect(Roff.textLine(".hidden") == "\\&.hidden")
    }
}
