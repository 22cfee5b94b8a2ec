import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Settings and strings read from code")
struct SourceSettingsTests {
    @Test(
        "A known setting is read with its value to the line's end, inside a closure; other assignments are not settings"
    )
    func settings() {
        let settings = SourceSettings(
            reading: """
                func load() throws -> [Postcard] {
                    let decoder = JSONDecoder()
                    decoder.dateDecodingStrategy = .formatted(
                        FeedClock.minutes)
                    decoder.keyDecodingStrategy = .convertFromSnakeCase // why
                    self.count = 2
                    return try decoder.decode([Postcard].self, from: document())
                }
                let formatter = { let f = DateFormatter(); f.dateFormat = "yyyy-MM-dd"; return f }()
                """)
        #expect(
            settings.settings == [
                .init(name: "dateDecodingStrategy", value: ".formatted( FeedClock.minutes)"),
                .init(name: "keyDecodingStrategy", value: ".convertFromSnakeCase"),
                .init(name: "dateFormat", value: "\"yyyy-MM-dd\""),
            ])
        #expect(settings.literals == ["\"yyyy-MM-dd\""])
    }
}
