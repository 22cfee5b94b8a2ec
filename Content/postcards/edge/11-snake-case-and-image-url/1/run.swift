import Foundation

/// Decodes a snake-case profile, printing it or the key that could not be found.
func run() {
    let json = #"{ "user_name": "Maya", "image_url": "https://example.com/maya.jpg" }"#
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let profile = try decoder.decode(Profile.self, from: Data(json.utf8))
        print(profile.userName, profile.imageURL.lastPathComponent)
    } catch DecodingError.keyNotFound(let key, _) {
        print("keyNotFound: \(key.stringValue)")
    } catch {
        print(error)
    }
}
