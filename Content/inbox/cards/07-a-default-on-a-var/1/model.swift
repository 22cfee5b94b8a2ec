import Foundation

/// A look with a default theme, and compiler-written coding.
struct Look: Codable {
    var theme = "system"
}
