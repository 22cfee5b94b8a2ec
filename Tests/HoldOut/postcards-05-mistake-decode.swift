// Breaks: a missing key must decode as nil; custom init uses decode(String?.self) which throws keyNotFound.
import Foundation

struct Postcard: Codable {
    var to: String
    var sent: String
    var message: String?

    enum CodingKeys: String, CodingKey { case to, sent, message }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        to = try c.decode(String.self, forKey: .to)
        sent = try c.decode(String.self, forKey: .sent)
        message = try c.decode(String?.self, forKey: .message)
    }
}
