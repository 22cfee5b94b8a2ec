import Foundation

/// A reply of the API: the payload under `data`, paging under `meta`.
struct Envelope<Payload: Decodable>: Decodable {
    let data: Payload
    let meta: Paging?

    struct Paging: Decodable {
        let page: Int
        let pageCount: Int
    }
}

/// A member of a group chat.
struct Member: Decodable {
    let fullName: String
    let joinedAt: Date
}
