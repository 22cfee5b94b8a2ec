import Foundation

/// Written-out coding, with Decodable/Encodable listed separately and keys in another order.
struct Postcard: Decodable, Encodable {
    var to: String
    var sent: String

    private enum CodingKeys: String, CodingKey {
        case sent
        case to
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.sent = try values.decode(String.self, forKey: .sent)
        self.to = try values.decode(String.self, forKey: .to)
    }

    func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(sent, forKey: .sent)
        try values.encode(to, forKey: .to)
    }
}
