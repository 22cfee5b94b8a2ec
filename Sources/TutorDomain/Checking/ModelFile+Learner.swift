import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension ModelFile {
    /// The learner's file, as `check` and `watch` take it: it must be an ordinary file (not a
    /// folder, a pipe, a device or a link loop: `read` names each), be Swift, and hold text.
    package static func learnerFile(_ path: String) throws(CommandFailure) -> URL {
        let url = URL(fileURLWithPath: NSString(string: path).expandingTildeInPath)
        let data = try read(url, shownAs: path)
        guard url.pathExtension == "swift" else {
            throw CommandFailure("\(path) is not a Swift file: check wants a file ending in .swift.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("\(path) cannot be read as UTF-8 text.")
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw CommandFailure(
                "\(path) is empty: write your model in it first (`show` prints the lesson's, `edit` starts from it).")
        }
        return url.standardizedFileURL
    }
}
