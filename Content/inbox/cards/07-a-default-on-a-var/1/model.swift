import Foundation

/// An alert with a default tone, and compiler-written coding.
struct Alert: Decodable {
    var tone = "ping"
}
