import Foundation

/// An exchange with a logo, named the Swift way.
struct Exchange: Codable, Equatable {
    var name: String
    var logoURL: URL

    /// Only the acronym needs a raw value: the converted spelling, which
    /// both strategies agree on.
    enum CodingKeys: String, CodingKey {
        case name
        case logoURL = "logoUrl"
    }
}
