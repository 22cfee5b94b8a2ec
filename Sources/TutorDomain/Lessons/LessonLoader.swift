import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Reads the lessons folder into `Lesson` values and gathers every problem it meets.
///
/// It does not stop at the first problem: a lesson author sees them all, each with
/// `file:line`. A lesson with problems is still returned as far as it could be read.
package struct LessonLoader {
    /// The folder holding `Lessons/` and `Content/`.
    package var root: URL {
        didSet { paths = Paths(root: root) }
    }
    /// `root`'s paths as text, worked out once: every file read is named by them.
    private var paths: Paths
    /// Folders laid out like `root` whose lessons are added after the built-in ones
    /// (`EnvironmentVariable.lessons`); the harness stays `root`'s.
    package var extraRoots: [URL] = []
    /// Whether the author's house rules are checked too, such as code lines that fit the
    /// screen beside their output (`verify`); a learner's start-up does without.
    package var checksHouseRules = false
    /// Whether each exercise's `mistakes/` are read. Only `verify` proves them, so the start
    /// leaves them unread: a few dozen files fewer to open before the first prompt.
    package var readsMistakes = true
    private let files = FileManager.default

    package init(root: URL, extraRoots: [URL] = []) {
        self.root = root
        self.extraRoots = extraRoots
        paths = Paths(root: root)
    }

    private struct Paths {
        /// `<root>/`, and `<root>/Lessons/`.
        var root: String
        var lessons: String

        init(root url: URL) {
            root = url.path + "/"
            lessons = root + "Lessons/"
        }
    }

    /// The file that marks a folder of lessons the tutor wrote itself (`learn --exercise`'s).
    package static let writtenByTutorMark = "written-by-codable-tutor"

    /// Whether the tutor wrote the lessons of `folder` from a learner's document: the house
    /// rules are an author's (code that fits beside its output), and a document's long keys
    /// and values are not the tutor's to shorten.
    package static func isWrittenByTutor(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingFile(writtenByTutorMark).path)
    }

    // Named a folder outright: without `isDirectory` the URL asks the file system each time,
    // and it is asked twice for every file a lesson has.
    private var lessonsFolder: URL { root.appendingPathComponent("Lessons", isDirectory: true) }

    /// Every lesson's steps, in order, and every problem found in their files. The flash cards
    /// and edge cases are left unread, which keeps start-up fast: `loadDecks(of:)` reads them.
    package func load() -> (lessons: [Lesson], problems: [LessonProblem]) {
        let loaded = load(includingDecks: false)
        return (loaded.lessons.map(\.lesson), loaded.problems)
    }

    /// Every lesson and its deck, and every problem in all their files, each lesson's in the
    /// order they are met: what `verify` reports.
    package func loadWithDecks() -> (lessons: [Lesson], decks: [Deck], problems: [LessonProblem]) {
        let loaded = load(includingDecks: true)
        return (
            loaded.lessons.map(\.lesson), loaded.lessons.map { $0.deck ?? Deck(lesson: $0.lesson) }, loaded.problems
        )
    }

    /// The decks of `lessons` (read by this loader or one of the same settings), without
    /// reading their steps again, and every problem in the decks' files. A deck holding a file
    /// the tutor may not read is left unread, as such a file leaves a lesson out.
    package func loadDecks(of lessons: [Lesson]) -> (decks: [Deck], problems: [LessonProblem]) {
        var decks: [Deck] = []
        var problems: [LessonProblem] = []
        for lesson in lessons {
            // A lesson's folder is `<root>/Lessons/<name>`: its own root confines its files.
            let own = lesson.folder.deletingLastPathComponent().deletingLastPathComponent()
            var loader = self
            loader.root = own
            var found: [LessonProblem] = []
            let deck = loader.loadDeck(of: lesson, problems: &found)
            decks.append(found.contains(where: \.refusesLesson) ? Deck(lesson: lesson) : deck)
            problems += own.path == root.path ? found : found.map { $0.named(under: own) }
        }
        problems += Self.removeDuplicateCardIDs(&decks, root: root)
        return (decks, problems)
    }

    /// One lesson, read alone by its folder's name: the lesson `load()` would list under that
    /// name (the tutor's own before an extra folder's), or nil where it would list none. Its
    /// problems come with it, for the warnings `load()` would have given.
    package func loadLesson(named name: String) -> (lesson: Lesson?, problems: [LessonProblem]) {
        guard LessonScaffold.isLessonName(name) else { return (nil, []) }
        var found: [LessonProblem] = []
        for (index, folder) in ([root] + extraRoots).enumerated() {
            var loader = self
            if index > 0 {
                // As `load(includingDecks:)` reads an extra folder.
                loader = LessonLoader(root: folder)
                loader.checksHouseRules = checksHouseRules && !Self.isWrittenByTutor(folder)
            }
            loader.extraRoots = []
            guard loader.isFolder(loader.lessonsFolder.appendingFolder(name)) else { continue }
            var problems: [LessonProblem] = []
            let loaded = loader.loadLesson(named: name, includingDecks: false, problems: &problems)
            found += index == 0 ? problems : problems.map { $0.named(under: folder) }
            if let loaded, !problems.contains(where: \.refusesLesson) { return (loaded.lesson, found) }
        }
        return (nil, found)
    }

    /// What `load()` would say at start about the lessons folder itself, found without reading
    /// a lesson: no folder, or a lesson folder misnamed. (Only `root`'s: extra folders are read
    /// whole at start.)
    package func folderProblems() -> [LessonProblem] {
        var loader = self
        loader.extraRoots = []
        guard let names = try? files.contentsOfDirectory(atPath: lessonsFolder.path) else {
            return loader.loadOwn(includingDecks: false).problems
        }
        let misnamed = names.filter {
            !$0.hasPrefix(".") && !LessonScaffold.isLessonName($0) && isFolder(lessonsFolder.appendingFolder($0))
        }
        return misnamed.isEmpty ? [] : loader.loadOwn(includingDecks: false).problems.filter(\.saidAtStart)
    }

    /// A lesson as read, with its deck when decks were asked for.
    private struct Loaded {
        var lesson: Lesson
        var deck: Deck?
    }

    private func load(includingDecks: Bool) -> (lessons: [Loaded], problems: [LessonProblem]) {
        var (lessons, problems) = loadOwn(includingDecks: includingDecks)
        for extra in extraRoots {
            var loader = LessonLoader(root: extra)
            loader.checksHouseRules = checksHouseRules && !Self.isWrittenByTutor(extra)
            let (added, found) = loader.loadOwn(includingDecks: includingDecks)
            // Their files are named in full: they live outside the tutor's own folder.
            problems += found.map { $0.named(under: extra) }
            for loaded in added {
                let lesson = loaded.lesson
                if let clash = lessons.first(where: { $0.lesson.name == lesson.name })?.lesson {
                    var problem = LessonProblem(
                        file: lesson.folder.path, line: 0,
                        """
                        a lesson named `\(lesson.name)` is already read from \(clash.folder.path); this one is left \
                        out: rename one of the two folders
                        """,
                        lesson: lesson.name)
                    problem.saidAtStart = true
                    problems.append(problem)
                } else {
                    lessons.append(loaded)
                }
            }
        }
        guard includingDecks else { return (lessons, problems) }
        // Card ids name cards in the review log, so they must be unique across lessons.
        var decks = lessons.map { $0.deck ?? Deck(lesson: $0.lesson) }
        problems += Self.removeDuplicateCardIDs(&decks, root: root)
        for index in lessons.indices { lessons[index].deck = decks[index] }
        return (lessons, problems)
    }

    /// The lessons of `root` alone, in the order their `order:` lines give, then by name.
    private func loadOwn(includingDecks: Bool) -> (lessons: [Loaded], problems: [LessonProblem]) {
        var problems: [LessonProblem] = []
        guard let names = try? files.contentsOfDirectory(atPath: lessonsFolder.path) else {
            var problem = LessonProblem(
                file: lessonsFolder.path, line: 0,
                """
                there is no lessons folder to read here: a folder of lessons holds `Lessons/` and `Content/`, as \
                `codable-tutor new` makes them
                """
            )
            problem.saidAtStart = true
            return ([], [problem])
        }
        var lessons: [Loaded] = []
        for name in names.sorted() where !name.hasPrefix(".") && isFolder(lessonsFolder.appendingFolder(name)) {
            // Its name is a word on the command line, a deck and a tag in Anki: `new`'s rule.
            guard LessonScaffold.isLessonName(name) else {
                var problem = LessonProblem(
                    file: name, line: 0,
                    """
                    a lesson's folder is named with lowercase letters, digits and hyphens, starting with a letter (as \
                    `codable-tutor new` names them), so this one is left out
                    """,
                    lesson: name)
                problem.saidAtStart = true
                problems.append(problem)
                continue
            }
            let before = problems.count
            let loaded = loadLesson(named: name, includingDecks: includingDecks, problems: &problems)
            if let loaded, !problems[before...].contains(where: \.refusesLesson) {
                lessons.append(loaded)
            }
        }
        lessons.sort { ($0.lesson.order ?? .max, $0.lesson.name) < ($1.lesson.order ?? .max, $1.lesson.name) }
        return (lessons, problems)
    }

    private func loadLesson(named name: String, includingDecks: Bool, problems: inout [LessonProblem]) -> Loaded? {
        let folder = lessonsFolder.appendingFolder(name)
        let content = root.appendingFolder("Content").appendingFolder(name)
        guard let header = readText(folder.appendingFile("lesson.txt"), problems: &problems) else {
            return nil
        }
        let headerFile = "\(name)/lesson.txt"
        header.rejectUnknownKeys(allowed: ["title", "document", "order"], file: headerFile, problems: &problems)
        let title = header.required("title", file: headerFile, problems: &problems)
        var order: Int?
        if let field = header.fields["order"] {
            order = Int(field.value)
            if order == nil {
                problems.append(
                    LessonProblem(
                        file: headerFile, line: field.line,
                        "`order` is a whole number, the lesson's place in the list, not \"\(field.value)\""))
            }
        }
        var defaultDocument: URL?
        if let field = header.fields["document"] {
            defaultDocument = document(
                named: field.value, in: content, file: headerFile, line: field.line, problems: &problems)
        }
        var inherited = Inherited()
        var steps: [Step] = []
        for entry in sortedEntries(of: folder) {
            guard let (number, slug) = Self.stepName(entry) else {
                if isFolder(folder.appendingFolder(entry)) {
                    problems.append(
                        LessonProblem(
                            file: "\(name)/\(entry)", line: 0, "a step folder is named `NN-slug`, like `06-dates`"))
                }
                continue
            }
            if steps.contains(where: { $0.number == number }) {
                problems.append(LessonProblem(file: "\(name)/\(entry)", line: 0, "step \(number) is given twice"))
                continue
            }
            let context = StepContext(
                lesson: name, folder: folder.appendingFolder(entry), relative: "\(name)/\(entry)",
                number: number, slug: slug, content: content, defaultDocument: defaultDocument)
            if let step = loadStep(context, inherited: &inherited, problems: &problems) {
                steps.append(step)
            }
        }
        if steps.isEmpty {
            problems.append(LessonProblem(file: name, line: 0, "the lesson has no steps"))
        }
        var lesson = Lesson(
            name: name, title: title, summary: header.body, folder: folder, contentFolder: content,
            defaultDocument: defaultDocument, steps: steps)
        lesson.order = order
        lesson.writtenByTutor = Self.isWrittenByTutor(root)
        var deck = includingDecks ? loadDeck(of: lesson, problems: &problems) : nil
        // A refused file is read by nothing else, house rules and advice included.
        guard !problems.contains(where: { $0.refusesLesson && $0.lesson == name }) else {
            return Loaded(lesson: lesson, deck: deck)
        }
        if checksHouseRules { problems += houseRuleProblems(of: lesson, deck: deck) }
        lesson.advice = loadAdvice(of: lesson, deck: deck, problems: &problems)
        // The deck's lesson is the lesson in full, its advice read.
        deck?.lesson = lesson
        return Loaded(lesson: lesson, deck: deck)
    }

    /// The model and driver a stage gets when it has none of its own.
    package struct Inherited {
        /// The model files in force, in the order their names first appeared: each the
        /// latest stage's file of that name.
        package var models: [URL] = []
        package var run: URL?
        /// The text of every file read so far, by path.
        package var texts: [String: String] = [:]
    }

    package struct StepContext {
        package var lesson: String
        package var folder: URL
        package var relative: String
        package var number: Int
        package var slug: String
        package var content: URL
        package var defaultDocument: URL?
        package var scope: Stage.Scope = .step
    }

    private func loadStep(_ context: StepContext, inherited: inout Inherited, problems: inout [LessonProblem]) -> Step?
    {
        guard let text = readText(context.folder.appendingFile("step.txt"), problems: &problems) else { return nil }
        let file = "\(context.relative)/step.txt"
        text.rejectUnknownKeys(allowed: ["title"], file: file, problems: &problems)
        let title = text.required("title", file: file, problems: &problems)
        var stages: [Stage] = []
        let numbers = sortedEntries(of: context.folder).compactMap(Int.init).sorted()
        for (index, number) in numbers.enumerated() where number != index + 1 {
            problems.append(
                LessonProblem(
                    file: "\(context.relative)/\(number)", line: 0,
                    "stages are numbered 1, 2, … without gaps; expected \(index + 1)"))
            break
        }
        for number in numbers {
            if let stage = loadStage(number, of: context, inherited: &inherited, problems: &problems) {
                stages.append(stage)
            }
        }
        if numbers.isEmpty {
            problems.append(
                LessonProblem(
                    file: context.relative, line: 0,
                    """
                    the step has no stage folders (`1`, `2`, …), so it is left out
                    """))
            return nil
        }
        // Every command about a step shows, runs or checks a stage of it: a step whose
        // stages were all refused is left out, as one with none is.
        guard !stages.isEmpty else {
            problems.append(
                LessonProblem(
                    file: context.relative, line: 0,
                    "none of the step's stages could be read (see above), so the step is left out"))
            return nil
        }
        var exercise = loadExercise(of: context, stages: stages, problems: &problems)
        if readsMistakes {
            let mistakes = loadMistakes(of: context, exercise: exercise, problems: &problems)
            exercise?.mistakes = mistakes
        }
        return Step(
            number: context.number, slug: context.slug, title: title, prose: text.body, stages: stages,
            exercise: exercise)
    }
}

