import Foundation

/// Three profiles: a status, none, and `null`.
func run() {
    let replies = [
        #"{"name": "Ana", "status": "busy"}"#,
        #"{"name": "Ben"}"#,
        #"{"name": "Chloe", "status": null}"#,
    ]
    for reply in replies {
        do {
            let profile = try JSONDecoder().decode(
                Profile.self, from: Data(reply.utf8))
            print(profile.name, profile.status)
        } catch {
            print(error)
        }
    }
}
