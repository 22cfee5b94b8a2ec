import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Tab candidates for a path: the files and folders whose path starts with the word.
enum PathCompletion {
    /// Files and folders whose path starts with `word`; folders end with `/`, hidden ones
    /// show only when the word asks for them.
    static func paths(matching word: String) -> [String] {
        let expanded = word.hasPrefix("~") ? NSString(string: word).expandingTildeInPath : word
        let folder = expanded.hasSuffix("/") ? expanded : (expanded as NSString).deletingLastPathComponent
        let prefix = expanded.hasSuffix("/") ? "" : (expanded as NSString).lastPathComponent
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let shown = word.hasSuffix("/") ? word : String(word.dropLast(prefix.count))
        return listed.filter { $0.hasPrefix(prefix) && (!$0.hasPrefix(".") || prefix.hasPrefix(".")) }.sorted().map {
            name in
            let isFolder = Syscalls.kind(atPath: folder.isEmpty ? name : folder + "/" + name) == .folder
            return shown + name + (isFolder ? "/" : "")
        }
    }
}
