import Foundation

extension CheckReport {
    /// What to do after a check that failed, for what failed: a marked line is named only
    /// when the compiler marked one in the learner's file.
    var nextLine: String {
        "Next: " + whatToFix + ", then " + howToCheckAgain + "."
    }

    private var whatToFix: String {
        if !run.compile.succeeded {
            let errors = run.compile.diagnostics.filter { $0.severity == .error }
            if errors.contains(where: { $0.file == file.path && $0.line != nil }) { return "fix the marked line in your file" }
            if errors.contains(where: { $0.file == stage.runFile.path }) {
                return "give your model what the lesson's run() uses at the marked line"
            }
            return "read the compiler's messages above and fix your model"
        }
        // A crash, a time-out, a flood of output: the run itself must be mended first.
        if run.failure != nil { return "fix what stopped your model's code (said above)" }
        if let error = errorSentences.first {
            switch error.kind {
            case .keyNotFound:
                return "name the property as the document names its key (or map it in CodingKeys), or make it optional if the document may leave it out"
            case .typeMismatch: return "declare the property with the type the document holds there"
            case .valueNotFound: return "make that property optional, since the document holds `null` there"
            case .dataCorrupted:
                return error.path.isEmpty ? "read what the decoder says above and mend your model"
                    : "give the property a type that can hold the value the document has there"
            }
        }
        if !shapeDifferences.isEmpty { return "change your declarations where they differ from the lesson's (listed above)" }
        return "compare your output with the lesson's above and change your model"
    }

    /// The command that checks this file again, as the place the learner is in types it.
    private var howToCheckAgain: String {
        if watching { return "save it: it is checked again" }
        if isLearnersCopy {
            let edit = "edit \(lesson.name) \(stage.id)", check = "check \(lesson.name) \(stage.id)"
            return atPrompt ? "`\(check)` again, or `\(edit)` to change it"
                : "`codable-tutor \(check)` again, or `codable-tutor \(edit)` to change it"
        }
        let path = Self.shown(file)
        let words = "check \(lesson.name) \(stage.id) \(path)"
        let watch = "watch \(lesson.name) \(stage.id) \(path)"
        if atPrompt { return "`\(words)` again, or `\(watch)` to check every save" }
        return "`codable-tutor \(words)` again, or `codable-tutor \(watch)` to check every save"
    }

    /// Whether the file is the copy `edit` keeps (`…/models/<lesson>/<stage>.swift`): it is
    /// checked again without naming it, and changed with `edit`.
    private var isLearnersCopy: Bool {
        let folder = file.deletingLastPathComponent()
        return folder.lastPathComponent == lesson.name && folder.deletingLastPathComponent().lastPathComponent == "models"
            && file.lastPathComponent == "\(stage.id).swift"
    }

    /// The file as the learner can type it: relative to the current folder when it is inside it.
    static func shown(_ file: URL) -> String {
        let here = FileManager.default.currentDirectoryPath
        let path = file.path
        let shown = path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
        return shown.contains(" ") ? "'\(shown)'" : shown
    }
}
