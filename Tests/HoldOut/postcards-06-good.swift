import Foundation

/// sent is a Date (declared with Foundation.Date), properties reordered, a computed helper added.
struct Postcard: Codable {
    var sent: Foundation.Date
    var message: String?
    var to: String

    var isFromThePast: Bool { sent < Date.distantFuture }
}
