import Foundation
import TestSupport
import Testing

/// Advice that reads the real error: what the compiler and the decoder said about the
/// learner's own file, told about that file, through the real compiler.
@Suite("check's advice reads the real error, end to end", .serialized, .timeLimit(hangLimit))
struct CheckAdviceEndToEndTests {
    let folder = TemporaryFolder("e2e-advice")

    /// The step-8 model, with `stamp` declared as the lesson's document needs it.
    static let postcard = """
        struct Postcard: Codable, Identifiable {
            let id: Int
            var to: String
            var sent: Date
            var message: String?
            var stamp: Stamp
        }
        """

    /// The lines of `output` that give a verdict.
    static func verdicts(in output: String) -> [String] {
        output.components(separatedBy: "\n").filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") }
    }

    @Test("A file without `import Foundation` is told to import it, not that `Date` is unknown")
    func missingImport() throws {
        let file = folder.write(
            CheckGuidanceEndToEndTests.step6 { $0.replacingOccurrences(of: "import Foundation\n", with: "") },
            to: "NoImport.swift")
        let result = try TutorBinary.run(["check", "postcards", "6", file.path])
        #expect(result.status == 1)
        let output = result.output.unwrapped
        #expect(
            output.contains("cannot find type 'Date' in scope"), "the compiler's own message is kept: \(result.output)")
        #expect(
            output.contains(
                "`Date` comes from Foundation, and your file does not import it: add `import Foundation` as its first line."
            ),
            "\(result.output)")
        #expect(!output.contains("is not a type Swift knows"))
        #expect(output.contains("Next: add `import Foundation` as the first line of your file"))
    }

    @Test("A Foundation type used as a value (`JSONDecoder()`) without the import is told the same")
    func missingImportOfAValue() throws {
        let file = folder.write(
            """
            struct Postcard: Codable {
                var to: String
                var sent: String
                static let decoder = JSONDecoder()
            }
            """, to: "NoImportValue.swift")
        let result = try TutorBinary.run(["check", "postcards", "1", file.path])
        #expect(result.status == 1)
        #expect(
            result.output.unwrapped.contains("`JSONDecoder` comes from Foundation, and your file does not import it"),
            "\(result.output)")
    }

    @Test("A misspelt type in a file that imports Foundation is still a spelling, not an import")
    func spellingWithImport() throws {
        let file = folder.write(
            CheckGuidanceEndToEndTests.step6 { $0.replacingOccurrences(of: "var sent: Date", with: "var sent: Dat") },
            to: "Dat.swift")
        let result = try TutorBinary.run(["check", "postcards", "6", file.path])
        #expect(
            result.output.unwrapped.contains("`Dat` is not a type Swift knows: did you mean `Date`?"),
            "\(result.output)")
        #expect(!result.output.contains("comes from Foundation"))
    }

    @Test("`var id = UUID()` is told as the `UUID` the learner wrote, not the `String` the decoder looked for")
    func typeTheLearnerWrote() throws {
        let file = folder.write(
            """
            import Foundation

            struct Postcard: Codable, Identifiable {
                var id = UUID()
                var to: String
                var sent: Date
                var message: String?
            }
            """, to: "Uuid.swift")
        let result = try TutorBinary.run(["check", "postcards", "7", file.path])
        #expect(result.status == 1)
        let output = result.output.unwrapped
        #expect(
            output.contains(
                "at the first postcard's `id` the model expects a `UUID` (read from a `String`), but the document holds a number"
            ),
            "\(result.output)")
        #expect(!output.contains("the model expects a `String`"))
        #expect(
            CheckGuidanceEndToEndTests.section("Compared with the lesson's model:", in: result.output)
                .contains { $0.contains("Your `Postcard.id` is declared `UUID`; the lesson's is `Int`.") },
            "\(result.output)")
        #expect(
            output.contains("Next: declare `id` with the type the document holds there, not `UUID`"), "\(result.output)"
        )
    }

    @Test(
        "An enum without a raw type is told to take one, `enum Stamp: String, Codable`, and sent to the step about enums"
    )
    func enumWithoutRawType() throws {
        let file = folder.write(
            "import Foundation\n\n" + Self.postcard
                + "\n\nenum Stamp: Codable {\n    case airmail, surface, priority\n}\n",
            to: "NoRaw.swift")
        let result = try TutorBinary.run(["check", "postcards", "8", file.path])
        #expect(result.status == 1)
        let output = result.output.unwrapped
        #expect(
            output.contains(
                "the model's `Stamp` is an enum with no raw type, which Codable reads from an object naming its case, but the document holds a string"
            ),
            "\(result.output)")
        #expect(output.contains("Next: give `Stamp` a raw type, `enum Stamp: String, Codable`"), "\(result.output)")
        #expect(!output.contains("declare the property with the type the document holds"))
        let advice = CheckGuidanceEndToEndTests.section("Where the lessons explain it:", in: result.output)
        #expect(advice.first?.contains("postcards step 8") == true, "\(advice)")
        // The same enum with its raw type passes: the advice is the fix.
        let fixed = folder.write(
            "import Foundation\n\n" + Self.postcard
                + "\n\nenum Stamp: String, Codable {\n    case airmail, surface, priority\n}\n",
            to: "Raw.swift")
        #expect(try TutorBinary.run(["check", "postcards", "8", fixed.path]).status == 0)
    }

    @Test("Output that matches while the step asks for code the learner left to the compiler gets one verdict, not two")
    func oneVerdict() throws {
        let file = packageRoot.appendingPathComponent("Tests/HoldOut/postcards-03-mistake-noencode.swift")
        let result = try TutorBinary.run(["check", "postcards", "3", file.path])
        #expect(result.status == 1)
        let verdicts = Self.verdicts(in: result.output)
        #expect(verdicts.count == 1, "\(result.output)")
        #expect(
            result.output.unwrapped.contains(
                "✗ Not done: your output matches the lesson's, but this step asks for an `encode(to encoder:)` written by hand"
            ), "\(result.output)")
        #expect(result.output.components(separatedBy: "output matches").count == 2, "said once: \(result.output)")
        #expect(!result.output.contains("Does not match"))
    }

    @Test("The compiler's internal failure is told as the compiler's, with what to try")
    func compilerInternalFailure() throws {
        // No Swift on this machine fails so on a model small enough for a test: the real compiler
        // runs, and the one real error it reports in the learner's file is reworded as the
        // internal failure it stands for, at the same file, line and column.
        let swiftc = folder.write(
            """
            #!/bin/bash
            for word in "$@"; do [ "$word" = "-###" ] && exit 1; done
            swiftc "$@" 2> >(sed "s|cannot find 'unexplainable' in scope|failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)|" >&2)
            status=$?
            wait
            exit $status
            """, to: "failing-swiftc")
        #expect(chmod(swiftc.path, 0o755) == 0)
        let file = folder.write(
            CheckGuidanceEndToEndTests.step6 {
                $0.replacingOccurrences(
                    of: "var message: String?", with: "var message: String?\n    var shout: String { unexplainable }")
            }, to: "Internal.swift")
        let result = try TutorBinary.run(
            ["check", "postcards", "6", file.path], environment: ["CODABLE_TUTOR_SWIFTC": swiftc.path],
            home: TemporaryFolder("e2e-advice-internal").url)
        #expect(result.status == 1)
        let output = result.output.unwrapped
        #expect(
            output.contains("Internal.swift:7:25: error: failed to produce diagnostic for expression"),
            "\(result.output)\(result.errors)")
        #expect(output.contains("That is the compiler's own failure, not a mistake it found"))
        #expect(output.contains("Split the expression into smaller ones, a `let` each, or write the types out"))
        #expect(output.contains("Next: split the marked expression into smaller ones or write its types out"))
    }

    @Test(
        "Step 7's first hint is true of the start: no warning until the one-liner is written, then one on the id line")
    func stepSevenHint() throws {
        let home = TemporaryFolder("e2e-advice-hint").url
        let start = try TutorBinary.run(["check", "postcards", "7"], home: home)
        #expect(start.status == 1)
        #expect(!start.output.contains("warning:"), "the start has no warning to read: \(start.output)")
        let hint = try TutorBinary.run(["hint", "postcards", "7"], home: home)
        #expect(hint.output.unwrapped.contains("Your start has no `id` yet"), "\(hint.output)")
        #expect(
            hint.output.unwrapped.contains(
                "Add the one-liner, `let id = UUID()`, and check again: now the compiler warns on that line"))
        let sed = "sed -i 's/    var to: String/    let id = UUID()\\n    var to: String/'"
        let tried = try TutorBinary.run(["edit", "postcards", "7"], environment: ["EDITOR": sed], home: home)
        #expect(tried.status == 1)
        let output = tried.output.unwrapped
        // The message's path may be broken after a `/` to fit the terminal: read as one line.
        #expect(
            output.contains("Postcard.swift:18:9: warning: immutable property will not be decoded"), "\(tried.output)")
        let lines = tried.output.components(separatedBy: "\n")
        let warning = try #require(lines.firstIndex { $0.contains("warning: immutable property") }, "\(tried.output)")
        #expect(
            lines[warning...].prefix(4).contains { $0.contains("let id = UUID()") },
            "the warning is on the id line: \(tried.output)")
        #expect(output.components(separatedBy: ": note: ").count == 3, "two notes under it: \(tried.output)")
    }

    /// A tester's file from `Tests/HoldOut`.
    static func holdOut(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/HoldOut/\(name)").path
    }

    @Test("`decode(String?.self, forKey:)` for a key the document leaves out is told to use `decodeIfPresent`")
    func decodeOfOptional() throws {
        let result = try TutorBinary.run(["check", "postcards", "5", Self.holdOut("postcards-05-mistake-decode.swift")])
        #expect(result.status == 1)
        let output = result.output.unwrapped
        #expect(
            output.contains(
                "Next: read `.message` with `decodeIfPresent` of the type itself, not `decode` of its optional"),
            "\(result.output)")
        let advice = CheckGuidanceEndToEndTests.section("Where the lessons explain it:", in: result.output)
        #expect(advice.first?.contains("postcards step 5") == true, "\(advice)")
    }

    @Test("`encodeIfPresent` where the lesson's `encode` writes `null` is named first among the differences")
    func encodeIfPresent() throws {
        let result = try TutorBinary.run([
            "check", "postcards", "10", Self.holdOut("postcards-10-mistake-ifpresent.swift"),
        ])
        #expect(result.status == 1)
        let differences = CheckGuidanceEndToEndTests.section("Compared with the lesson's model:", in: result.output)
        #expect(
            differences.first?.contains(
                "Your `encode(to:)` writes `.message` with `encodeIfPresent`, which leaves the key out when the value is `nil`; the lesson's uses `encode`, which writes `null` there."
            ) == true,
            "\(differences)")
    }

    @Test("Ticker 8's EncodingError is read as the encoder's refusal of an infinity, with the strategy that writes one")
    func encodingError() throws {
        let result = try TutorBinary.run(["check", "ticker", "8", Self.holdOut("ticker-08-mistake-noinfinity.swift")])
        #expect(result.status == 1)
        let output = result.output.unwrapped
        let said = CheckGuidanceEndToEndTests.section("What the encoder is telling you:", in: result.output)
        #expect(
            said.first?.contains(
                "invalidValue: the encoder refused `above`, a `Double` that is `inf`: JSON has no way to write an infinity or a NaN as a number"
            ) == true,
            "\(result.output)")
        #expect(
            output.contains(
                "Next: set the encoder's `nonConformingFloatEncodingStrategy` to `.convertToString(positiveInfinity:negativeInfinity:nan:)`"
            ))
        let advice = CheckGuidanceEndToEndTests.section("Where the lessons explain it:", in: result.output)
        #expect(advice.first?.contains("ticker step 8") == true, "\(advice)")
    }
}
