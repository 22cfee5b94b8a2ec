import Foundation
import TestSupport
import Testing

/// What a learner or a script hands the tutor: a watch on a pipe, model files that are not
/// files, and `check --json` whatever goes wrong.
@Suite("Faults: input that is not what it seems", .timeLimit(hangLimit))
struct InputFaultTests {
    let folder = TemporaryFolder("faults-input")

    @Test("watch on a pipe ends at the end of input")
    func watchEndOfInput() throws {
        let model = folder.write(CheckEndToEndTests.differentButRight, to: "Watched.swift")
        let (tutor, finished) = try FaultTutor.run(
            [], input: "open postcards\nwatch 6 \(model.path)\n", home: TemporaryFolder("faults-watch").url)
        #expect(finished, "watch never ended")
        #expect(tutor.status == 0)
        #expect(tutor.output.contains("✓ Your model does what the lesson's does."))
        #expect(tutor.output.contains("Stopped watching."))
    }

    @Test(
        "edit with no editor set and no terminal refuses with a sentence naming $EDITOR, exit 1, instead of starting vi to hang"
    )
    func editWithoutEditorOrTerminal() throws {
        let (tutor, finished) = try FaultTutor.run(
            ["edit", "postcards", "5"], environment: ["EDITOR": "", "VISUAL": ""],
            home: TemporaryFolder("faults-edit").url, seconds: 60)
        #expect(finished, "edit waited on an editor that never got a terminal")
        #expect(tutor.status == 1, "\(tutor.errors)")
        #expect(
            tutor.errors.contains(
                "No editor was opened: $EDITOR and $VISUAL are not set, and standard input is not a terminal"),
            "\(tutor.errors)")
    }

    @Test("A huge typed line with escape codes is echoed capped and written out, and refused in a short sentence")
    func hugeTypedLine() throws {
        let line = "\u{1B}[2J" + String(repeating: "x", count: 2_000_000)
        let (tutor, finished) = try FaultTutor.run(
            [], input: line + "\nquit\n", home: TemporaryFolder("faults-huge-line").url, seconds: 60)
        #expect(finished)
        #expect(tutor.status == 0)
        #expect(!tutor.output.contains("\u{1B}[2J") && !tutor.errors.contains("\u{1B}[2J"), "no escape code replayed")
        #expect(tutor.output.contains("> \\u{1B}[2Jxxx"), "the echo writes the escape out")
        #expect(tutor.output.utf8.count < 20_000, "the echo is capped: \(tutor.output.utf8.count) bytes")
        #expect(tutor.errors.utf8.count < 2_000, "the refusal is short: \(tutor.errors.utf8.count) bytes")
        #expect(
            tutor.errors.contains(
                "That line is 1.9 MB long, far longer than any command: it was not run, nor kept in the history."),
            "\(tutor.errors)")
        let short = "\u{1B}[2J" + String(repeating: "z", count: 5_000)
        let (again, ended) = try FaultTutor.run(
            [], input: short + "\nquit\n", home: TemporaryFolder("faults-huge-line").url, seconds: 60)
        #expect(ended)
        #expect(again.errors.contains("`\\u{1B}[2Jzzz"), "the unknown verb is written out: \(again.errors)")
        #expect(again.errors.utf8.count < 1_000, "and capped: \(again.errors.utf8.count) bytes")
        #expect(!again.output.contains("\u{1B}[2J") && !again.errors.contains("\u{1B}[2J"))
    }

    @Test("watch ends on a typed quit, and the prompt carries on")
    func watchQuit() throws {
        let model = folder.write(CheckEndToEndTests.differentButRight, to: "Watched.swift")
        let (tutor, finished) = try FaultTutor.run(
            [], input: "open postcards\nwatch 6 \(model.path)\nquit\nlessons\nquit\n",
            home: TemporaryFolder("faults-watch").url)
        #expect(finished)
        let after = tutor.output.components(separatedBy: "Stopped watching.").last ?? ""
        #expect(after.contains("Codable: what the compiler writes"), "lessons did not run after the watch")
    }

    @Test("A folder, a named pipe, a link loop and a device as the model: each its own sentence, exit 2, no wait")
    func modelKinds() throws {
        let directory = folder.url.appendingPathComponent("Folder.swift").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let fifo = folder.url.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let loop = folder.url.appendingPathComponent("Loop.swift").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let cases = [
            (directory, "\(directory) is a folder, not a file."),
            (fifo, "\(fifo) is a named pipe (a FIFO), not a file"),
            (loop, "\(loop) is a symbolic link that leads back to itself (a loop)"),
            ("/dev/zero", "/dev/zero is a device, not a file"),
        ]
        for (path, sentence) in cases {
            let (tutor, finished) = try FaultTutor.run(["check", "postcards", "6", path], seconds: 30)
            #expect(finished, "check waited on \(path)")
            #expect(tutor.status == 2)
            #expect(tutor.errors.hasPrefix(sentence), "\(tutor.errors)")
        }
    }

    /// The verdict `check --json` printed, parsed.
    func verdict(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, json: [String: Any]?
    ) {
        let (tutor, finished) = try FaultTutor.run(["check"] + arguments + ["--json"], environment: environment)
        #expect(finished)
        let json = try? JSONSerialization.jsonObject(with: Data(tutor.output.utf8)) as? [String: Any]
        #expect(json != nil, "not JSON: \(tutor.output)")
        return (tutor.status, json)
    }

    @Test("check --json answers in JSON for usage errors, bad values, a missing compiler and a crash")
    func checkJSON() throws {
        let model = folder.write(CheckEndToEndTests.differentButRight, to: "Mine.swift").path
        let fifo = folder.url.appendingPathComponent("Json.swift").path
        #expect(mkfifo(fifo, 0o600) == 0)

        let missingArguments = try verdict(["postcards"])
        #expect(missingArguments.status == 2 && missingArguments.json?["status"] as? String == "usage-error")
        let badOption = try verdict(["postcards", "6", model, "--bogus"])
        #expect(badOption.status == 2 && (badOption.json?["problem"] as? String)?.contains("--bogus") == true)
        let badStep = try verdict(["postcards", "99", model])
        #expect(badStep.status == 2 && badStep.json?["status"] as? String == "usage-error")
        let pipe = try verdict(["postcards", "6", fifo])
        #expect(pipe.status == 2 && (pipe.json?["problem"] as? String)?.contains("named pipe") == true)
        let badValue = try verdict(["postcards", "6", model], environment: ["CODABLE_TUTOR_TIME_LIMIT": "inf"])
        #expect(
            badValue.status == 2
                && (badValue.json?["problem"] as? String)?.hasPrefix("CODABLE_TUTOR_TIME_LIMIT") == true)
        let noCompiler = try verdict(
            ["postcards", "6", model], environment: ["CODABLE_TUTOR_SWIFTC": "/nonexistent/swiftc"])
        #expect(noCompiler.status == 1 && noCompiler.json?["status"] as? String == "error")

        let crash = folder.write(HostileModels.silentCrash, to: "Crash.swift").path
        let crashed = try verdict(["postcards", "6", crash])
        #expect(crashed.status == 1 && crashed.json?["status"] as? String == "differs")
        #expect((crashed.json?["problem"] as? String)?.hasSuffix("before printing anything.") == true)
    }
}
