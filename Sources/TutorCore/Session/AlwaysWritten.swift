/// An optional field of a `--json` answer that is written whatever happens: as `null` when
/// there is nothing, so that a reader always finds the key rather than one that comes and
/// goes. (A synthesized `Codable` leaves an absent optional out.)
@propertyWrapper
public struct AlwaysWritten<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A missing key reads as nil, as it would for a plain optional.
    public func decode<Value>(_ type: AlwaysWritten<Value>.Type, forKey key: Key) throws -> AlwaysWritten<Value> {
        try decodeIfPresent(type, forKey: key) ?? AlwaysWritten(wrappedValue: nil)
    }
}
