import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension LessonLoader {
    /// How many items a deck folder holds (`cards` or `edge`), without reading them.
    package static func deckSize(_ deck: String, of lesson: Lesson) -> Int {
        deckEntries(deck, of: lesson).count
    }

    /// The number and name of each item in a deck folder, in order, from the folders' names
    /// alone (`03-a-renamed-key`): what Tab offers after `--card`.
    package static func deckEntries(_ deck: String, of lesson: Lesson) -> [(number: Int, name: String)] {
        let folder = lesson.contentFolder.appendingPathComponent(deck)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.compactMap(stepName).sorted { $0.0 < $1.0 }.map { (number: $0.0, name: $0.1) }
    }

    /// The lesson's deck: `Content/<lesson>/cards` and `Content/<lesson>/edge`.
    package func loadDeck(of lesson: Lesson, problems: inout [LessonProblem]) -> Deck {
        Deck(
            lesson: lesson, cards: loadCards(of: lesson.name, in: lesson.contentFolder, problems: &problems),
            edgeCases: loadEdgeCases(of: lesson.name, in: lesson.contentFolder, problems: &problems))
    }

    /// `Content/<lesson>/cards/NN-slug/`: a `card.txt` and stage folders.
    package func loadCards(of lesson: String, in content: URL, problems: inout [LessonProblem]) -> [Card] {
        loadItems(
            in: content.appendingFolder("cards"), header: "card.txt", scope: .card, lesson: lesson, content: content,
            problems: &problems
        ) { text, file, number, folder, stages, problems in
            Self.card(text, file: file, number: number, folder: folder, stages: stages, problems: &problems)
        }
    }

    /// `Content/<lesson>/edge/NN-slug/`: an `edge.txt` and stage folders.
    package func loadEdgeCases(of lesson: String, in content: URL, problems: inout [LessonProblem]) -> [EdgeCase] {
        loadItems(
            in: content.appendingFolder("edge"), header: "edge.txt", scope: .edge, lesson: lesson, content: content,
            problems: &problems
        ) { text, file, number, folder, stages, problems in
            text.rejectUnknownKeys(allowed: ["title", "outcomes", "ignore"], file: file, problems: &problems)
            let title = text.required("title", file: file, problems: &problems)
            let (question, explanation) = Self.splitProse(text.body)
            if question.isEmpty || explanation.isEmpty {
                problems.append(
                    LessonProblem(
                        file: file, line: text.bodyLine, "the body is the question, a line `---`, then the explanation")
                )
            }
            let (outcomes, ignoresCase) = Self.prediction(
                text, of: "the edge case", several: true, file: file, stage: stages.first,
                stageFile: file.replacingOccurrences(of: "edge.txt", with: "1"), problems: &problems)
            return EdgeCase(
                id: folder, number: number, title: title, question: question, explanation: explanation, stages: stages,
                outcomes: outcomes, ignoresCase: ignoresCase)
        }
    }

    /// Reads every `NN-slug` folder of a deck: its header file by `make`, its stages as a
    /// lesson's (each item's stages inherit only from each other).
    private func loadItems<Item>(
        in folder: URL, header: String, scope: Stage.Scope, lesson: String, content: URL,
        problems: inout [LessonProblem],
        make: (TextFile, String, Int, String, [Stage], inout [LessonProblem]) -> Item?
    ) -> [Item] {
        var items: [Item] = []
        for entry in sortedEntries(of: folder) {
            let itemFolder = folder.appendingFolder(entry)
            guard let (number, _) = Self.stepName(entry) else {
                if isFolder(itemFolder) {
                    problems.append(
                        LessonProblem(
                            file: relativePath(itemFolder), line: 0,
                            "a deck folder is named `NN-slug`, like `03-a-renamed-key`"))
                }
                continue
            }
            guard let text = readText(itemFolder.appendingFile(header), problems: &problems) else { continue }
            let context = StepContext(
                lesson: lesson, folder: itemFolder, relative: relativePath(itemFolder), number: number,
                slug: entry, content: content, defaultDocument: nil, scope: scope)
            var inherited = Inherited()
            let stages = sortedEntries(of: itemFolder).compactMap(Int.init).sorted().compactMap {
                loadStage($0, of: context, inherited: &inherited, problems: &problems)
            }
            if let item = make(text, relativePath(itemFolder.appendingFile(header)), number, entry, stages, &problems) {
                items.append(item)
            }
        }
        return items
    }
}
