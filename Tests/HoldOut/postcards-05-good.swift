import Foundation

/// Custom init(from:) using decodeIfPresent; message kept optional.
struct Postcard: Codable {
    var message: String?
    var to: String
    var sent: String

    enum CodingKeys: String, CodingKey { case to, sent, message }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        to = try c.decode(String.self, forKey: .to)
        sent = try c.decode(String.self, forKey: .sent)
        message = try c.decodeIfPresent(String.self, forKey: .message)
    }
}
