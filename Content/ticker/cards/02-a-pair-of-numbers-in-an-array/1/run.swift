import Foundation

/// Decodes a range written as an array and prints both ends by name.
func run() {
    let json = #"{ "range": [12.25, 12.44] }"#
    do {
        let data = Data(json.utf8)
        let range = try JSONDecoder().decode(DayRange.self, from: data)
        print("low:", range.low, "high:", range.high)
    } catch {
        print(error)
    }
}
