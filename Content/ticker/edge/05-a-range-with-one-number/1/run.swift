import Foundation

/// Decodes a range that holds one number instead of two.
func run() {
    let data = Data(#"{ "range": [12.25] }"#.utf8)
    do {
        let range = try JSONDecoder().decode(DayRange.self, from: data)
        print("low:", range.low, "high:", range.high)
    } catch {
        print(error)
    }
}
