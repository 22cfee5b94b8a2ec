import Foundation
import TestSupport
import Testing

/// `codable-tutor completion`: the scripts, sourced in the real shells, offer what the tutor's
/// own completer offers.
@Suite("Shell completion")
struct CompletionEndToEndTests {
    /// A folder with `codable-tutor` on PATH (a link to the built tutor) and a learner's files.
    struct Place {
        let folder = TemporaryFolder("completion")
        var bin: URL { folder.url.appendingPathComponent("bin") }
        var work: URL { folder.url.appendingPathComponent("work") }

        init() throws {
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: bin.appendingPathComponent("codable-tutor").path,
                withDestinationPath: TutorBinary.path)
            try FileManager.default.createDirectory(
                at: work.appendingPathComponent("models"), withIntermediateDirectories: true)
            try Data("struct Postcard: Codable {}\n".utf8).write(to: work.appendingPathComponent("mine.swift"))
        }

        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["CODABLE_TUTOR_HOME"] = TutorBinary.sharedHome.url.path
            environment["CODABLE_TUTOR_CACHE"] = TutorBinary.sharedCache.path
            return environment
        }

        /// Runs `script` in `shell` in the learner's folder; what it printed.
        func run(_ shell: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
            try ShellCommand.run([shell] + arguments, environment: environment, in: work)
        }
    }

    static func installed(_ shell: String) -> Bool {
        ["/usr/bin/\(shell)", "/bin/\(shell)"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// COMPREPLY after Tab at the end of `line`, with the bash script sourced as a user does.
    func bashReply(_ line: String, in place: Place) throws -> [String] {
        let script = """
            source <(codable-tutor completion bash)
            COMP_LINE='\(line)'
            COMP_POINT=${#COMP_LINE}
            read -ra COMP_WORDS <<< "$COMP_LINE"
            [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            _codable_tutor
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let (status, output) = try place.run("bash", ["--norc", "--noprofile", "-c", script])
        #expect(status == 0, "\(output)")
        return output.split(separator: "\n").map(String.init)
    }

    @Test("bash: commands, lessons, a lesson's stages and files, from the sourced script")
    func bash() throws {
        let place = try Place()
        #expect(try bashReply("codable-tutor ru", in: place) == ["run"])
        #expect(try bashReply("codable-tutor run post", in: place) == ["postcards"])
        let stages = try bashReply("codable-tutor run postcards 9.", in: place)
        #expect(
            stages.contains("9.1") && stages.contains("9.2") && stages.allSatisfy { $0.hasPrefix("9.") }, "\(stages)")
        let files = try bashReply("codable-tutor check postcards 5 ", in: place)
        #expect(files.contains("mine.swift") && files.contains("models/"), "\(files)")
        #expect(try bashReply("codable-tutor cards --export ", in: place) == ["anki"])
        let cards = try bashReply("codable-tutor cards postcards --card ", in: place)
        #expect(
            cards.contains("3") && cards.contains("a-renamed-key"), "a lesson's cards, by number and by name: \(cards)")
        #expect(try bashReply("codable-tutor cards postcards --card a-ren", in: place) == ["a-renamed-key"])
        #expect(try bashReply("codable-tutor cards --ret", in: place) == ["--retention"])
        #expect(try bashReply("codable-tutor zzz", in: place) == [])
    }

    @Test("The shell gets what the tutor's prompt offers: the same completer answers both")
    func sameAsThePrompt() throws {
        let place = try Place()
        let (_, offered) = try place.run("codable-tutor", ["completion", "--line", "codable-tutor c"])
        // The commands on the command line that start with c, as `help` lists every command.
        let help = try TutorBinary.run(["--help"])
        for verb in ["cards", "check", "completion"] {
            #expect(offered.split(separator: "\n").contains(Substring(verb)), "\(offered)")
            #expect(help.output.contains(verb))
        }
        // What runs at the prompt only (`clear`, `next`, `quit`…) is not offered to a shell,
        // where it would only be refused.
        #expect(!offered.split(separator: "\n").contains("clear"), "\(offered)")
        let (_, all) = try place.run("codable-tutor", ["completion", "--line", "codable-tutor "])
        let verbs = Set(all.split(separator: "\n").map(String.init))
        #expect(
            verbs.isDisjoint(with: ["back", "clear", "diff", "doc", "model", "next", "open", "quit", "step", "steps"]))
        #expect(verbs.isSuperset(of: ["lessons", "run", "check", "cards", "edit", "learn"]), "\(verbs)")
    }

    @Test("zsh and fish accept their scripts", .enabled(if: installed("zsh") || installed("fish")))
    func syntax() throws {
        let place = try Place()
        for shell in ["zsh", "fish"] where Self.installed(shell) {
            let script = place.folder.write(
                try TutorBinary.run(["completion", shell]).output, to: "completion.\(shell)")
            let (status, output) = try place.run(shell, ["-n", script.path])
            #expect(status == 0, "\(shell): \(output)")
        }
    }

    @Test(
        "zsh completes in a real terminal: a lesson's name, then one of its steps",
        .enabled(if: TmuxSession.isInstalled && installed("zsh"), "tmux and zsh are needed (.ci/run installs them)"))
    func zshInATerminal() throws {
        let place = try Place()
        let tmux = TmuxSession(name: "ct-zsh-\(UUID().uuidString.prefix(8))")
        defer { tmux.kill() }
        try tmux.start(columns: 100, rows: 20)
        let environment = place.environment
        tmux.type(
            "export PATH='\(environment["PATH"]!)' CODABLE_TUTOR_HOME='\(environment["CODABLE_TUTOR_HOME"]!)' CODABLE_TUTOR_CACHE='\(environment["CODABLE_TUTOR_CACHE"]!)'"
        )
        tmux.type("cd '\(place.work.path)' && exec zsh -f")
        tmux.type(
            "autoload -Uz compinit && compinit -u && source <(codable-tutor completion zsh) && PS1='zsh> ' && clear")
        var screen = tmux.waitForScreen { $0.contains("zsh> ") }
        try #require(screen.contains("zsh> "), "\(screen)")
        tmux.typeWithoutEnter("codable-tutor run post")
        tmux.keys("Tab")
        // The completed word is followed by a space (the terminal does not show it at the line's end).
        screen = tmux.waitForScreen(seconds: 30) { $0.contains("codable-tutor run postcards") }
        #expect(screen.contains("zsh> codable-tutor run postcards"), "\(screen)")
        tmux.typeWithoutEnter("10.")
        tmux.keys("Tab")
        screen = tmux.waitForScreen(seconds: 30) { $0.contains("10.1") && $0.contains("10.2") }
        #expect(screen.contains("codable-tutor run postcards 10."), "\(screen)")
        #expect(screen.contains("10.1") && screen.contains("10.2"), "the step's stages are offered: \(screen)")
    }

    @Test("A shell the tutor has no script for, or none named, is a usage error with a sentence first")
    func unknownShell() throws {
        let none = try TutorBinary.run(["completion"])
        #expect(none.status == 2)
        #expect(none.errors.hasPrefix("`completion` needs a shell: bash, zsh or fish."), "\(none.errors)")
        let other = try TutorBinary.run(["completion", "tcsh"])
        #expect(other.status == 2)
        #expect(other.errors.hasPrefix("There is no completion for `tcsh`"), "\(other.errors)")
    }
}
