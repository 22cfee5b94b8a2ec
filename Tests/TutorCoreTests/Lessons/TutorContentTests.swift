import Foundation
import Testing
@testable import TutorContent

@Suite("The shipped lessons' folder")
struct TutorContentTests {
    @Test("is found beside the executable by its path alone, the folder the resource bundle names")
    func besideTheExecutable() throws {
        let beside = try #require(TutorContent.besideExecutable)
        let bundled = try #require(Bundle.module.resourceURL)
        #expect(beside.standardizedFileURL.path == bundled.standardizedFileURL.path)
        #expect(TutorContent.root?.path == beside.path)
        for folder in ["Lessons", "Content"] {
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: beside.appendingPathComponent(folder).path, isDirectory: &isFolder) && isFolder.boolValue)
        }
    }
}
