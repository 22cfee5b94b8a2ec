import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorDomain

/// A check reads the learner's files once: the compile is given the bytes the analysis reads.
@Suite("Submission")
struct SubmissionTests {
    let folder = TemporaryFolder()

    @Test("A file saved again after it was read is compiled as it was read, and the analysis reads the same")
    func readOnce() throws {
        let file = folder.write("struct Postcard: Codable { var city: String }\n", to: "Postcard.swift")
        let submission = Submission(reading: [file, folder.url.appendingPathComponent("missing.swift")])
        folder.write("struct Changed: Codable {}\n", to: "Postcard.swift")
        #expect(submission.topLevelTypeNames == ["Postcard"])
        #expect(submission.texts == ["struct Postcard: Codable { var city: String }\n"])
        #expect(submission.text(atPath: file.path)?.contains("Postcard") == true)
        #expect(submission.files[1].bytes == nil && submission.files[1].source.topLevelTypeNames.isEmpty)

        let lesson = try #require(LessonLoader(root: packageRoot).load().lessons.first { $0.name == "postcards" })
        let stage = try #require(lesson.stages.first { $0.id == StageID(step: 5, stage: 1) })
        let program = stage.program(in: lesson, submission: Submission(reading: [file]))
        #expect(program.sources.contains(file))
        let snapshot = try SourceSnapshot(reading: program.sources, readAlready: program.readAlready)
        let compiled = try #require(snapshot.files.first { $0.original == file })
        #expect(String(decoding: compiled.bytes, as: UTF8.self) == "struct Changed: Codable {}\n")
        let asRead = try SourceSnapshot(reading: [file], readAlready: submission.bytesRead)
        #expect(String(decoding: asRead.files[0].bytes, as: UTF8.self).contains("Postcard"))
    }
}
