import Foundation

/// A profile whose status defaults to "available".
struct Profile: Decodable {
    let name: String
    let status: String

    enum CodingKeys: String, CodingKey {
        case name, status
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        status = try container.decodeIfPresent(
            String.self, forKey: .status) ?? "available"
    }
}
