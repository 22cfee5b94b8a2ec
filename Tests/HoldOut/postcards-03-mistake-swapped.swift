// Breaks: init(from:) reads each property from the wrong key (to <- sent, sent <- to).
import Foundation

struct Postcard: Codable {
    var to: String
    var sent: String

    enum CodingKeys: String, CodingKey {
        case to
        case sent
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        to = try c.decode(String.self, forKey: .sent)
        sent = try c.decode(String.self, forKey: .to)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(to, forKey: .to)
        try c.encode(sent, forKey: .sent)
    }
}
