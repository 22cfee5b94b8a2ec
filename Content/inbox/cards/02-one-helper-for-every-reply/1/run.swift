import Foundation

/// The answer decodes the reply into `reply`; the card prints the member.
func run() {
    let body = Data("""
        {"data": {"full_name": "Dev Patel",
                  "joined_at": "2026-11-02T08:30:00Z"}}
        """.utf8)
    do {
        // --- the answer ---
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let reply = try decoder.decode(Envelope<Member>.self, from: body)
        // --- end of the answer ---
        // Taken as an optional, so that an answer using `try?` reads too.
        let decoded: Envelope<Member>? = reply
        guard let member = decoded?.data else {
            print("no reply")
            return
        }
        print(member.fullName, member.joinedAt.formatted(.iso8601))
    } catch {
        print("could not decode:", error)
    }
}
