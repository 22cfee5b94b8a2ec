import Foundation

/// A trip that gives itself an identity instead of reading one.
struct Trip: Identifiable, Decodable {
    let id = UUID()
    var city: String
}
