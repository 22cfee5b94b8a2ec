import Foundation

/// A postcard with a picture address, whose slashes show the escaping.
struct Postcard: Encodable {
    var to: String
    var sent: String
    var pictureURL: URL
}