extension LessonLoader {
    /// `06-dates` → (6, "dates").
    package static func stepName(_ entry: String) -> (Int, String)? {
        let parts = entry.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, parts[0].count >= 2, let number = Int(parts[0]), !parts[1].isEmpty,
            parts[1].allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" })
        else { return nil }
        return (number, String(parts[1]))
    }

    package func readText(_ url: URL, headerOptional: Bool = false, problems: inout [LessonProblem]) -> TextFile? {
        let file = lessonFile(url)
        switch file.read(problems: &problems) {
        case .missing:
            problems.append(LessonProblem(file: file.shownAs, line: 0, "the file is missing or cannot be read"))
            return nil
        case .refused:
            return nil
        case .text(let text):
            return TextFile.parse(text, file: file.shownAs, headerOptional: headerOptional, problems: &problems)
        }
    }

    /// How the file at `url` is read: shown by its path in the lessons folder, and kept to
    /// its lesson's own folders, `Lessons/<name>` and `Content/<name>`.
    package func lessonFile(_ url: URL) -> LessonFile {
        // The path is worked out once: a URL's `path` decodes it anew at every call.
        let path = url.path
        let shown = relativePath(ofPath: path)
        var parts = shown.split(separator: "/", maxSplits: 2)
        if parts.first == "Content" { parts.removeFirst() }
        guard parts.count > 1, let name = parts.first else {
            return LessonFile(path: path, shownAs: shown, folders: [])
        }
        // Paths as text: a URL's appending is most of the time this takes, once per file.
        return LessonFile(path: path, shownAs: shown, folders: [paths.lessons + name, "\(paths.root)Content/\(name)"])
    }

