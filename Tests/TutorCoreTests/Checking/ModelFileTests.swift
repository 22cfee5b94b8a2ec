import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Whatever path the learner gives, `check` answers with a sentence about that kind of thing,
/// and never waits on it.
@Suite("The learner's model file")
struct ModelFileTests {
    let folder = TemporaryFolder("model-file")

    func refusal(_ path: String) -> CommandFailure? {
        do {
            _ = try ModelFile.learnerFile(path)
            return nil
        } catch {
            return error
        }
    }

    @Test("An ordinary Swift file is read")
    func ordinary() throws {
        let file = folder.write("struct A {}\n", to: "A.swift")
        #expect(try ModelFile.learnerFile(file.path) == file.standardizedFileURL)
    }

    @Test("A folder is named as a folder, even one called .swift")
    func folderGiven() throws {
        let path = folder.url.appendingPathComponent("Models.swift").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(refusal(path)?.message == "\(path) is a folder, not a file.")
    }

    @Test("A named pipe is refused at once, not opened to wait for a writer")
    func fifo() throws {
        let path = folder.url.appendingPathComponent("pipe.swift").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(refusal(path)?.message.hasPrefix("\(path) is a named pipe (a FIFO), not a file") == true)
    }

    @Test("A symbolic link loop is named as a loop")
    func loop() throws {
        let first = folder.url.appendingPathComponent("a.swift").path
        let second = folder.url.appendingPathComponent("b.swift").path
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
        try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
        #expect(
            refusal(first)?.message
                == "\(first) is a symbolic link that leads back to itself (a loop), so there is no file behind it.")
    }

    @Test("A link to nothing says where it points")
    func dangling() throws {
        let link = folder.url.appendingPathComponent("gone.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere.swift")
        #expect(refusal(link)?.message == "\(link) is a symbolic link to nowhere.swift, which does not exist.")
    }

    @Test("A device that never ends is refused, and so is a file far too large")
    func deviceAndSize() throws {
        #expect(refusal("/dev/zero")?.message.hasPrefix("/dev/zero is a device, not a file") == true)
        let big = folder.write(String(repeating: "// padding\n", count: 200_000), to: "Big.swift")
        #expect(refusal(big.path)?.message.contains("far more than a model's few types") == true)
    }

    @Test("No file, not Swift, empty: the sentences as before")
    func others() {
        #expect(
            refusal(folder.url.appendingPathComponent("none.swift").path)?.message.hasPrefix("There is no file at")
                == true)
        #expect(refusal(folder.write("x", to: "m.txt").path)?.message.contains("is not a Swift file") == true)
        #expect(refusal(folder.write(" \n", to: "E.swift").path)?.message.contains("is empty") == true)
    }
}
