import Foundation
import SwiftToolchain
import TutorBase
import TutorContent
import TutorDomain
import TutorPresentation
import TutorSystem

/// `manual`: the tutor's manual page in roff, for `man`. `scripts/install` writes it where
/// `man codable-tutor` finds it; `codable-tutor manual | man -l -` reads it without installing.
struct ManualCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "manual",
        summary: "Print the tutor's manual page, for man.",
        details:
            """
            The page holds every command as `help` explains it, the environment the tutor reads, its files and exit \
            statuses. `scripts/install` puts it where `man codable-tutor` finds it; without installing, read it with \
            `codable-tutor manual | man -l -`.
            """,
        section: .tutor)

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {}

    func perform(in session: CommandSession) -> ExitStatus {
        session.say(Self.page(facts: HelpFacts(catalogue: session.catalogue)).roff)
        return .success
    }

    /// The page, with the README's Environment section that the tutor carries.
    static func page(facts: HelpFacts) -> ManualPage {
        let readme = TutorContent.readme.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        return ManualPage(
            declarations: CommandDeclaration.all, environment: readme.flatMap(ReadmeEnvironment.init(readme:)),
            facts: facts, release: VersionCommand.release)
    }
}
