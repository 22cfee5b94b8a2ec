// Breaks: one generic type for any reply; the envelope is written for Settings only.
import Foundation

struct Paging: Decodable { let page: Int; let pageCount: Int }

struct SettingsEnvelope: Decodable {
    let data: Settings
    let meta: Paging?
}

struct Settings: Decodable {
    let displayName: String
    let volume: Int
    let tone: String
}

enum InboxAPI {
    static func open(_ payload: Settings.Type, from body: Data) throws -> SettingsEnvelope {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(SettingsEnvelope.self, from: body)
    }
}
