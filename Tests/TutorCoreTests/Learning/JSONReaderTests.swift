import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Reading JSON as it was written")
struct JSONReaderTests {
    func read(_ text: String) throws(JSONReader.Problem) -> JSONValue {
        try JSONReader.read(Data(text.utf8))
    }

    func problem(_ text: String) -> JSONReader.Problem? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("true stays a Boolean, 3 an integer, 3.0 a fraction, and a number keeps its text")
    func kinds() throws {
        let value = try read(
            #"{"b": true, "i": 3, "f": 3.0, "e": 1e3, "big": 18446744073709551616, "s": "x", "n": null, "a": [1]}"#)
        #expect(value["b"] == .bool(true))
        #expect(value["i"] == .integer("3"))
        #expect(value["f"] == .fraction("3.0"))
        #expect(value["e"] == .fraction("1e3"))
        #expect(value["big"] == .integer("18446744073709551616"))
        #expect(value["s"] == .string("x"))
        #expect(value["n"] == .null)
        #expect(value["a"] == .array([.integer("1")]))
    }

    @Test("an object keeps its keys in the document's order")
    func order() throws {
        guard case .object(let members) = try read(#"{"z": 1, "a": 2, "m": 3}"#) else {
            Issue.record("not an object"); return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test("escapes, surrogate pairs and characters outside ASCII read as the characters they are")
    func strings() throws {
        #expect(try read(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#) == .string("a\"b\\c/d\n\té😀"))
        #expect(try read("\"café ☕\"") == .string("café ☕"))
        #expect(try read("\u{FEFF}[]".replacingOccurrences(of: "\u{FEFF}", with: "\u{FEFF}")) == .array([]))
    }

    @Test("each problem is a sentence with its line and column")
    func problems() {
        #expect(problem("") == .init(line: 1, column: 1, sentence: "the file holds no JSON value: it is empty"))
        #expect(problem("   \n  ")?.sentence == "the file holds no JSON value: it is empty")
        #expect(
            problem("{\n  \"a\": 1,\n  \"b\" 2\n}")
                == .init(line: 3, column: 7, sentence: "a `:` should follow the key \"b\""))
        #expect(
            problem(#"{"a": 1, "a": 2}"#)
                == .init(
                    line: 1, column: 10,
                    sentence: "the key \"a\" is written twice in one object, and a decoder keeps only one of them"))
        #expect(problem("[1, 2")?.sentence == "the document ends inside an array")
        #expect(problem("[01]")?.sentence == "a number may not start with 0 followed by more digits")
        #expect(problem("{\"a\": tru}")?.sentence == "`t` cannot start a JSON value (did you mean `true`?)")
        #expect(problem("[1] [2]")?.sentence == "more text follows the document's end")
        #expect(problem("\"\u{01}\"")?.sentence == "a control character (0x01) must be escaped inside a string")
        #expect(problem(#""\ud800""#)?.sentence == "a lone surrogate (\\uD800) is no character")
        #expect(problem("{'a': 1}")?.sentence == "an object's key must be a string in double quotes")
    }

    @Test("text that is not UTF-8 is named by its byte and place")
    func notUTF8() {
        var bytes = Array("{\n \"a\": \"".utf8)
        bytes += [0xFF, 0x22, 0x7D]
        #expect(
            throws: JSONReader.Problem(
                line: 2, column: 8, sentence: "the text is not UTF-8 (byte 0xFF cannot start or continue a character)")
        ) {
            try JSONReader.read(Data(bytes))
        }
    }

    @Test("nesting deeper than the limit is refused, not followed until the stack runs out")
    func deep() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(problem(deep)?.sentence == "arrays and objects are nested more than \(JSONReader.deepest) deep")
        let fine = String(repeating: "[", count: JSONReader.deepest) + String(repeating: "]", count: JSONReader.deepest)
        #expect(problem(fine) == nil)
    }

    @Test("the same pass records where each value and member lies, in the document's bytes")
    func spans() throws {
        let text = "{ \"a\" : [1, {\"x\": \"é\"}],\n \"b\\u0063\": null }"
        let (value, span) = try JSONReader.located(Data(text.utf8))
        #expect(value == (try read(text)))
        let bytes = Array(text.utf8)
        func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        #expect(span.bytes == 0..<bytes.count && span.firstByte == UInt8(ascii: "{") && span.elements == nil)
        let members = try #require(span.members)
        #expect(members.map(\.key) == ["a", "bc"])
        #expect(slice(members[0].whole) == #""a" : [1, {"x": "é"}]"#)
        #expect(slice(members[0].value.bytes) == #"[1, {"x": "é"}]"#)
        #expect(members[0].value.members == nil)
        let elements = try #require(members[0].value.elements)
        #expect(elements.map { slice($0.bytes) } == ["1", #"{"x": "é"}"#])
        #expect(elements[1].members?.map { slice($0.value.bytes) } == [#""é""#])
        #expect(slice(members[1].whole) == #""b\u0063": null"# && members[1].value.firstByte == UInt8(ascii: "n"))
        // After a byte order mark the spans still count the document's bytes.
        let marked = try JSONReader.located(Data([0xEF, 0xBB, 0xBF] + Array(#"{"a":1}"#.utf8))).span
        #expect(marked.bytes == 3..<10 && marked.members?.first?.value.bytes == 8..<9)
    }

    @Test("by JSONSerialization's rules a key written twice keeps its last place and value, and nesting goes 512 deep")
    func jsonSerializationRules() throws {
        let text = #"{"a": 1, "b": 2, "a": {"c": 3, "c": 4}}"#
        #expect(problem(text)?.sentence.contains("written twice") == true)
        let (value, span) = try JSONReader.located(Data(text.utf8), rules: .jsonSerialization)
        #expect(value == .object([("b", .integer("2")), ("a", .object([("c", .integer("4"))]))]))
        #expect(span.members?.map(\.key) == ["b", "a"])
        #expect(span.members?.last?.value.members?.map(\.value.bytes) == [36..<37])
        func nested(_ depth: Int) -> Data {
            Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        }
        #expect(throws: Never.self) { try JSONReader.located(nested(512), rules: .jsonSerialization) }
        #expect {
            try JSONReader.located(nested(513), rules: .jsonSerialization)
        } throws: { error in
            (error as? JSONReader.Problem)?.sentence == "arrays and objects are nested more than 512 deep"
        }
        #expect(problem(String(decoding: nested(65), as: UTF8.self)) != nil)
    }
}
