import Foundation

extension Postcard {
    /// Every postcard in the document, in the order the file lists them.
    static func all() throws -> [Postcard] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Postcard].self, from: document())
    }
}

/// The number of characters between a card's left and right borders.
let cardWidth = 62

/// Writes a date as the lesson's screen shows it, the same on every
/// machine: `Jun 3, 2027`.
func postmark(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "MMM d, yyyy"
    return formatter.string(from: date)
}

/// One row of a card: the text between the borders, padded out to the
/// card's width.
func row(_ text: String = "") -> String {
    let room = max(0, cardWidth - 2 - text.count)
    let padding = String(repeating: " ", count: room)
    return "│ " + text + padding + " │"
}

/// A row with `left` at the left border and `right` at the right one.
func row(_ left: String, trailing right: String) -> String {
    let gap = max(1, cardWidth - 2 - left.count - right.count)
    return row(left + String(repeating: " ", count: gap) + right)
}

/// Breaks `text` into lines of whole words that fit inside a card.
func wrapped(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
        let wanted = current.count + 1 + word.count
        if !current.isEmpty && wanted > cardWidth - 2 {
            lines.append(current)
            current = ""
        }
        current += current.isEmpty ? String(word) : " " + word
    }
    if !current.isEmpty {
        lines.append(current)
    }
    return lines
}

/// Draws one postcard as a box: recipient and stamp, place and date, then
/// any message.
func drawing(of postcard: Postcard) -> [String] {
    let edge = String(repeating: "─", count: cardWidth)
    var lines = ["╭" + edge + "╮"]
    let stamp = postcard.stamp.rawValue.uppercased()
    lines.append(row("To \(postcard.to)", trailing: stamp))
    let place = "\(postcard.city), \(postcard.country)"
    lines.append(row("\(place) · \(postmark(postcard.sent))"))
    if let message = postcard.message {
        lines.append(row())
        lines += wrapped(message).map { row($0) }
    }
    lines.append("╰" + edge + "╯")
    return lines
}

/// Prints a heading and every postcard in the document, drawn as cards.
func run() {
    do {
        let postcards = try Postcard.all()
        print("Postcards")
        print("\(postcards.count) from the document")
        for postcard in postcards {
            print()
            print(drawing(of: postcard).joined(separator: "\n"))
        }
    } catch {
        print(error)
    }
}
