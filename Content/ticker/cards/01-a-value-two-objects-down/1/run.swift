import Foundation

/// The feed's metadata, two objects deep.
let json = """
    { "meta": { "instrument": {
        "symbol": "KELP", "name": "Kelp Harvest Cooperative" } } }
    """

/// Decodes the listing and prints its two values.
func run() {
    do {
        let data = Data(json.utf8)
        let listing = try JSONDecoder().decode(Listing.self, from: data)
        print(listing.symbol, "·", listing.name)
    } catch {
        print(error)
    }
}
