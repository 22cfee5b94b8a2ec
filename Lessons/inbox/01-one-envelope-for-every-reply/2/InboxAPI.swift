import Foundation

/// The app's door to the inbox API's replies.
enum InboxAPI {
    /// Decodes any reply of the API, whatever its payload.
    ///
    /// The decoder is made and configured here, inside the helper that
    /// uses it: a local constant of another function does not exist here.
    static func open<Payload: Decodable>(
        _ payload: Payload.Type, from body: Data
    ) throws -> Envelope<Payload> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Envelope<Payload>.self, from: body)
    }
}
