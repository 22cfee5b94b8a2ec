import Foundation
import Testing
@testable import TutorCore

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
}
