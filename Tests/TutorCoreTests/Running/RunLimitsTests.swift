import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Values from the environment are taken only when they are finite and sane.
@Suite("Run limits from the environment")
struct RunLimitsTests {
    @Test("Defaults: 10 s to run, 120 s to compile, 1 GiB of memory")
    func defaults() throws {
        let limits = try RunLimits.fromEnvironment([:])
        #expect(limits == RunLimits(seconds: 10, outputBytes: 1 << 20, memoryBytes: 1 << 30, compileSeconds: 120))
    }

    @Test("Sane values are taken", arguments: [("2", 2.0), ("0.5", 0.5), (" 30 ", 30.0), ("3600", 3600.0)])
    func saneSeconds(text: String, seconds: Double) throws {
        #expect(try RunLimits.fromEnvironment(["CODABLE_TUTOR_TIME_LIMIT": text]).seconds == seconds)
    }

    @Test(
        "Infinite, not-a-number, huge, zero, negative and non-numbers are refused with a sentence",
        arguments: ["inf", "-inf", "infinity", "1e16", "nan", "0", "-1", "3601", "ten", "1e-9", "0x10"])
    func refusedSeconds(text: String) {
        #expect {
            try RunLimits.fromEnvironment(["CODABLE_TUTOR_TIME_LIMIT": text])
        } throws: { error in
            guard let usage = error as? CommandFailure else { return false }
            return usage.message.hasPrefix("CODABLE_TUTOR_TIME_LIMIT must be a number of seconds from 0.1 to 3600")
                && usage.message.contains("\"\(text)\"")
        }
        #expect(throws: CommandFailure.self) {
            try RunLimits.fromEnvironment(["CODABLE_TUTOR_COMPILE_TIME_LIMIT": text])
        }
    }

    // The argument lists are typed outright: inferred, each took the type checker 4 s.
    static let memorySizes: [(String, Int)] = [
        ("512M", 512 << 20), ("2G", 2 << 30), ("1.5GiB", 3 << 29), ("1T", 1 << 40), ("67108864", 64 << 20),
        ("256mb", 256 << 20),
    ]

    @Test("Memory sizes with units", arguments: memorySizes)
    func memory(text: String, bytes: Int) throws {
        #expect(try RunLimits.fromEnvironment(["CODABLE_TUTOR_MEMORY_LIMIT": text]).memoryBytes == bytes)
    }

    @Test("unlimited turns the memory limit off")
    func unlimited() throws {
        #expect(try RunLimits.fromEnvironment(["CODABLE_TUTOR_MEMORY_LIMIT": "unlimited"]).memoryBytes == nil)
    }

    @Test(
        "Memory sizes out of range or unreadable are refused",
        arguments: ["10M", "2T", "inf", "nan", "lots", "-1G", "1e300"])
    func refusedMemory(text: String) {
        #expect {
            try RunLimits.fromEnvironment(["CODABLE_TUTOR_MEMORY_LIMIT": text])
        } throws: { error in
            (error as? CommandFailure)?.message.hasPrefix("CODABLE_TUTOR_MEMORY_LIMIT must be a size from 64M to 1T")
                == true
        }
    }

    static let sizeTexts: [(String, Int64?)] = [
        ("1000", 1000), ("64k", 64 << 10), ("64KiB", 64 << 10), ("1.5G", 3 << 29), ("2t", 2 << 40),
        ("256mb", 256 << 20),
        ("lots", nil), ("-1", nil), ("1e3", nil), ("0x10", nil), ("inf", nil), ("1.2.3", nil), ("", nil),
        ("99999999999G", nil),
    ]

    @Test("One reader of sizes: units in either case, decimals, b and ib; nothing else", arguments: sizeTexts)
    func sizes(text: String, bytes: Int64?) {
        #expect(ByteSize.parse(text) == bytes)
    }

    @Test(
        "A cache limit that cannot be read is refused with a sentence, like the other limits",
        arguments: ["lots", "-1", "1e300", "2P"])
    func refusedCacheLimit(text: String) {
        #expect {
            try RunLimits.fromEnvironment(["CODABLE_TUTOR_CACHE_LIMIT": text])
        } throws: { error in
            guard let usage = error as? CommandFailure else { return false }
            return usage.message.hasPrefix("CODABLE_TUTOR_CACHE_LIMIT must be a size")
                && usage.hint?.contains("1G") == true
        }
    }

    @Test("An escape code in a refused value is written out, not sent to the terminal")
    func escapedValue() throws {
        #expect {
            try RunLimits.fromEnvironment(["CODABLE_TUTOR_TIME_LIMIT": "\u{1B}[2J"])
        } throws: { error in
            guard let message = (error as? CommandFailure)?.message else { return false }
            return !message.contains("\u{1B}") && message.contains("\\u{1B}[2J")
        }
    }
}
