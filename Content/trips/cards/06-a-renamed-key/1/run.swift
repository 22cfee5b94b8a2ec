import Foundation

/// Reads the feed and prints the picture address of its first suggestion.
func run() {
    do {
        let picks = try JSONDecoder().decode([Pick].self, from: document())
        if let first = picks.first {
            print(first.imageURL)
        }
    } catch {
        print("could not read the feed:", error)
    }
}
