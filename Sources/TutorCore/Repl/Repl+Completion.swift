import Foundation

extension Repl {
    /// Candidates for Tab: verbs first, then lesson names, step numbers and slugs, or paths.
    ///
    /// - Parameters:
    ///   - lineBeforeWord: the text before the word being completed.
    ///   - word: the partial word under the cursor.
    public func completions(lineBeforeWord: String, word: String) -> [String] {
        let before = lineBeforeWord.split(separator: " ").map(String.init)
        let candidates: [String]
        if word.contains("/") || word.hasPrefix(".") || word.hasPrefix("~") {
            return Self.paths(matching: word)
        }
        switch before.first?.lowercased() {
        case nil:
            candidates = HelpEntry.all.map(\.verb)
        case "check", "watch", "probe":
            return Self.paths(matching: word)
        case "help":
            candidates = before.count == 1 ? HelpEntry.all.map(\.verb) : []
        case "open", "lessons", "verify", "cards", "edge":
            candidates = before.count == 1 ? tutor.lessons.map(\.name) : []
        case "run", "show", "step", "model", "diff", "doc":
            if before.count == 1 {
                candidates = (before.first == "step" ? [] : tutor.lessons.map(\.name)) + stepReferences(lesson)
            } else if before.count == 2, let named = tutor.lessons.first(where: { $0.name == before[1] }) {
                candidates = stepReferences(named)
            } else {
                candidates = []
            }
        default:
            candidates = []
        }
        return candidates.filter { $0.hasPrefix(word) }
    }

    /// `0`…`12`, every `N.M` of a step with several stages, and every slug.
    private func stepReferences(_ lesson: Lesson?) -> [String] {
        guard let lesson else { return [] }
        var references = lesson.steps.map { String($0.number) }
        for step in lesson.steps where step.stages.count > 1 {
            references += step.stages.map(\.id.description)
        }
        return references + lesson.steps.map(\.slug)
    }

    /// Files and folders whose path starts with `word`; folders end with `/`.
    static func paths(matching word: String) -> [String] {
        let expanded = word.hasPrefix("~") ? NSString(string: word).expandingTildeInPath : word
        let folder = expanded.hasSuffix("/") ? expanded : (expanded as NSString).deletingLastPathComponent
        let prefix = expanded.hasSuffix("/") ? "" : (expanded as NSString).lastPathComponent
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let shown = word.hasSuffix("/") ? word : String(word.dropLast(prefix.count))
        return listed.filter { $0.hasPrefix(prefix) && (!$0.hasPrefix(".") || prefix.hasPrefix(".")) }.sorted().map { name in
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: (folder.isEmpty ? name : folder + "/" + name), isDirectory: &isFolder)
            return shown + name + (isFolder.boolValue ? "/" : "")
        }
    }
}
