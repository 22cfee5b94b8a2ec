import Foundation

/// An alert with a default tone, and compiler-written coding.
struct Alert: Codable {
    var tone = "ping"
}
