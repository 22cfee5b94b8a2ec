import Foundation
import TutorContent

/// Everything a command needs: the lessons, the runner, the learner's progress, the console.
///
/// The executable makes one at start; tests make theirs with a fake launcher, a temporary
/// home and a console that collects text.
public final class Tutor: @unchecked Sendable {
    /// The lessons' steps, read at start; their decks are in `lessonsWithDecks`.
    public let lessons: [Lesson]
    /// Problems found while loading the lessons; `verify` reports them, the rest carry on.
    public let lessonProblems: [LessonProblem]
    public let home: TutorHome
    public let runner: StageRunner
    public let console: Console
    public var styler: Styler
    /// The terminal's width in characters.
    public var width: Int
    public let progressStore: ProgressStore
    public var progress: Progress
    /// Said once, before the first command's output: a damaged progress file, say.
    public private(set) var startupWarnings: [String] = []
    /// False when the progress file could not be read, or a damaged one set aside.
    public private(set) var canSaveProgress = true
    private var toldProgressIsNotSaved = false
    private var lastSaveProblem: String?
    private let progressLock = NSLock()
    private let contentRoot: URL
    private let deckLock = NSLock()
    private var decks: (lessons: [Lesson], problems: [LessonProblem])?

    /// The lessons with their flash cards and edge cases, read the first time they are asked for.
    public var lessonsWithDecks: [Lesson] { loadDecks().lessons }

    /// Problems in the lessons and their decks (reading the decks if need be).
    public var allProblems: [LessonProblem] { loadDecks().problems }

    private func loadDecks() -> (lessons: [Lesson], problems: [LessonProblem]) {
        deckLock.withLock {
            if let decks { return decks }
            let loaded = LessonLoader(root: contentRoot).load(includingDecks: true)
            decks = loaded
            return loaded
        }
    }

    /// `environment` is the tutor's own (what `main` read): programs get what they need of it,
    /// and `edit` finds the editor in it.
    public init(contentRoot: URL, home: TutorHome, environment: [String: String], compiler: SwiftCompiler, launcher: any ProcessLauncher,
        console: Console, styler: Styler, width: Int, limits: RunLimits = RunLimits())
    {
        self.contentRoot = contentRoot
        let loaded = LessonLoader(root: contentRoot).load(includingDecks: false)
        lessons = loaded.lessons
        lessonProblems = loaded.problems
        self.home = home
        let harness = ["main.swift", "Harness.swift"].map {
            contentRoot.appendingPathComponent("Content/harness").appendingPathComponent($0)
        }
        let cache = CompiledProgramCache(folder: home.programs, compiler: compiler, limit: limits.cacheBytes)
        runner = StageRunner(cache: cache, launcher: launcher, home: home, harness: harness, environment: environment,
            limits: limits)
        self.console = console
        self.styler = styler
        self.width = width
        progressStore = ProgressStore(file: home.progressFile)
        let saved = progressStore.load()
        progress = saved.progress
        canSaveProgress = saved.canSave
        startupWarnings += saved.warnings
        // What a killed tutor left behind is swept before the first compile or run
        // (`StageRunner`), and by the first write into a folder (`AtomicFile`): `lessons` or
        // `cards --due` do not pay for it.
        if let warning = adoptReviewsFromProgressFile() { startupWarnings.append(warning) }
    }

    /// The folder with `Lessons/` and `Content/`: `CODABLE_TUTOR_CONTENT` when set (tests point
    /// it at broken lessons), else the resource bundle built with the tutor.
    public static func contentRoot(environment: [String: String]) -> URL? {
        if let path = environment["CODABLE_TUTOR_CONTENT"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return TutorContent.root
    }

    /// Prints the start-up warnings, once.
    public func flushWarnings() {
        for warning in startupWarnings { console.complain("warning: " + warning) }
        startupWarnings.removeAll()
    }

    /// Saves progress, merged with anything another tutor saved meanwhile; a failure to save
    /// is told, not fatal. When the file could not be read at start, nothing is written over
    /// it: the learner is reminded once, at the first thing that would have been saved.
    func saveProgress() {
        guard canSaveProgress else {
            if !toldProgressIsNotSaved {
                toldProgressIsNotSaved = true
                console.complain("(Not saved: your progress file is left as it was, as the warning at the start said.)")
            }
            return
        }
        let told: String
        do {
            progress = try progressStore.merge(progress)
            lastSaveProblem = nil
            return
        } catch let problem as ProgressProblem {
            told = problem.explanation
        } catch {
            told = "Your progress was not saved (\(error.localizedDescription)); the file is as it was."
        }
        // Said once, not after every step of a `run` or every card of a quiz.
        if told != lastSaveProblem { console.complain(told) }
        lastSaveProblem = told
    }

    /// Marks a stage as passed and remembers it. Safe from several threads (verify).
    func recordPass(_ stage: Stage, of lesson: Lesson) {
        guard stage.scope == .step else { return }
        progressLock.lock()
        defer { progressLock.unlock() }
        var record = progress.lesson(lesson.name)
        guard !record.passed.contains(stage.id) else { return }
        record.passed.insert(stage.id)
        progress.lessons[lesson.name] = record
        saveProgress()
    }
}
