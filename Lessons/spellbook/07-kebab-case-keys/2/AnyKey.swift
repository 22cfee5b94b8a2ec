/// A coding key made from any string. `CodingKey` is only a protocol, so
/// a key strategy that invents key names needs a type like this one to
/// hand them back in.
struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
