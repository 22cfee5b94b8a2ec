import Foundation

/// The answer decodes the prices; the card prints them.
func run() {
    let data = Data("[12.19, 12.27]".utf8)
    let decoder = JSONDecoder()
    do {
        // --- the answer ---
        decoder.userInfo[.currency] = "NZD"
        let prices = try decoder.decode([Price].self, from: data)
        // --- end of the answer ---
        let made: [Price]? = prices
        print((made ?? []).map(\.description))
    } catch {
        print(error)
    }
}
