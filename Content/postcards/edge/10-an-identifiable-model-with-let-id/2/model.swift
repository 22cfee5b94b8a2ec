import Foundation

/// The same trip, with `id` listed among keys of its own.
struct Trip: Identifiable, Decodable {
    let id = UUID()
    var city: String

    /// Names `id`, which a type that only decodes can never fill.
    enum CodingKeys: String, CodingKey {
        case id, city
    }
}
