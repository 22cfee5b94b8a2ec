// Breaks: the one-liner the step warns about, let id = UUID(): never decoded, warning.
import Foundation

struct Postcard: Codable, Identifiable {
    let id = UUID()
    var to: String
    var sent: Date
    var message: String?
}
