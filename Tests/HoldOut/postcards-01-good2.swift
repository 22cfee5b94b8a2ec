import Foundation

/// Only Decodable (the task asks that it can be decoded), lets, a hand-written init(from:) in an extension.
struct Postcard: Decodable {
    let to: String
    let sent: String
}

extension Postcard {
    private enum Keys: String, CodingKey { case to, sent }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(to: try c.decode(String.self, forKey: .to),
                  sent: try c.decode(String.self, forKey: .sent))
    }
}
