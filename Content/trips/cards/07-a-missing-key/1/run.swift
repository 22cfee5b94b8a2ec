import Foundation

/// Decodes a plan that has no notes key, and prints what `notes` became.
func run() {
    let json = Data(#"{"city": "Lima"}"#.utf8)
    do {
        let plan = try JSONDecoder().decode(Plan.self, from: json)
        print(String(describing: plan.notes))
    } catch {
        print("could not decode:", error)
    }
}
