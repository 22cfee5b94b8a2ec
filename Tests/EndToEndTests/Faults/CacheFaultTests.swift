import Foundation
import TestSupport
import Testing

/// The compiled-program cache under attack: a file saved mid-compile, a compiler that lies
/// about what it is, entries damaged on disk, folders that cannot be written.
@Suite("Faults: the cache answers only for what it compiled", .serialized, .timeLimit(hangLimit))
struct CacheFaultTests {
    /// One home for the suite, so the compiler's module cache is built once. A static is
    /// never released, so the home is named by this test process and the homes of earlier,
    /// finished test processes are removed first.
    static let home: TemporaryFolder = {
        let prefix = "codable-tutor-faults-cache-"
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
        return TemporaryFolder("faults-cache-\(getpid())")
    }()
    var home: URL { Self.home.url }
    var programs: URL { home.appendingPathComponent("cache/programs") }
    var plans: URL { home.appendingPathComponent("cache/plans") }

    /// The stage the damage cases run: small, and it compiles.
    static let stage = ["postcards", "1"]

    /// `run <stage> --json`, read: whether it matched and whether it came from the cache.
    /// The module cache, and so the plans beside it, are the home's own here: the plans are damaged.
    func run(_ stage: [String] = stage, environment: [String: String] = [:]) throws -> (
        matches: Bool, fromCache: Bool, result: TutorBinary.Result
    ) {
        let own = ["CODABLE_TUTOR_MODULE_CACHE": home.appendingPathComponent("cache/modules").path]
        let result = try LiveTutor.run(
            ["run"] + stage + ["--json"], home: home, environment: own.merging(environment) { $1 })
        let object = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let first = (object?["stages"] as? [[String: Any]])?.first ?? [:]
        return (first["status"] as? String == "match", first["fromCache"] as? Bool == true, result)
    }

    /// A shell script in the home, made executable.
    func script(_ name: String, _ text: String) throws -> URL {
        let file = Self.home.write(text, to: "bin/\(name)")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file
    }

