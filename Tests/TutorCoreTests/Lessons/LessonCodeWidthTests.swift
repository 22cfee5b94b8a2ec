import Foundation
import TestSupport
import Testing

/// Swift a learner reads fits an 80-column terminal: the tutor indents code by four spaces,
/// so no line may be longer than 76 characters.
@Suite("Lesson code width")
struct LessonCodeWidthTests {
    static let limit = 76

    /// The folders whose Swift is shown to learners: the lessons' steps, and each lesson's
    /// flash cards and edge cases. (`Content/harness`, never shown, is left out.)
    static var folders: [URL] {
        let content = packageRoot.appendingPathComponent("Content")
        let lessons = (try? FileManager.default.contentsOfDirectory(atPath: content.path)) ?? []
        return [packageRoot.appendingPathComponent("Lessons")]
            + lessons.sorted().filter { $0 != "harness" }.map { content.appendingPathComponent($0) }
    }

    /// Every `.swift` file under `folder`, as paths relative to the package.
    static func swiftFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// `path:line: N characters` for each line longer than the limit.
    static func longLines(in file: URL) -> [String] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let relative = file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.count > limit ? "\(relative):\(index + 1): \(line.count) characters" : nil
        }
    }

    @Test("Every line of Swift a learner reads, in steps, cards and edge cases, is at most 76 characters")
    func fitsEightyColumns() {
        let files = Self.folders.flatMap(Self.swiftFiles(under:))
        #expect(files.count > 50, "the walk found the lessons' files")
        let long = files.flatMap(Self.longLines(in:))
        #expect(long.isEmpty, "too wide for 80 columns:\n\(long.joined(separator: "\n"))")
    }

    @Test("The check counts characters, not bytes, and can fail")
    func checkCanFail() throws {
        let folder = TemporaryFolder("width")
        let wide = folder.write(String(repeating: "x", count: 77) + "\n" + String(repeating: "é", count: 76) + "\n", to: "wide.swift")
        let long = Self.longLines(in: wide)
        #expect(long.count == 1)
        #expect(long.first?.hasSuffix(":1: 77 characters") == true)
    }
}
