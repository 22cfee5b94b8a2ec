import Foundation
import SwiftToolchain
import Synchronization
import TutorBase
import TutorContent
import TutorDomain
import TutorPresentation
import TutorSystem

/// The services a session of the tutor is made of, in one place: the lessons, the learner's
/// progress, the screen, the runner and the home. Commands take what they use from it.
///
/// The executable makes one at start; tests make theirs with a fake launcher, a temporary
/// home and a console that collects text.
package final class Tutor: Sendable {
    /// The lessons as they stand: read again when `learn --exercise` adds one
    /// (`reloadLessons()`).
    package var catalogue: LessonCatalogue { currentCatalogue.withLock { $0 } }
    private let currentCatalogue: Mutex<LessonCatalogue>
    /// The learner's lesson folders (`EnvironmentVariable.lessons`), read again with the learned ones.
    private let extraFolders: [URL]
    /// The only writer of the learner's progress.
    package let book: ProgressBook
    package let screen: Screen
    package let home: TutorHome
    package let runner: ProgramRunner
    /// Said once, before the first command's output: a damaged progress file, say.
    package var startupWarnings: [String] { pendingWarnings.withLock { $0 } }
    private let pendingWarnings: Mutex<[String]>

    /// - Parameters:
    ///   - environment: the tutor's own (what `main` read): programs get what they need of it,
    ///     and `edit` finds the editor in it.
    ///   - width: the terminal's width, read each time it is needed.
    package init(
        contentRoot: URL, home: TutorHome, environment: [String: String], compiler: SwiftCompiler,
        launcher: any ProcessLauncher, console: Console, styler: Styler,
        width: @escaping @Sendable @autoclosure () -> Int,
        limits: RunLimits = RunLimits()
    ) {
        extraFolders = Self.extraLessonFolders(environment: environment)
        let catalogue = LessonCatalogue(root: contentRoot, extraRoots: extraFolders + Self.learnedLessons(in: home))
        currentCatalogue = Mutex(catalogue)
        self.home = home
        let cache = CompiledProgramCache(folder: home.programs, compiler: compiler, limit: limits.cacheBytes)
        var runner = ProgramRunner(
            cache: cache, launcher: launcher, home: home, harness: catalogue.harness, environment: environment,
            limits: limits)
        runner.foreignFolders = extraFolders.map(\.path)
        self.runner = runner
        screen = Screen(console: console, styler: styler, width: width)
        book = ProgressBook(file: home.progressFile, console: console)
        var warnings = catalogue.startupWarnings + book.warnings
        // What a killed tutor left behind is swept before the first compile or run
        // (`ProgramRunner`), and by the first write into a folder (`AtomicFile`): `lessons` or
        // `cards --due` do not pay for it.
        if let warning = book.moveLegacyReviews(to: ReviewLog(file: home.reviewLogFile)) { warnings.append(warning) }
        pendingWarnings = Mutex(warnings)
    }

    /// The folder of the lessons `learn --exercise` made of the learner's documents, laid out
    /// like the tutor's own (`Lessons/`, `Content/`).
    static func learnedFolder(in home: TutorHome) -> URL {
        home.state.appendingPathComponent("learned", isDirectory: true)
    }

    /// The learned lessons' folder, when it holds any: a fresh home reads no more than before.
    static func learnedLessons(in home: TutorHome) -> [URL] {
        let folder = learnedFolder(in: home)
        let lessons =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Lessons").path)) ?? []
        return lessons.contains { !$0.hasPrefix(".") } ? [folder] : []
    }

    /// Reads the lessons again, the learned ones included: after `learn --exercise` made one.
    func reloadLessons() {
        let root = catalogue.root
        let fresh = LessonCatalogue(root: root, extraRoots: extraFolders + Self.learnedLessons(in: home))
        currentCatalogue.withLock { $0 = fresh }
    }

    /// The lessons' steps, read the first time they are all needed.
    package var lessons: [Lesson] { catalogue.lessons }
    /// Every lesson's flash cards and edge cases, read the first time a deck is asked for.
    package var decks: [Deck] { catalogue.decks }
    /// The learner's progress as it stands; changes go through `book`.
    package var progress: TutorDomain.Progress { book.snapshot }
    package var console: Console { screen.console }
    package var styler: Styler { screen.styler }
    /// The terminal's width in characters, now.
    package var width: Int { screen.width }
    /// The review log in this tutor's home.
    package var reviewLog: ReviewLog { ReviewLog(file: home.reviewLogFile) }

    /// The folder with `Lessons/` and `Content/`: `EnvironmentVariable.content` when set (tests point
    /// it at broken lessons), else the resource bundle built with the tutor.
    package static func contentRoot(environment: [String: String]) -> URL? {
        if let path = EnvironmentVariable.content.value(in: environment) {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return TutorContent.root
    }

    /// Folders of lessons of the learner's own or an author's, laid out like the tutor's
    /// (`Lessons/`, `Content/`), from `EnvironmentVariable.lessons`, separated by `:`; relative ones
    /// from the current folder.
    package static func extraLessonFolders(environment: [String: String]) -> [URL] {
        (environment[EnvironmentVariable.lessons.name] ?? "").split(separator: ":").map { path in
            URL(fileURLWithPath: String(path), isDirectory: true).standardizedFileURL
        }
    }

    /// The lessons and the learner's progress in them, as `lessons` lists them: the prompt's
    /// greeting.
    package func listLessons(json: Bool, at place: CommandPlace) -> ExitStatus {
        LessonsCommand(json: json).list(
            lessons, progress: progress, cards: cardCountsWhenReviewsAreDue(), on: screen,
            next: NextLine(place: place))
    }

    /// Prints the start-up warnings, once, and those about a lesson read since (see
    /// `LessonCatalogue`).
    package func flushWarnings() {
        let warnings =
            pendingWarnings.withLock { warnings in
                defer { warnings.removeAll() }
                return warnings
            } + catalogue.takeLateWarnings()
        for warning in warnings { console.complain("warning: " + warning) }
    }
}
