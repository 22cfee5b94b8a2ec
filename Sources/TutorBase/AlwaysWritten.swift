import Foundation

/// An optional field of a `--json` answer that is written whatever happens: as `null` when
/// there is nothing, so that a reader always finds the key rather than one that comes and
/// goes. (A synthesized `Codable` leaves an absent optional out.)
@propertyWrapper
package struct AlwaysWritten<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    package var wrappedValue: Value?

    package init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A missing key reads as nil, as it would for a plain optional.
    package func decode<Value>(_ type: AlwaysWritten<Value>.Type, forKey key: Key) throws -> AlwaysWritten<Value> {
        try decodeIfPresent(type, forKey: key) ?? AlwaysWritten(wrappedValue: nil)
    }
}
