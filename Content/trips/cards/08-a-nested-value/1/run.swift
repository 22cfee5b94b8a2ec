import Foundation

/// Decodes a flight whose time is nested, and prints number and time.
func run() {
    let json = """
        {"flight": "AS 101",
         "times": {"departure": "08:40", "arrival": "10:05"}}
        """
    do {
        let hop = try JSONDecoder().decode(Hop.self, from: Data(json.utf8))
        print(hop.code, hop.leaves)
    } catch {
        print("could not decode:", error)
    }
}
