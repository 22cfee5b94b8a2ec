// Breaks: cases must be spelled as the document writes them; raw value "Airmail" does not match "airmail".
import Foundation

struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
}

enum Stamp: String, Codable {
    case airmail = "Airmail"
    case surface
    case priority
}
