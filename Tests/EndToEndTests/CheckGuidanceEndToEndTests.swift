import Foundation
import TestSupport
import Testing

/// What `check`, `edit` and `watch` tell a learner to do next, and where their advice points:
/// the right lesson place for the mistake, commands that work where they are typed.
@Suite("check's guidance, end to end", .serialized, .timeLimit(hangLimit))
struct CheckGuidanceEndToEndTests {
    let folder = TemporaryFolder("e2e-guidance")

    /// The step-6 model with one line changed.
    static func step6(_ change: (String) -> String = { $0 }) -> String {
        change(
            """
            import Foundation

            struct Postcard: Codable {
                var to: String
                var sent: Date
                var message: String?
            }
            """)
    }

    /// The lines after `heading`, up to the next blank line.
    static func section(_ heading: String, in output: String) -> [String] {
        let lines = output.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        // A bullet wrapped over several lines is one entry: its later lines are indented further.
        var entries: [String] = []
        for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty }) {
            if line.hasPrefix("  •") || entries.isEmpty {
                entries.append(line)
            } else {
                entries[entries.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return entries
    }

    @Test("A misspelt type is named with the type meant, not sent to the card about `Any`")
    func misspeltType() throws {
        let file = folder.write(
            Self.step6 { $0.replacingOccurrences(of: "var message: String?", with: "var message: Strin?") },
            to: "Typo.swift")
        let result = try TutorBinary.run(["check", "postcards", "6", file.path])
        #expect(result.status == 1)
        #expect(result.output.contains("`Strin` is not a type Swift knows: did you mean `String`?"), "\(result.output)")
        #expect(!result.output.contains("flash card 16"))
        #expect(result.output.contains("Next: fix the marked line in your file"))
    }

    @Test("A key the document names differently points first at the step about key names, and no line is called marked")
    func wrongKeyName() throws {
        let file = folder.write(
            Self.step6 {
                $0.replacingOccurrences(
                    of: "var message: String?",
                    with:
                        "var message: String?\n    enum CodingKeys: String, CodingKey { case to, sent = \"sent_at\", message }"
                )
            }, to: "Keys.swift")
        let result = try TutorBinary.run(["check", "postcards", "6", file.path])
        #expect(result.status == 1)
        let advice = Self.section("Where the lessons explain it:", in: result.output)
        #expect(advice.first?.contains("postcards step 9") == true, "\(advice)")
        #expect(!result.output.contains("marked line"))
        #expect(
            result.output.unwrapped.contains(
                "Next: map the property to the key the document has there (a key strategy, or a CodingKeys case in the spelling the decoder looks for)"
            ))
        #expect(result.output.unwrapped.contains("`codable-tutor watch postcards 6.2 \(file.path)`"))
    }

    @Test(
        "A raw value in the document's snake_case spelling, with .convertFromSnakeCase on, is told as the conversion's doing, with the spelling to write"
    )
    func rawValueBeforeConversion() throws {
        let lesson = try String(
            contentsOf: packageRoot.appendingPathComponent("Lessons/trips/05-keys-of-your-own/1/Idea.swift"),
            encoding: .utf8)
        // The draft the step adds, as the lesson writes it: only the raw value is wrong.
        let draft = try String(
            contentsOf: packageRoot.appendingPathComponent("Lessons/trips/05-keys-of-your-own/1/TripDraft.swift"),
            encoding: .utf8)
        let file = folder.write(
            lesson.replacingOccurrences(of: "case imageURL = \"imageUrl\"", with: "case imageURL = \"image_url\"")
                + "\n" + draft,
            to: "Idea.swift")
        let result = try TutorBinary.run(["check", "trips", "5", file.path])
        #expect(result.status == 1)
        let output = result.output.unwrapped
        #expect(
            output.contains("but `.convertFromSnakeCase` had turned the document's `image_url` into `imageUrl` first"),
            "\(result.output)")
        #expect(!output.contains("the document has no such key"))
        #expect(
            output.contains("Next: give the CodingKeys case the converted spelling, `imageUrl`, not `image_url`"),
            "\(result.output)")
        #expect(
            Self.section("Where the lessons explain it:", in: result.output).first?.contains("trips step 5") == true)
    }

    @Test("At the prompt, the Next line names commands as typed there")
    func nextAtPrompt() throws {
        let file = folder.write(
            Self.step6 { $0.replacingOccurrences(of: "var sent: Date", with: "var sent: String") }, to: "Prompt.swift")
        let result = try TutorBinary.run(
            [], input: "check postcards 6 \(file.path)\nquit\n", home: TemporaryFolder("e2e-guidance-prompt").url)
        #expect(
            result.output.unwrapped.contains(
                "Next: change your declarations where they differ from the lesson's (listed above), then `check postcards 6.2 \(file.path)` again"
            ),
            "\(result.output)")
        #expect(!result.output.contains("`codable-tutor "))
    }

    @Test("edit and check work from the shell: edit's status is the copy's verdict, check with no file checks the copy")
    func editFromTheShell() throws {
        let home = TemporaryFolder("e2e-guidance-edit").url
        let copy = home.appendingPathComponent("state/exercises/postcards/05-optionals/Postcard.swift").path
        let none = try TutorBinary.run(["check", "postcards", "5"], home: home)
        #expect(none.status == 1, "no copy yet: the start is made and checked, and fails")
        #expect(
            none.output.unwrapped.contains("Checking your copy of postcards step 5 (null: optionals): \(copy)"),
            "\(none.output)")
        let kept = try TutorBinary.run(["edit", "postcards", "5"], environment: ["EDITOR": "true"], home: home)
        #expect(kept.status == 1, "the untouched start does not pass")
        let sed = "sed -i 's/    var sent: String/    var sent: String\\n    var message: Int?/'"
        let broken = try TutorBinary.run(["edit", "postcards", "5"], environment: ["EDITOR": sed], home: home)
        #expect(broken.status == 1)
        #expect(
            broken.output.unwrapped.contains(
                "`codable-tutor check postcards 5` again; stuck? `codable-tutor hint postcards 5`"),
            "\(broken.output)")
        let checked = try TutorBinary.run(["check", "postcards", "5"], home: home)
        #expect(checked.status == 1)
        #expect(try String(contentsOfFile: copy, encoding: .utf8).contains("var message: Int?"))
    }

    @Test("At the prompt, a bare check checks the copy of the step the learner is on")
    func bareCheckAfterEdit() throws {
        let home = TemporaryFolder("e2e-guidance-bare").url
        let result = try TutorBinary.run(
            [], input: "open postcards\nstep 5\nedit\ncheck\nquit\n",
            environment: ["EDITOR": "sed -i 's/    var sent: String/    var sent: String\\n    var message: Int?/'"],
            home: home)
        #expect(
            result.output.unwrapped.components(separatedBy: "Checking your copy of postcards step 5").count == 3,
            "\(result.output)")
        #expect(
            result.output.unwrapped.contains("`check postcards 5` again; stuck? `hint postcards 5`"), "\(result.output)"
        )
        #expect(!result.output.contains("`codable-tutor "))
    }

    @Test("watch works from the shell and ends with the last check's status when the input ends")
    func watchFromTheShell() throws {
        let right = folder.write(Self.step6(), to: "Right.swift")
        let wrong = folder.write(
            Self.step6 { $0.replacingOccurrences(of: "var sent: Date", with: "var sent: String") }, to: "Wrong.swift")
        let passed = try TutorBinary.run(["watch", "postcards", "6", right.path], input: "")
        #expect(passed.status == 0, "\(passed.output)\(passed.errors)")
        #expect(passed.output.contains("Stopped watching."))
        let failed = try TutorBinary.run(["watch", "postcards", "6", wrong.path], input: "")
        #expect(failed.status == 1)
        #expect(failed.output.contains("then save it: it is checked again."))
    }

    @Test("probe with a misspelt type says which type was meant, first, with no compiler noise")
    func probeMisspeltType() throws {
        let file = folder.write(Self.step6(), to: "Probe.swift")
        let result = try TutorBinary.run(["probe", file.path, "Postcrd"])
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix("`\(file.path)` declares no type `Postcrd`: did you mean `Postcard`?"),
            "\(result.errors)")
        #expect(!(result.output + result.errors).contains("Driver.swift"))
    }
}
