import Foundation

/// Lists each card with what its thumbnail's bytes turned out to be.
func run() {
    do {
        for card in try Catalog.cards(from: document()) {
            print("\(card.name): \(describe(card.thumbnail))")
        }
    } catch {
        print(error)
    }
}

/// The size of a picture and of its file, read from the PNG's own header:
/// proof that the bytes are the picture, not the Base 64 text.
func describe(_ picture: Data) -> String {
    let bytes = [UInt8](picture)
    // Every PNG file opens with the byte 0x89, then the letters "PNG".
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    guard bytes.count >= 24, Array(bytes[0..<4]) == signature else {
        return "\(bytes.count) bytes, not a PNG"
    }
    // The header chunk keeps width and height as 4-byte big-endian numbers.
    func number(at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let size = "\(number(at: 16))×\(number(at: 20))"
    return "\(size) PNG, \(bytes.count) bytes"
}
