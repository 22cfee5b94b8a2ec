import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Inferring a model")
struct ModelInferenceTests {
    func infer(_ documents: String..., name: String = "Root") throws -> InferredModel {
        ModelInference.infer(try documents.map { try JSONReader.read(Data($0.utf8)) }, rootName: name)
    }

    func property(_ model: InferredModel, _ path: String) -> InferredModel.Property? {
        model.properties.first { $0.path == path }
    }

    @Test("a key missing from some objects, or null, is optional, and the reason names where")
    func optional() throws {
        let model = try infer(#"[{"a": 1, "b": "x"}, {"a": null}]"#)
        #expect(model.root == .array(.named("RootElement")))
        let a = try #require(property(model, "[].a"))
        #expect(a.type == .optional(.int))
        #expect(
            a.reasons.contains {
                $0.sentence == "it is `null` at `[1].a`, so it is optional" && $0.concept == "optional"
            })
        let b = try #require(property(model, "[].b"))
        #expect(b.type == .optional(.string))
        #expect(
            b.reasons.contains {
                $0.sentence.hasPrefix("the key is missing from 1 of the 2 objects (the first at `[1]`)")
            })
    }

    @Test("several documents of one endpoint merge: a key one of them lacks is optional")
    func merged() throws {
        let model = try infer(#"{"id": 1, "note": "x"}"#, #"{"id": 2}"#)
        #expect(property(model, ".id")?.type == .int)
        #expect(property(model, ".note")?.type == .optional(.string))
    }

    @Test("numbers: Int for whole ones, Double once a fraction comes, UInt64 or Decimal where digits would be lost")
    func numbers() throws {
        let model = try infer(
            #"{"i": [1, 2], "d": [1, 2.5], "u": 18446744073709551615, "n": -9223372036854775809, "p": 3.14159265358979323846, "huge": 1e300}"#
        )
        #expect(property(model, ".i")?.type == .array(.int))
        #expect(property(model, ".d")?.type == .array(.double))
        #expect(property(model, ".u")?.type == .uint64)
        #expect(property(model, ".n")?.type == .decimal)
        #expect(property(model, ".p")?.type == .decimal)
        #expect(property(model, ".huge")?.type == .double)
    }

    @Test("the catch-all only where nothing else fits: always null, always empty, mixed kinds")
    func catchAll() throws {
        let model = try infer(#"{"n": null, "e": [], "m": [1, "a"], "s": "x"}"#)
        #expect(property(model, ".n")?.type == .anyValue)
        #expect(property(model, ".e")?.type == .array(.anyValue))
        #expect(property(model, ".m")?.type == .array(.anyValue))
        #expect(property(model, ".s")?.type == .string)
        #expect(model.usesAnyValue)
    }

    @Test(
        "keys that are not Swift names get one, and a CodingKeys case; keywords go in backticks; no two names collide")
    func keys() throws {
        let model = try infer(
            #"{"first_name": 1, "default": 2, "self": 3, "2fa": 4, "": 5, "a b": 6, "aB": 7, "a_b": 8, "imageURL": 9, "ID": 10}"#
        )
        let names = model.properties.map(\.name)
        #expect(
            names == ["firstName", "`default`", "selfValue", "_2fa", "value", "aB", "aB2", "aB3", "imageURL", "id"])
        #expect(model.structs[0].needsCodingKeys)
        #expect(property(model, #".default"#)?.renamed == false)
    }

    @Test("types are named from their keys, an array's elements singular, and never as Swift's own")
    func typeNames() throws {
        let model = try infer(
            #"{"stops": [{"a": 1}], "categories": [{"b": 1}], "data": {"c": 1}, "address": {"d": 1}}"#, name: "Trip")
        #expect(model.structs.map(\.name) == ["Trip", "Stop", "Category", "Data2", "Address"])
        #expect(SwiftNames.singular("addresses") == "address" && SwiftNames.singular("status") == "statusElement")
    }

    @Test("a top-level array or scalar is the document's type")
    func topLevel() throws {
        #expect(try infer("[1, 2]").root == .array(.int))
        #expect(try infer(#""x""#).root == .string)
        #expect(try infer("{}").structs.map(\.properties.count) == [0])
    }

    @Test("Date only where .iso8601 gives every value back as it was; URL only where every value comes back the same")
    func datesAndURLs() throws {
        let model = try infer(
            #"{"at": ["2026-11-30T17:51:00Z", "2011-03-09T16:22:41Z"], "local": "2026-11-30T17:53:45+01:00", "fine": "2026-11-30T17:53:45.120Z", "day": "2026-12-04", "home": "https://example.org/a?b=1", "path": "/v1/charges", "mixed": ["https://example.org", ""]}"#
        )
        #expect(property(model, ".at")?.type == .array(.date))
        #expect(model.usesISO8601)
        let local = try #require(property(model, ".local"))
        #expect(local.type == .string)
        #expect(
            local.reasons.first?.sentence.contains("writes it back as \"2026-11-30T16:53:45Z\"") == true,
            "\(local.reasons)")
        // `.iso8601` was chosen for `at`; a decoder reads dates one way.
        #expect(property(model, ".fine")?.type == .string)
        #expect(property(model, ".day")?.type == .string)
        #expect(
            property(model, ".day")?.reasons.first?.sentence.contains("`iso8601`, chosen for an earlier property")
                == true)
        #expect(property(model, ".home")?.type == .url)
        #expect(property(model, ".path")?.type == .string)
        #expect(property(model, ".mixed")?.type == .array(.string))
        #expect(try infer(#"{"a": "x"}"#).usesISO8601 == false)
    }

    @Test(
        "dates .iso8601 would not give back are read by a DateFormatter where one keeps every value: milliseconds in UTC, a day and a time, a day alone"
    )
    func formattedDates() throws {
        let millis = try infer(#"{"at": "2026-11-30T17:51:00.000Z", "then": ["2026-12-01T09:15:30.125Z"]}"#)
        #expect(millis.dateStrategy == .formatted("yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX"))
        #expect(property(millis, ".at")?.type == .date)
        #expect(
            property(millis, ".at")?.reasons.first?.sentence.contains(
                #"where `.iso8601` writes "2026-11-30T17:51:00Z" for "2026-11-30T17:51:00.000Z""#) == true)
        #expect(try infer(#"{"placed": "2026-07-04 09:30:00"}"#).dateStrategy == .formatted("yyyy-MM-dd HH:mm:ss"))
        let day = try infer(#"[{"date": "2027-01-01"}, {"date": "2027-03-26"}]"#)
        #expect(day.dateStrategy == .formatted("yyyy-MM-dd") && property(day, "[].date")?.type == .date)
        // One strategy for the whole model: the first date decides, another format stays text.
        let two = try infer(#"{"placed": "2026-07-04 09:30:00", "on": "2026-07-16"}"#)
        #expect(property(two, ".on")?.type == .string)
        // Offsets a formatter in UTC would rewrite, and a day with no real date, stay text.
        #expect(try infer(#"{"at": "2026-11-30T17:51:00.000+01:00"}"#).dateStrategy == nil)
        #expect(try infer(#"{"day": "2026-13-45"}"#).dateStrategy == nil)
    }

    @Test("a single value no strategy reads is named as it is, without asking again (it once recursed without end)")
    func unreadableDate() {
        let changed = TextRoundTrip.firstChanged([(path: ".a", text: "2026-13-45")], as: .date(.iso8601))
        #expect(changed?.path == ".a" && changed?.back == nil)
    }

    @Test(
        "an object whose keys are values (ids, dates, UUIDs), or has many keys of one shape, is a dictionary; names are a struct"
    )
    func dictionaries() throws {
        let many = (0..<25).map { #""k\#($0)": {"a": \#($0)}"# }.joined(separator: ", ")
        let model = try infer(
            #"{"byID": {"1": {"n": 1}, "22": {"n": 2, "m": "x"}}, "byDay": {"2026-12-01": 1.5, "2026-12-02": 2}, "two": {"a": 1, "b": 2}, "odd": {"1": 1, "2": "x"}, "many": {\#(many)}}"#
        )
        #expect(property(model, ".byID")?.type == .dictionary(.named("ByIDElement")))
        #expect(model.structs.first { $0.name == "ByIDElement" }?.properties.map(\.type) == [.int, .optional(.string)])
        #expect(property(model, ".byDay")?.type == .dictionary(.double))
        #expect(property(model, ".two")?.type == .named("Two"))
        #expect(property(model, ".odd")?.type == .named("Odd"))
        #expect(property(model, ".many")?.type == .dictionary(.named("ManyElement")))
    }

    @Test(
        "elements further down with the keys of a struct above are that struct: one recursive declaration for every level"
    )
    func recursion() throws {
        let model = try infer(
            #"{"id": 1, "name": "root", "children": [{"id": 2, "name": "a", "children": [{"id": 3, "name": "b", "children": [], "tag": "x"}]}]}"#,
            name: "Node")
        #expect(model.structs.map(\.name) == ["Node"])
        #expect(property(model, ".children")?.type == .array(.named("Node")))
        // A key only the deepest level has is optional in the one declaration.
        #expect(property(model, ".tag")?.type == .optional(.string))
        // A struct never holds itself directly (it would have no size): an object child is a struct of its own.
        let direct = try infer(#"{"id": 1, "name": "a", "manager": {"id": 2, "name": "b"}}"#, name: "User")
        #expect(direct.structs.map(\.name) == ["User", "Manager"])
    }

    @Test(
        "elements of several kinds told apart by a key (kind, type…) are an enum, a case and a payload struct per kind")
    func kinds() throws {
        let model = try infer(
            #"{"messages": [{"kind": "text", "body": "hi"}, {"kind": "photo", "url": "https://example.org/p.jpg", "width": 3}, {"kind": "text", "body": "yo", "reply_to": "m1"}], "shape": {"type": "Point", "coordinates": [1.5, 2]}}"#
        )
        let message = try #require(model.enums.first { $0.name == "Message" })
        #expect(message.key == "kind")
        #expect(message.cases.map(\.value) == ["text", "photo"])
        #expect(message.cases.map(\.payload) == ["TextMessage", "PhotoMessage"])
        #expect(property(model, ".messages")?.type == .array(.named("Message")))
        #expect(
            model.structs.first { $0.name == "TextMessage" }?.properties.map(\.key) == ["kind", "body", "reply_to"])
        // One kind only, or kinds alike in every key: a struct, as before.
        #expect(property(model, ".shape")?.type == .named("Shape"))
        let alike = try infer(#"[{"type": "a", "n": 1}, {"type": "b", "n": 2}]"#)
        #expect(alike.enums.isEmpty)
    }

    @Test("merged shapes keep every kind either side saw, so an enum made from them decodes both sides' elements")
    func mergedKinds() throws {
        func shape(_ text: String) throws -> ObjectShape {
            var shape = ValueShape()
            shape.add(try JSONReader.read(Data(text.utf8)), at: "")
            return try #require(shape.elements?.value.members)
        }
        let one = try shape(#"[{"kind": "a", "x": 1}, {"kind": "b", "y": "s"}]"#)
        let other = try shape(#"[{"kind": "c", "z": true}, {"kind": "a", "x": 2, "w": 1}]"#)
        let merged = try #require(one.merged(with: other).discriminated)
        #expect(merged.key == "kind")
        #expect(merged.kinds.map(\.value) == ["a", "b", "c"])
        #expect(merged.kinds[0].objects.objects == 2 && merged.kinds[0].objects.keys == ["kind", "x", "w"])
        // A side where the key is no discriminator rules it out for the merged shape too.
        let numbers = try shape(#"[{"kind": 1, "x": 1}]"#)
        #expect(one.merged(with: numbers).discriminated == nil)
    }
}
