import Foundation

struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
}

/// Cases in another order, raw values written out, extra conformances.
enum Stamp: String, Codable, CaseIterable, Hashable {
    case priority = "priority"
    case surface = "surface"
    case airmail = "airmail"
}
