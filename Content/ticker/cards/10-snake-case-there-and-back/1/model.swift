import Foundation

/// An exchange with a logo, named the Swift way.
struct Exchange: Codable, Equatable {
    var name: String
    var logoURL: URL
}
