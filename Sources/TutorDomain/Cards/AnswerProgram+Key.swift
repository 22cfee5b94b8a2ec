import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension AnswerProgram {
    /// A mark the answer cannot know, the same for the same answer to the same card in one
    /// home (so the compiled-program cache still finds an answer typed again): the digest of
    /// the home's answer key, the card and the answer.
    package static func nonce(for answer: String, card: Card, home: TutorHome) -> String {
        let keyFile = home.answers.appendingPathComponent("key")
        // The key is 33 bytes; a file far larger is not the tutor's, and is read no further.
        let read: Data?
        var foreign = false
        do {
            read = try Syscalls.readRegularFile(keyFile.path, limit: 4096)
        } catch .tooLarge {
            (read, foreign) = (nil, true)
        } catch {
            read = nil
        }
        var key =
            read.flatMap { String(data: $0, encoding: .utf8) }?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if key.count != 32 {
            key = (0..<4).map { _ in String(format: "%08x", UInt32.random(in: 0...UInt32.max)) }.joined()
            try? FileManager.default.createDirectory(at: home.answers, withIntermediateDirectories: true)
            // Two tutors making it at once each use their own for the answer in hand: both work.
            // A file too large to be a key is left as it is: this answer's key is its own.
            if !foreign { try? AtomicFile.write(Data((key + "\n").utf8), to: keyFile) }
        }
        return String(contentName(key + "\n" + card.slug + "\n" + answer).prefix(16))
    }
}
