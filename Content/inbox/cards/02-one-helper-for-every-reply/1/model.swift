import Foundation

/// A reply of the API: the payload under `data`, paging under `meta`.
struct Envelope<Payload: Decodable>: Decodable {
    let data: Payload
    let meta: Meta?

    struct Meta: Decodable {
        let page: Int
        let totalPages: Int
    }
}

/// A member of a group chat.
struct Member: Decodable {
    let fullName: String
    let joinedAt: Date
}
