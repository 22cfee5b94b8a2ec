import Foundation

/// Decodes three halts and prints how many came back.
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
        print("decodes:", halts.count, "halts")
    } catch {
        print(error)
    }
}
