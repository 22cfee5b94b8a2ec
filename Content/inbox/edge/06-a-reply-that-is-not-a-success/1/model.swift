import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every reply of the inbox API: the payload under `data`.
struct Envelope<Payload: Decodable>: Decodable {
    let data: Payload
}

/// The user's settings, as the server keeps them.
struct Settings: Decodable {
    let displayName: String
    let volume: Int
}

/// The app's door to the inbox API's replies.
enum InboxAPI {
    /// Decodes a reply's body, as `URLSession` hands over body and
    /// response together. The response is never looked at.
    static func open<Payload: Decodable>(
        _ payload: Payload.Type, from body: Data, response: URLResponse
    ) throws -> Payload {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Envelope<Payload>.self, from: body).data
    }
}
