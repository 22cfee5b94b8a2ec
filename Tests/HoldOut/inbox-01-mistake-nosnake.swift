// Breaks: the reply has snake_case keys; the decoder has no key strategy.
import Foundation

struct Envelope<Payload: Decodable>: Decodable {
    let data: Payload
    let meta: Paging?
    struct Paging: Decodable { let page: Int; let pageCount: Int }
}

struct Settings: Decodable {
    let displayName: String
    let volume: Int
    let tone: String
}

enum InboxAPI {
    static func open<Payload: Decodable>(_ payload: Payload.Type, from body: Data) throws -> Envelope<Payload> {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Envelope<Payload>.self, from: body)
    }
}
