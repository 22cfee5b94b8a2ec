import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// A line typed at the prompt, read into words as a shell reads them: blanks separate
/// words, `'…'` keeps everything in it as it is, `"…"` too but for `\"` and `\\`, and a
/// backslash outside quotes keeps the character after it (`a\ folder`).
///
/// The prompt and Tab both read lines through this one type, so a path that `check`
/// suggests quoted is one word when it is typed back, and Tab writes paths the same way.
package enum TypedLine {
    /// The line up to the cursor: the finished words, and the word being typed.
    package struct Partial: Equatable, Sendable {
        /// The words before the one being typed, unquoted.
        package var words: [String]
        /// The word being typed, unquoted: what candidates are matched against.
        package var word: String
        /// The word being typed as it stands on the line, quotes and backslashes included.
        package var raw: String
        /// The quote left open in the word being typed, if any.
        package var quote: Character?
    }

    /// The words of a whole line. A quote left open is refused: the line would otherwise
    /// mean something the learner did not type.
    package static func words(_ line: String) throws(CommandFailure) -> [String] {
        let read = scan(line)
        if let quote = read.quote {
            let start = TerminalText.escaped(String(line[read.wordStart...]), limit: 30)
            throw CommandFailure(
                "The quote `\(quote)` that starts `\(start)` is never closed.",
                hint: "Close it with another `\(quote)`, or put a `\\` before a quote that is part of a name.")
        }
        return read.words + (read.inWord ? [read.current] : [])
    }

    /// The line up to the cursor, read for Tab: an open quote is the word being typed.
    package static func beforeCursor(_ text: String) -> Partial {
        let read = scan(text)
        guard read.inWord else { return Partial(words: read.words, word: "", raw: "", quote: nil) }
        return Partial(words: read.words, word: read.current, raw: String(text[read.wordStart...]), quote: read.quote)
    }

    /// `word` as it is typed so that `words` reads it back as one word: as it is when it
    /// holds only plain characters, else in single quotes (left open when not `closed`).
    package static func written(_ word: String, closed: Bool = true) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "/._-~+=:,@%".contains($0) }
        return plain ? word : "'" + escaped(word, inside: "'") + (closed ? "'" : "")
    }

    /// `candidate`, a whole unquoted word, written to replace `partial.raw`: what was typed
    /// kept as it was typed, the rest escaped the same way, and the quote closed when the
    /// word is `finished` (a file, not a folder the learner goes on into).
    package static func completing(_ partial: Partial, with candidate: String, finished: Bool) -> String {
        guard !partial.raw.isEmpty, candidate.hasPrefix(partial.word) else {
            return written(candidate, closed: finished)
        }
        let rest = escaped(String(candidate.dropFirst(partial.word.count)), inside: partial.quote)
        return partial.raw + rest + (finished ? partial.quote.map(String.init) ?? "" : "")
    }

    /// `text` escaped to stand inside `quote` (nil: outside quotes).
    static func escaped(_ text: String, inside quote: Character?) -> String {
        var out = ""
        for character in text {
            switch quote {
            case "'"?: out += character == "'" ? #"'\''"# : String(character)
            case "\""?: out += character == "\"" || character == "\\" ? "\\" + String(character) : String(character)
            default:
                out +=
                    character.isWhitespace || "'\"\\".contains(character) ? "\\" + String(character) : String(character)
            }
        }
        return out
    }

    /// What a left-to-right read of a line found.
    private struct Scan {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var wordStart: String.Index
    }

    private static func scan(_ line: String) -> Scan {
        var read = Scan(wordStart: line.startIndex)
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            var next = line.index(after: index)
            let following = next < line.endIndex ? line[next] : nil
            switch read.quote {
            case "'"?:
                if character == "'" { read.quote = nil } else { read.current.append(character) }
            case "\""?:
                if character == "\"" {
                    read.quote = nil
                } else if character == "\\", let following, following == "\"" || following == "\\" {
                    read.current.append(following)
                    next = line.index(after: next)
                } else {
                    read.current.append(character)
                }
            default:
                if character.isWhitespace {
                    if read.inWord { read.words.append(read.current) }
                    read.current = ""
                    read.inWord = false
                    break
                }
                if !read.inWord { read.inWord = true; read.wordStart = index }
                if character == "'" || character == "\"" {
                    read.quote = character
                } else if character == "\\", let following {
                    // A backslash at the very end stays: there is nothing for it to keep.
                    read.current.append(following)
                    next = line.index(after: next)
                } else {
                    read.current.append(character)
                }
            }
            index = next
        }
        return read
    }
}
