import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `version`: which tutor this is, which lessons it carries, and which Swift compiler it will
/// use, which reader compares models and how programs are contained — what a bug report needs.
struct VersionCommand: Command {
    /// The tutor's release, raised when what a learner sees changes.
    static let release = "0.20.0"

    static let declaration = CommandDeclaration(
        verb: "version", aliases: ["--version", "-V"],
        summary: "Say which tutor, lessons and Swift compiler these are.",
        details:
            """
            `codable-tutor --version` does the same. The compiler is the one the tutor would run: \
            \(EnvironmentVariable.swiftc), or swiftc on PATH.
            """,
        section: .tutor, commandLineExample: "--version")

    init(_ words: ParsedWords, at place: CommandPlace) {}

    func perform(in session: CommandSession) -> ExitStatus {
        let lessons = session.catalogue.lessons.map { "\($0.name) (\($0.steps.count) steps)" }
        let compiler = session.runner.cache.compiler
        let said: String
        do throws(CompilerError) {
            said =
                try compiler.identity(cancellation: session.cancellation).split(separator: "\n").first.map(String.init)
                ?? ""
        } catch {
            said = error.message
        }
        let programs: String
        if !session.runner.limits.contained {
            programs =
                """
                programs run in a process group of their own, swept when they end \
                (\(EnvironmentVariable.containment)=off)
                """
        } else if let contained = session.runner.containment() {
            programs = "programs run with \(contained.description)"
        } else {
            programs = "not known: a program could not be started here to find out"
        }
        let width = session.screen.width
        // Which reader `check` compares declarations with, and whether it is ready: the
        // prompt builds SwiftParser's reader ahead, and until then the token reader answers.
        let reader: String
        if let parser = SwiftParserReader(runner: session.runner) {
            reader =
                parser.isBuilt
                ? "SwiftParser (built)" : "SwiftParser (not built yet: the tutor's own token reader answers meanwhile)"
        } else {
            reader = "the tutor's own token reader (this compiler's toolchain ships no SwiftParser)"
        }
        let lines = [
            "codable-tutor \(Self.release)",
            "lessons: \(lessons.isEmpty ? "none loaded" : lessons.joined(separator: ", "))",
            "compiler: \(said)",
            "model reader: \(reader)",
            "containment: \(programs)",
        ]
        // Wrapped at words, never mid-word, each line's rest under its label.
        session.say(lines.map { TextLayout.line($0, width: width, hanging: "  ") }.joined(separator: "\n"))
        return .success
    }
}
