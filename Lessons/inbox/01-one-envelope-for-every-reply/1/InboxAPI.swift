import Foundation

/// The app's door to the inbox API's replies.
enum InboxAPI {
    /// The first reply the app read: the settings, decoded by a decoder
    /// made and configured right here.
    static func settings(from body: Data) throws -> Envelope<Settings> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Envelope<Settings>.self, from: body)
    }

    /// Any reply at all, whatever its payload, reusing the decoder above.
    static func open<Payload: Decodable>(
        _ payload: Payload.Type, from body: Data
    ) throws -> Envelope<Payload> {
        try decoder.decode(Envelope<Payload>.self, from: body)
    }
}
