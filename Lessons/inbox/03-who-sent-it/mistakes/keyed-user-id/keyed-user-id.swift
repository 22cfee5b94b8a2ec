// expect: Expected to decode Dictionary<String, Any> but found a string
// expect: needs `singleValueContainer()`
// expect: inbox step 3
import Foundation

// The mistake: the compiler's coding, which is keyed: `{"value": "u-ana"}`
// in JSON instead of the bare string.
struct UserID: Codable, Hashable {
    let value: String
}
