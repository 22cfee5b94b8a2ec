import Foundation

/// A reply of the API: the payload under `data`.
struct Envelope<Payload: Decodable>: Decodable {
    let data: Payload
}

/// The app's door to the API: a function that decodes counts, and a
/// generic helper beside it for every other reply.
enum InboxAPI {
    static func counts(from body: Data) throws -> Envelope<[String: Int]> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Envelope<[String: Int]>.self, from: body)
    }

    static func open<Payload: Decodable>(
        _ payload: Payload.Type, from body: Data
    ) throws -> Envelope<Payload> {
        try decoder.decode(Envelope<Payload>.self, from: body)
    }
}
