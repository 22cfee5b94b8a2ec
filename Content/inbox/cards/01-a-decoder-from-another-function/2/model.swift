import Foundation

/// A reply of the API: the payload under `data`.
struct Envelope<Payload: Decodable>: Decodable {
    let data: Payload
}

/// The app's door to the API, with the configuration in the helper.
enum InboxAPI {
    static func open<Payload: Decodable>(
        _ payload: Payload.Type, from body: Data
    ) throws -> Envelope<Payload> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Envelope<Payload>.self, from: body)
    }
}
