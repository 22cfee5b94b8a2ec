import Foundation
import Testing

@testable import TutorContent

@Suite("The shipped lessons' folder")
struct TutorContentTests {
    @Test("is the resource bundle SwiftPM made, with the lessons and their content in it")
    func inTheBundle() throws {
        let root = try #require(TutorContent.root)
        #expect(root.standardizedFileURL.path == Bundle.module.resourceURL?.standardizedFileURL.path)
        for folder in ["Lessons", "Content"] {
            var isFolder: ObjCBool = false
            #expect(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isFolder)
                    && isFolder.boolValue)
        }
    }
}
