import Foundation

/// id as a var Int read by a custom init; Identifiable declared in an extension.
struct Postcard: Codable {
    var id: Int
    var to: String
    var sent: Date
    var message: String?
}

extension Postcard: Identifiable {}
