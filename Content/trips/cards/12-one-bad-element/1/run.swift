import Foundation

/// Decodes three halts, the middle one incomplete, and prints how many
/// came back.
func run() {
    let json = """
        [
            {"name": "Seattle", "nights": 5},
            {"name": "Bergen"},
            {"name": "Lima", "nights": 3}
        ]
        """
    do {
        let data = Data(json.utf8)
        let halts = try JSONDecoder().decode([Halt].self, from: data)
        print("decoded \(halts.count) places")
    } catch {
        print(error)
    }
}
