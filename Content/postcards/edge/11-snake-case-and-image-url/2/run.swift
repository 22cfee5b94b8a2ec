import Foundation

/// Decodes the same profile with the decoder's default key handling.
func run() {
    let json = #"{ "user_name": "Maya", "image_url": "https://example.com/maya.jpg" }"#
    do {
        let profile = try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
        print(profile.userName, profile.imageURL.lastPathComponent)
    } catch DecodingError.keyNotFound(let key, _) {
        print("keyNotFound: \(key.stringValue)")
    } catch {
        print(error)
    }
}
