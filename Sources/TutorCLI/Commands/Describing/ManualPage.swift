import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The manual page, `man codable-tutor`, written from what `help` reads: each command's
/// declaration (its usage, sentence, details and example, as `codable-tutor help <command>`
/// prints them) and the README's Environment section. A new command or option is in the page
/// the moment it is declared.
struct ManualPage {
    var declarations: [CommandDeclaration]
    var environment: ReadmeEnvironment?
    var facts: HelpFacts
    var release: String

    /// The page, in roff for `man`.
    var roff: String {
        var lines = [
            ".TH CODABLE\\-TUTOR 1 \"\" \"codable\\-tutor \(release)\" \"User Commands\"",
            // Words are never hyphenated across lines, and lines are not stretched to the margin.
            ".nh", ".ad l",
            ".SH NAME", "codable\\-tutor \\- learn Swift's Codable by running it",
            ".SH SYNOPSIS",
            "\\fBcodable\\-tutor\\fR",
            ".br",
            "\\fBcodable\\-tutor\\fR [\\fB\\-\\-trust\\fR] \\fIcommand\\fR [\\fIarguments\\fR] [\\fB\\-\\-help\\fR]",
            ".SH DESCRIPTION",
        ]
        lines += paragraphs([
            """
            A tutor for Swift's `Codable`. It shows each step's data model, compiles it with the real `swiftc`, runs \
            it against the lesson's JSON document and puts the output the lesson promises beside your machine's; \
            exercises check models you write, and flash cards keep what you learned.
            """,
            """
            Type `codable-tutor` alone to start the tutor's prompt where you left off; the commands below also work \
            there, where a lesson and step left out mean the current ones. `codable-tutor <command> --help` prints a \
            command's entry. The lessons are \(facts.fill("{lessons}")).
            """,
            "A `<step>` is a step's number (`6`), its slug (`dates`) or one stage (`9.2`).",
            """
            Every program the tutor runs is held by bubblewrap: the system read-only, its own documents folder the \
            one place it may write, no network. Where bubblewrap is missing or cannot start, the tutor's lessons and \
            your own code still run, in a process group of their own, and `--version` says so; a lesson of your own \
            (`\(EnvironmentVariable.lessons)`) then runs its programs only after `--trust`, as in `codable-tutor \
            --trust run my-api 1`.
            """,
        ])
        lines += [".SH COMMANDS"]
        for section in HelpSection.allCases {
            let entries = declarations.filter { $0.section == section && !$0.replOnly }
            guard !entries.isEmpty else { continue }
            lines += [".SS " + Roff.escaped(section.title)] + entries.flatMap { entry($0, onCommandLine: true) }
        }
        let promptOnly = declarations.filter(\.replOnly)
        if !promptOnly.isEmpty {
            lines += [".SH AT THE PROMPT"]
            lines += paragraphs(["These commands are typed at the tutor's prompt only."])
            lines += promptOnly.flatMap { entry($0, onCommandLine: false) }
        }
        lines += environmentSection
        lines += [".SH FILES"] + Self.files.flatMap { item(Roff.inline("`\($0.0)`"), [$0.1]) }
        lines += [".SH EXIT STATUS"] + Self.exitStatuses.flatMap { item("\\fB\($0.0)\\fR", [$0.1]) }
        lines += [".SH EXAMPLES"] + Self.examples.flatMap { item(Roff.inline("`\($0.0)`"), [$0.1]) }
        lines += [
            ".SH SEE ALSO",
            "\\fBswiftc\\fR(1), the lessons' own guide in \\fILessons/README.md\\fR of the tutor's source.",
        ]
        return lines.joined(separator: "\n")
    }

    /// A command's entry: its usage, then the paragraphs `help <command>` prints below it.
    private func entry(_ declaration: CommandDeclaration, onCommandLine: Bool) -> [String] {
        let usage = declaration.helpUsage(onCommandLine: onCommandLine)
        var paragraphs = declaration.helpParagraphs(onCommandLine: onCommandLine, facts: facts)
        let aliases = declaration.aliases.filter { !$0.hasPrefix("-") && $0 != "?" }
        if !aliases.isEmpty {
            paragraphs.append("Also typed as " + aliases.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        return item("\\fB" + Roff.escaped(usage) + "\\fR", paragraphs.map(Roff.inline))
    }

    /// A tagged paragraph: `tag` on its line, each paragraph indented below it.
    private func item(_ tag: String, _ paragraphs: [String]) -> [String] {
        [".TP", Roff.textLine(tag)]
            + paragraphs.enumerated().flatMap { index, text in
                (index == 0 ? [] : [".IP"]) + [Roff.textLine(text)]
            }
    }

    private func paragraphs(_ texts: [String]) -> [String] {
        texts.flatMap { [".PP", Roff.textLine(Roff.inline($0))] }
    }

    private var environmentSection: [String] {
        guard let environment else { return [] }
        var lines = [".SH ENVIRONMENT"]
        lines += environment.variables.flatMap { item("\\fB" + Roff.escaped($0.name) + "\\fR", [Roff.inline($0.text)]) }
        lines += paragraphs(["A value out of range is refused with exit status 2."])
        lines += paragraphs(environment.closing)
        return lines
    }

    /// The folders on Linux, where the XDG variables are not set (macOS: ~/Library/Application Support
    /// and ~/Library/Caches); `EnvironmentVariable.home` puts them all in one folder.
    static let files = [
        (
            "~/.local/state/codable-tutor/progress.json",
            "where you are and what you passed, written whole or not at all"
        ),
        ("~/.local/state/codable-tutor/history", "the commands typed at the prompt"),
        ("~/.local/state/codable-tutor/exercises/", "your copies of the exercises, a folder per lesson"),
        ("~/.cache/codable-tutor/programs/", "compiled programs, kept for the next run of the same code"),
        ("~/.cache/codable-tutor/modules/", "the compiler's module cache, shared by every home"),
    ]

    static let exitStatuses = [
        ("0", "Everything matched, or there was nothing to compare."),
        ("1", "Something differs from the lesson, did not compile, or could not be done; a sentence says what."),
        ("2", "The command was typed wrong; a sentence says how to type it."),
        (
            ">128",
            """
            Ended by a signal: Ctrl-C during a command, TERM, HUP; the shell reports 128 and its number (130 for \
            Ctrl-C).
            """
        ),
    ]

    static let examples = [
        ("codable-tutor", "the prompt, at your last lesson and stage"),
        ("codable-tutor run postcards 6", "compile and run a step, and compare its output with the lesson's"),
        ("codable-tutor check postcards 5 mine.swift", "your own model against the step's document"),
        ("codable-tutor cards --due", "the flash cards due now"),
        ("source <(codable-tutor completion bash)", "Tab completion in bash"),
    ]
}
