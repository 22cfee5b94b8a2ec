import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Lines from a pipe: whole lines as they come, nothing invented while none is complete.
@Suite("Lines from a descriptor")
struct DescriptorLinesTests {
    @Test("Lines, a last line without a newline, then the end")
    func lines() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        var lines = DescriptorLines(descriptor: ends[0])
        #expect(lines.next(waiting: false) == nil)
        _ = "one\r\ntw".withCString { write(ends[1], $0, 7) }
        #expect(lines.next(waiting: false) == .line("one"))
        #expect(lines.next(waiting: false) == nil)  // half a line is not a line yet
        _ = "o\nlast".withCString { write(ends[1], $0, 6) }
        close(ends[1])
        #expect(lines.next(waiting: true) == .line("two"))
        #expect(lines.next(waiting: false) == .line("last"))
        #expect(lines.next(waiting: true) == .endOfInput)
        #expect(lines.next(waiting: false) == .endOfInput)
    }

    @Test("A line of megabytes arrives whole, however many reads it takes, and the next line after it")
    func longLine() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let long = String(repeating: "y", count: 3_000_000)
        let writeEnd = ends[1]
        let writer = Thread {
            let bytes = Array((long + "\nnext\n").utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes {
                    write(writeEnd, $0.baseAddress, min($0.count, 10_000))
                }
                guard written > 0 else { break }
                offset += written
            }
            close(writeEnd)
        }
        writer.start()
        var lines = DescriptorLines(descriptor: ends[0])
        #expect(lines.next(waiting: true) == .line(long))
        #expect(lines.next(waiting: true) == .line("next"))
        #expect(lines.next(waiting: true) == .endOfInput)
    }

    @Test("A typed line is echoed capped and with its control characters written out; a blank one not at all")
    func echo() {
        let echoed = PlainLineReader.echoed(
            "\u{1B}[2J" + String(repeating: "x", count: 10_000), prompt: "codable-tutor> ")
        #expect(echoed?.hasPrefix("\ncodable-tutor> \\u{1B}[2Jxxx") == true)
        #expect(echoed?.hasSuffix("x…") == true)
        #expect((echoed?.count ?? 0) < PlainLineReader.echoLimit + 40)
        #expect(PlainLineReader.echoed("  \t", prompt: "> ") == nil)
        #expect(PlainLineReader.echoed("next", prompt: "> ") == "\n> next")
    }
}
