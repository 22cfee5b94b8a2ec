import Foundation

/// Every reply of the inbox API: the payload under `data`, and paging
/// details under `meta` when the payload is one page of a longer list.
///
/// Only decoded, never sent, so `Decodable` is all it promises.
struct Envelope<Payload: Decodable>: Decodable {
    let data: Payload
    let meta: Paging?

    /// Where a page sits in the whole list.
    struct Paging: Decodable {
        let page: Int
        let pageCount: Int
    }
}
