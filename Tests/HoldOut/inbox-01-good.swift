// Good: Paging top-level (not nested), generic constraint in a where clause, decoder built by a private helper called inside open.
import Foundation

struct Paging: Decodable, Equatable {
    let page: Int
    let pageCount: Int
}

struct Envelope<Payload>: Decodable where Payload: Decodable {
    let data: Payload
    let meta: Paging?
}

struct Settings: Decodable, Equatable {
    let tone: String
    let volume: Int
    let displayName: String
}

enum InboxAPI {
    static func open<Payload>(_ payload: Payload.Type, from body: Data) throws -> Envelope<Payload>
    where Payload: Decodable {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Envelope<Payload>.self, from: body)
    }
}
