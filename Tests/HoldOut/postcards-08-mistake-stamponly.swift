// Breaks: Postcard must gain `var stamp: Stamp`; this file declares only the Stamp enum, no Postcard.
import Foundation

enum Stamp: String, Codable {
    case airmail, surface, priority
}
