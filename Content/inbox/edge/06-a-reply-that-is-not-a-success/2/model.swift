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

/// A reply whose status says the request did not succeed.
struct ReplyRefused: Error, CustomStringConvertible {
    let status: Int
    let body: String

    var description: String {
        "ReplyRefused: status \(status), body \(body)"
    }
}

/// The app's door to the inbox API's replies.
enum InboxAPI {
    /// Decodes a reply's body, but only when its status is a success:
    /// any other status throws `ReplyRefused` before the decoder runs.
    static func open<Payload: Decodable>(
        _ payload: Payload.Type, from body: Data, response: URLResponse
    ) throws -> Payload {
        guard let http = response as? HTTPURLResponse,
            (200..<300).contains(http.statusCode)
        else {
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            throw ReplyRefused(
                status: status, body: String(decoding: body, as: UTF8.self))
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Envelope<Payload>.self, from: body).data
    }
}
