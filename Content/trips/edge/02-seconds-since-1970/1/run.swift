import Foundation

/// The server's answer: a timestamp in seconds since 1 January 1970.
let serverReply = Data(#"{"at": 1781222400}"#.utf8)

/// Decodes the reply with `strategy` and gives the time as ISO 8601 text.
func boardingTime(
    _ strategy: JSONDecoder.DateDecodingStrategy
) throws -> String {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = strategy
    let boarding = try decoder.decode(Boarding.self, from: serverReply)
    return boarding.at.formatted(.iso8601)
}

/// Reads one timestamp the default way and the way the server meant it.
func run() {
    do {
        print("plain:", try boardingTime(.deferredToDate))
        print("since 1970:", try boardingTime(.secondsSince1970))
    } catch {
        print(error)
    }
}
