import Foundation

/// A watch the user sets on a share: tell me when the price falls below
/// one level or rises above another.
struct PriceWatch: Codable, Equatable {
    var symbol: String
    var below: Double
    /// `.infinity` when there is no upper level: only a fall is watched.
    var above: Double
    var createdAt: Date
    /// The phone's push token: raw bytes the server sends the alert to.
    var deviceToken: Data

    /// The watch the lesson sends and saves: alert below 12 NZD, nothing
    /// above, set at 09:20 UTC on 1 April 2027.
    static let sample = PriceWatch(
        symbol: "KELP",
        below: 12.0,
        above: .infinity,
        createdAt: Date(timeIntervalSince1970: 1_806_571_200),
        deviceToken: Data([0x9f, 0x3c, 0x51, 0xe2, 0x07, 0xad, 0x48, 0x6b]))
}