    package func document(named name: String, in content: URL, file: String, line: Int, problems: inout [LessonProblem])
        -> URL?
    {
        let url = content.appendingPathComponent(name)
        guard !name.contains("/"), files.fileExists(atPath: url.path) else {
            problems.append(
                LessonProblem(file: file, line: line, "no document `\(name)` in Content/\(content.lastPathComponent)"))
            return nil
        }
        return lessonFile(url).check(cap: LessonFile.documentCap, problems: &problems) ? url : nil
    }

    /// A lesson file relative to `Lessons/` (`postcards/06-dates/step.txt`); a content file
    /// relative to the root (`Content/postcards/cards/01-x/card.txt`).
    package func relativePath(_ url: URL) -> String {
        relativePath(ofPath: url.path)
    }

    private func relativePath(ofPath path: String) -> String {
        // Plain string prefixes: the loader builds every URL from `root`, so no standardizing
        // (which is slow on Linux) is needed.
        for base in [paths.lessons, paths.root] where path.hasPrefix(base) {
            return String(path.dropFirst(base.count))
        }
        return path
    }

    package func sortedEntries(of folder: URL) -> [String] {
        ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    package func isFolder(_ url: URL) -> Bool {
        Syscalls.kind(atPath: url.path) == .folder
    }
}

extension URL {
    /// The URL of a file named `name` in this folder. Named a file outright: without the hint,
    /// appending asks the file system (an `lstat`) whether the name is a folder, and the loader
    /// appends a few hundred names at every start.
    package func appendingFile(_ name: String) -> URL { appendingPathComponent(name, isDirectory: false) }

    /// The URL of a folder named `name` in this one, named a folder outright (see `appendingFile`).
    package func appendingFolder(_ name: String) -> URL { appendingPathComponent(name, isDirectory: true) }
}
