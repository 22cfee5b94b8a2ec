import Foundation

/// Decodes three costs and prints each one's parts.
func run() {
    let json = #"["{2}{T}{T}", "{5}", "{G}"]"#
    do {
        let data = Data(json.utf8)
        for cost in try JSONDecoder().decode([Cost].self, from: data) {
            print(cost.generic, cost.symbols)
        }
    } catch {
        print(error)
    }
}
