import Foundation

/// Encodes a bill and returns its JSON as text.
func json<Amount: Encodable>(_ bill: Bill<Amount>) throws -> String {
    String(decoding: try JSONEncoder().encode(bill), as: UTF8.self)
}

/// Adds a tenth and two tenths as binary and as decimal numbers, and
/// encodes each total.
func run() {
    let binary: Double = 0.1 + 0.2
    let tenth = Decimal(1) / Decimal(10)
    let twoTenths = Decimal(2) / Decimal(10)
    do {
        print(try json(Bill(total: binary)))
        print(try json(Bill(total: tenth + twoTenths)))
    } catch {
        print(error)
    }
}
