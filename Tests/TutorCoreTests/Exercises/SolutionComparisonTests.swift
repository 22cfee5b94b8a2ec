import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("The solution's comparison of what two models say")
struct SolutionComparisonTests {
    static let lesson = """
        import Foundation

        /// A time to the minute.
        enum FeedClock {
            static let minutes: DateFormatter = {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "dd/MM/yyyy HH:mm"
                return formatter
            }()
        }

        struct Postcard: Codable, Identifiable {
            let id: Int
            var sent: Date
            enum CodingKeys: String, CodingKey {
                case id
                case sent = "sent_at"
            }
        }
        """

    func sentences(_ theirs: String) -> [String] {
        SolutionComparison(lesson: [Self.lesson], theirs: [theirs]).differences.map(\.sentence)
    }

    @Test("Renamed locals and another layout are no difference")
    func renamedIsSame() {
        let theirs = Self.lesson.replacingOccurrences(of: "formatter", with: "f").replacingOccurrences(
            of: "/// A time to the minute.\n", with: "")
        #expect(sentences(theirs) == [])
    }

    @Test("A format that differs comes before a declaration that differs, and its string is said once")
    func stringFirst() {
        let theirs = Self.lesson.replacingOccurrences(of: "yyyy", with: "YYYY").replacingOccurrences(
            of: "var sent: Date", with: "var sent: String")
        let found = sentences(theirs)
        #expect(
            found.first
                == #"The lesson's sets `dateFormat` to `"dd/MM/yyyy HH:mm"`; yours sets it to `"dd/MM/YYYY HH:mm"`."#,
            "\(found)")
        #expect(found.count == 2, "the string is said once, with its setting: \(found)")
        #expect(found.contains("Your `Postcard.sent` is declared `String`; the lesson's is `Date`."), "\(found)")
    }

    @Test("A setting left out, a key's raw value and a conformance are each named")
    func settingKeyConformance() {
        let theirs = Self.lesson.replacingOccurrences(
            of: "        formatter.locale = Locale(identifier: \"en_US_POSIX\")\n", with: ""
        )
        .replacingOccurrences(of: "case sent = \"sent_at\"", with: "case sent").replacingOccurrences(
            of: "Codable, Identifiable", with: "Codable")
        let found = sentences(theirs)
        #expect(
            found.contains(#"The lesson's sets `locale` to `Locale(identifier: "en_US_POSIX")`; yours never sets it."#),
            "\(found)")
        #expect(
            !found.contains { $0.contains("no such string") },
            "the setting's string is said once, with the setting: \(found)")
        #expect(
            found.contains(
                #"The lesson's `Postcard.CodingKeys.sent` has the raw value `"sent_at"`; yours none, so its key is `"sent"`."#
            ), "\(found)")
        #expect(
            found.contains("The lesson's `Postcard` is declared `Codable, Identifiable`; yours `Codable`."), "\(found)")
    }

    @Test("The task comment the tutor wrote on a copy is taken off; the learner's own comments stay")
    func withoutTask() {
        let copy = "// Your turn · postcards step 5: null\n//\n// Make it optional.\n\nimport Foundation\n// mine\n"
        #expect(ExerciseCopy.withoutTask(copy) == "import Foundation\n// mine\n")
        #expect(ExerciseCopy.withoutTask("// mine\nimport Foundation\n") == "// mine\nimport Foundation\n")
    }
}
