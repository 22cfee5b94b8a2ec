// expect: Key 'displayName' not found
// expect: helper's own decoder
// expect: inbox step 1
import Foundation

/// Any reply of the inbox API: the payload, and paging when there is any.
struct Envelope<Payload: Decodable>: Decodable {
    let data: Payload
    let meta: Paging?

    struct Paging: Decodable {
        let page: Int
        let pageCount: Int
    }
}

/// The user's settings.
struct Settings: Decodable {
    let displayName: String
    let volume: Int
    let tone: String
}

/// One helper for every reply.
enum InboxAPI {
    static func open<Payload: Decodable>(
        _ payload: Payload.Type, from body: Data
    ) throws -> Envelope<Payload> {
        // The mistake: a decoder with no setup, so `display_name` is
        // looked up as it is written and never found as `displayName`.
        let decoder = JSONDecoder()
        return try decoder.decode(Envelope<Payload>.self, from: body)
    }
}