    /// The cache entry used last: the one whose record was touched most recently.
    func lastUsedEntry() throws -> URL {
        let entries = try FileManager.default.contentsOfDirectory(at: programs, includingPropertiesForKeys: nil)
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("entry.json").path) }
        func used(_ entry: URL) -> Date {
            ((try? FileManager.default.attributesOfItem(atPath: entry.appendingPathComponent("entry.json").path))?[
                .modificationDate] as? Date) ?? .distantPast
        }
        return try #require(entries.max { used($0) < used($1) })
    }

    func expectNoStrays(sourceLocation: SourceLocation = #_sourceLocation) {
        HomeProcesses.expectNone(on: home, sourceLocation: sourceLocation)
    }

    @Test("A learner who saves while `check` compiles gets the version that was compiled, and the other one later")
    func editDuringCompile() throws {
        let lessonModel = packageRoot.appendingPathComponent("Lessons/postcards/01-codable-and-decode/1/Postcard.swift")
        let good = try String(contentsOf: lessonModel, encoding: .utf8)
        let broken = good + "\nlet notAnInt: Int = \"text\"\n"
        let model = Self.home.write(good, to: "learner/Model.swift")
        let later = Self.home.write(broken, to: "learner/later.txt")
        let flag = home.appendingPathComponent("learner/saved")
        // The compiler's stand-in: on the first real compile, the learner's file changes
        // under it; then it compiles as the real one would. No plan, so every compile comes here.
        let compiler = try script(
            "saving-swiftc",
            """
            #!/bin/sh
            [ "$1" = --version ] && exec swiftc --version
            for word in "$@"; do [ "$word" = "-###" ] && exit 1; done
            if [ ! -e "\(flag.path)" ]; then cp "\(later.path)" "\(model.path)"; touch "\(flag.path)"; fi
            exec swiftc "$@"

            """)
        let environment = ["CODABLE_TUTOR_SWIFTC": compiler.path]
        let first = try LiveTutor.run(["check", "postcards", "1", model.path], home: home, environment: environment)
        #expect(first.status == 0, "the version read when the check began matches: \(first.output)\(first.errors)")
        #expect(FileManager.default.fileExists(atPath: flag.path), "the file really changed mid-compile")
        let second = try LiveTutor.run(["check", "postcards", "1", model.path], home: home, environment: environment)
        #expect(second.status == 1, "the saved version is its own program, with its own error")
        #expect(second.output.contains("\(model.path):"), "the message points at the learner's file: \(second.output)")
        #expect(!second.output.contains("cache/programs"), "no scratch path reaches the learner")
        try Data(good.utf8).write(to: model)
        let third = try LiveTutor.run(["check", "postcards", "1", model.path], home: home, environment: environment)
        #expect(third.status == 0, "the first version's result was kept under its own name: \(third.output)")
        expectNoStrays()
    }

    @Test("A failing compiler wrapper that prints the real version text shares nothing with the real compiler")
    func failingWrapper() throws {
        let wrapper = try script(
            "failing-swiftc",
            """
            #!/bin/sh
            [ "$1" = --version ] && exec swiftc --version
            for word in "$@"; do [ "$word" = "-###" ] && exit 1; done
            for word in "$@"; do case "$word" in *.swift) last="$word";; esac; done
            echo "$last:1:1: error: this compiler fails on purpose" >&2
            exit 1

            """)
        let stage = ["postcards", "2"]
        let failed = try run(stage, environment: ["CODABLE_TUTOR_SWIFTC": wrapper.path])
        #expect(!failed.matches)
        #expect(failed.result.output.contains("fails on purpose"))
        let real = try run(stage)
        #expect(real.matches, "the real compiler's own result: \(real.result.errors)")
        #expect(!real.fromCache)
        expectNoStrays()
    }

    /// Ways a cache entry or a plan can be damaged on disk.
    enum Damage: String, CaseIterable, Sendable {
        case emptyProgram, truncatedProgram, sameSizeGarbageProgram, emptyRecord, garbageRecord
        case emptyPlanFile, garbagePlanFile, planThatDecodesButIsEmpty
        /// Issue 41: the entry's folder replaced by a regular file (F11); a record and a plan
        /// grown to 4 GiB (sparse), refused by their size before anything is read.
        case entryIsARegularFile, sparseRecord, sparsePlanFile

        var isPlan: Bool { rawValue.contains("Plan") }
    }

    @Test(
        "A damaged entry or plan is found out, discarded and compiled again; the stage still matches",
        arguments: Damage.allCases)
    func damaged(_ damage: Damage) throws {
        let warm = try run()
        #expect(warm.matches, "\(warm.result.errors)")
        let entry = try lastUsedEntry()
        let program = entry.appendingPathComponent("program")
        let record = entry.appendingPathComponent("entry.json")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: program.path)[.size] as? NSNumber)
            .intValue
        // The files beside the module cache, not the folder of the linker's stand-ins (`LinkStubs`).
        let planFiles = try FileManager.default.contentsOfDirectory(at: plans, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix("stubs-") }
        switch damage {
        case .emptyProgram: try Data().write(to: program)
        case .truncatedProgram:
            let handle = try FileHandle(forWritingTo: program)
            try handle.truncate(atOffset: UInt64(size / 2))
            try handle.close()
        case .sameSizeGarbageProgram: try Data(repeating: 0x5A, count: size).write(to: program)
        case .emptyRecord: try Data().write(to: record)
        case .garbageRecord: try Data("{\"format\": 2, \"result\": [".utf8).write(to: record)
        case .emptyPlanFile, .garbagePlanFile, .planThatDecodesButIsEmpty:
            #expect(!planFiles.isEmpty, "the stage was compiled with a plan")
            let text = [
                Damage.emptyPlanFile: "", .garbagePlanFile: "\u{7f}ELF garbage",
                .planThatDecodesButIsEmpty: #"{"frontend":[],"autolink":[],"link":[]}"#,
            ][damage]!
            for file in planFiles { try Data(text.utf8).write(to: file) }
            // The plan is read when a compile is needed.
            try FileManager.default.removeItem(at: entry)
        case .entryIsARegularFile:
            try FileManager.default.removeItem(at: entry)
            try Data("not a folder\n".utf8).write(to: entry)
        case .sparseRecord: #expect(truncate(record.path, 4 << 30) == 0)
        case .sparsePlanFile:
            #expect(!planFiles.isEmpty, "the stage was compiled with a plan")
            for file in planFiles { #expect(truncate(file.path, 4 << 30) == 0) }
            try FileManager.default.removeItem(at: entry)
        }
        let again = try run()
        #expect(again.matches, "\(damage): \(again.result.errors)")
        #expect(!again.fromCache, "\(damage): compiled again")
        #expect(try run().fromCache, "\(damage): the new entry is whole")
        if damage.isPlan {
            let relearned = planFiles.contains { file in
                let size =
                    ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? 0
                return size > 100 && size < 1 << 20
            }
            #expect(relearned, "\(damage): the plan was learned again")
        }
        expectNoStrays()
    }

    @Test("A program rewritten in place at the same size (by a learner's program that found the cache) is never served")
    func poisonedProgram() throws {
        let warm = try run()
        #expect(warm.matches, "\(warm.result.errors)")
        let program = try lastUsedEntry().appendingPathComponent("program")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: program.path)[.size] as? NSNumber)
            .intValue
        let poison = "#!/bin/sh\necho POISONED\nexit 0\n"
        try Data((poison + String(repeating: "#", count: size - poison.utf8.count - 1) + "\n").utf8).write(to: program)
        #expect(
            try FileManager.default.attributesOfItem(atPath: program.path)[.size] as? NSNumber == NSNumber(value: size))
        let again = try run()
        #expect(!again.result.output.contains("POISONED"), "the rewritten program was not run: \(again.result.output)")
        #expect(again.matches, "\(again.result.errors)")
        #expect(!again.fromCache, "it was compiled again")
        #expect(try run().fromCache, "the new entry is whole")
        expectNoStrays()
    }

    /// How a hostile program rewrites a plan to link with a linker of its own (issue 41, F2).
    enum PlanRewrite: String, CaseIterable, Sendable {
        /// The seal line is left as it was, as by a program that does not know it.
        case sealLeftAsItWas
        /// Sealed again with a plain SHA-256, as earlier releases sealed, by a program that read their source.
        case resealedWithPlainHash
        /// Sealed again with HMAC-SHA256 and the file's name, as the tutor seals, but with a key of its own.
        case resealedWithAnotherKey
    }

    @Test(
        "A plan rewritten to link with another linker is never run, sealed again or not; the compile uses the real tools",
        arguments: PlanRewrite.allCases)
    func poisonedPlan(_ rewrite: PlanRewrite) throws {
        #expect(try run().matches)
        let flag = home.appendingPathComponent("bin/impostor-ran")
        try? FileManager.default.removeItem(at: flag)
        let linker = try script(
            "impostor-ld",
            """
            #!/bin/sh
            touch "\(flag.path)"
            exec \(try realTool("ld.lld")) "$@"

            """)
        // The plans, not the extractor's answers kept beside them (`LinkLibraries`).
        let planFiles = try FileManager.default.contentsOfDirectory(at: plans, includingPropertiesForKeys: nil).filter {
            $0.pathExtension == "json"
        }
        #expect(!planFiles.isEmpty, "the stage was compiled with a plan")
        for file in planFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            let brace = try #require(text.firstIndex(of: "{"))
            var plan = try #require(try JSONSerialization.jsonObject(with: Data(text[brace...].utf8)) as? [String: Any])
            var link = try #require(plan["link"] as? [String])
            link.insert("-fuse-ld=\(linker.path)", at: 1)
            plan["link"] = link
            if var direct = plan["directLink"] as? [String] {
                direct[0] = linker.path
                plan["directLink"] = direct
            }
            let json = String(decoding: try JSONSerialization.data(withJSONObject: plan), as: UTF8.self)
            let header =
                switch rewrite {
                case .sealLeftAsItWas: String(text[..<brace])
                case .resealedWithPlainHash: "sha256 \(try digest(of: json))\n"
                case .resealedWithAnotherKey:
                    "hmac-sha256 \(try digest(of: json, name: file.lastPathComponent, key: String(repeating: "5a", count: 32)))\n"
                }
            try Data((header + json).utf8).write(to: file)
        }
        try FileManager.default.removeItem(at: try lastUsedEntry())
        let again = try run()
        #expect(again.matches, "\(rewrite): \(again.result.errors)")
        #expect(!FileManager.default.fileExists(atPath: flag.path), "\(rewrite): the plan's impostor never ran")
        let relearned = try planFiles.map { try String(contentsOf: $0, encoding: .utf8) }
        #expect(relearned.allSatisfy { !$0.contains("impostor") }, "\(rewrite): the plan was learned again")
        expectNoStrays()
    }

    /// One of the toolchain's tools, beside the `swiftc` on `PATH`.
    func realTool(_ name: String) throws -> String {
        let swiftc = try #require(
            ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
                .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) })
        return URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(name).path
    }

    /// SHA-256 of a text, by openssl; with `key` (hex), HMAC-SHA256 of the file's name (as
    /// `SHA256.update(field:)` writes it: length, a zero byte, the name) and the text.
    func digest(of text: String, name: String? = nil, key: String? = nil) throws -> String {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["openssl", "dgst", "-sha256", "-r"] + (key.map { ["-mac", "HMAC", "-macopt", "hexkey:\($0)"] } ?? [])
        let field = name.map { Data("\($0.utf8.count)".utf8) + Data([0]) + Data($0.utf8) } ?? Data()
        let text = String(decoding: field + Data(text.utf8), as: UTF8.self)
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: answer, as: UTF8.self).prefix(64))
    }

    @Test("Scratch left by dead tutors is swept at start; a live tutor's is not")
    func staleScratch() throws {
        _ = try run()
        let dead = 99_999_999
        let state = home.appendingPathComponent("state")
        let leftovers = [
            programs.appendingPathComponent("0123abcd.partial-\(dead)-1"),
            programs.appendingPathComponent(".trash-\(dead)-2"),
            state.appendingPathComponent("documents/postcards-1.1.run-\(dead)-3"),
        ]
        for folder in leftovers {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let tempFile = Self.home.write("half a save", to: "state/.progress.json.tmp-\(dead)-4")
        let live = programs.appendingPathComponent("0123abcd.partial-\(getpid())-5")
        try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)
        #expect(try run().matches)
        for leftover in leftovers + [tempFile] {
            #expect(!FileManager.default.fileExists(atPath: leftover.path), "\(leftover.lastPathComponent) was swept")
        }
        #expect(FileManager.default.fileExists(atPath: live.path), "a running process's scratch is left alone")
        try FileManager.default.removeItem(at: live)
    }
}
