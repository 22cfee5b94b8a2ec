import Foundation

/// The server's profile, in snake_case.
let profileJSON = """
    { "user_name": "Maya", "image_url": "https://example.com/maya.jpg" }
    """

/// Decodes the profile with snake case conversion on, and prints it or the
/// key that could not be found.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let bytes = Data(profileJSON.utf8)
        let profile = try decoder.decode(Profile.self, from: bytes)
        print(profile.userName, profile.imageURL.lastPathComponent)
    } catch DecodingError.keyNotFound(let key, _) {
        print("keyNotFound: \(key.stringValue)")
    } catch {
        print(error)
    }
}
