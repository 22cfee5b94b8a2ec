import Foundation

/// What the tutor remembers about a learner: where they are, and which stages matched.
public struct Progress: Codable, Equatable, Sendable {
    /// Per lesson: the stage last shown, and the stages whose run matched the lesson.
    public struct LessonProgress: Codable, Equatable, Sendable {
        public var position: StageID?
        public var passed: Set<StageID> = []

        public init(position: StageID? = nil, passed: Set<StageID> = []) {
            self.position = position
            self.passed = passed
        }
    }

    /// The format's version, so that a later tutor can read an earlier file.
    public var version = 1
    /// The lesson the learner had open last.
    public var currentLesson: String?
    public var lessons: [String: LessonProgress] = [:]

    public init() {}

    /// The learner's record for a lesson, empty when they never opened it.
    public func lesson(_ name: String) -> LessonProgress {
        lessons[name] ?? LessonProgress()
    }
}

/// Reads and writes `progress.json`, atomically, and never lets a damaged file stop the tutor.
public struct ProgressStore: Sendable {
    public var file: URL

    public init(file: URL) {
        self.file = file
    }

    /// The saved progress; a missing file is a fresh start, and a damaged one is moved aside
    /// (its name gets `.damaged-<time>`) with a warning, then a fresh start.
    public func load() -> (progress: Progress, warning: String?) {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return (Progress(), nil)
        }
        if let progress = try? JSONDecoder().decode(Progress.self, from: data) {
            return (progress, nil)
        }
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = file.deletingLastPathComponent().appendingPathComponent("\(file.lastPathComponent).damaged-\(stamp)")
        let moved = (try? FileManager.default.moveItem(at: file, to: aside)) != nil
        let kept = moved ? "it was kept as \(aside.path)" : "it could not be moved aside"
        return (Progress(), "Your progress file could not be read, so the tutor starts afresh; \(kept).")
    }

    /// Writes the progress through a temporary file and a rename.
    public func save(_ progress: Progress) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(encoder.encode(progress), to: file)
    }
}
