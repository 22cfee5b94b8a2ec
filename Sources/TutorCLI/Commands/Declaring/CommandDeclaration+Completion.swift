import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Tab completion, read from the declaration: option names, an option's values, and for a
/// plain word what the arguments that may stand there name.
extension CommandDeclaration {
    /// Candidates for `word`, the words after the verb before it being `before`, unfiltered
    /// by `word` (the registry keeps those that start with it).
    package func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        let visible = options.filter { !$0.hidden }
        if let last = before.last, let value = option(last)?.value {
            // A card is one of the lesson the plain words named, or of the current one.
            let lesson =
                value.kind == .card ? argumentsAfter(plainWords(of: Array(before.dropLast())), at: place).1 : nil
            return candidates(
                for: value.choices.isEmpty ? value.kind : .text, choices: value.choices, word: word, lesson: lesson,
                at: place)
        }
        if word.hasPrefix("-") {
            return visible.map(\.name).filter { name in !before.contains(name) }
        }
        let (next, lesson) = argumentsAfter(plainWords(of: before), at: place)
        return next.flatMap { candidates(for: $0.kind, choices: [], word: word, lesson: lesson, at: place) }
    }

    /// The words of `before` that are not options or their values.
    private func plainWords(of before: [String]) -> [String] {
        var plain: [String] = []
        var rest = before[...]
        while let word = rest.popFirst() {
            if let option = option(word) {
                if option.value != nil { _ = rest.popFirst() }
            } else if !ParsedWords.isOption(word) {
                plain.append(word)
            }
        }
        return plain
    }

    /// The arguments the next plain word may be, once `typed` are matched to the arguments in
    /// order (an optional one skipped when the word cannot be it: `run 6` names no lesson),
    /// and the lesson the words named.
    private func argumentsAfter(_ typed: [String], at place: CommandPlace) -> ([CommandArgument], Lesson?) {
        var index = 0
        var lesson = place.current?.lesson
        for word in typed {
            while index < arguments.count, arguments[index].isOptional(atPrompt: place.atPrompt),
                !fits(word, arguments[index], lesson: lesson, at: place)
            {
                index += 1
            }
            guard index < arguments.count else { return ([], lesson) }
            if arguments[index].kind == .lesson, let named = place.lesson(named: word) { lesson = named }
            // A word that may come again (`learn a.json b.json`) stays the next one.
            if arguments[index].presence != .oneOrMore { index += 1 }
        }
        var next: [CommandArgument] = []
        while index < arguments.count {
            next.append(arguments[index])
            if !arguments[index].isOptional(atPrompt: place.atPrompt) { break }
            index += 1
        }
        return (next, lesson)
    }

    /// Whether `word` can be `argument`: a lesson's name for a lesson, a step of the lesson
    /// in play for a step; anything for the rest.
    private func fits(_ word: String, _ argument: CommandArgument, lesson: Lesson?, at place: CommandPlace) -> Bool {
        switch argument.kind {
        case .lesson: place.lesson(named: word) != nil
        case .step: CommandPlace.stepReferences(lesson).contains(word.lowercased())
        case .command: CommandRegistry.command(named: word) != nil
        case .file, .text, .card: true
        }
    }

    private func candidates(
        for kind: CommandArgument.Kind, choices: [String], word: String, lesson: Lesson?, at place: CommandPlace
    )
        -> [String]
    {
        switch kind {
        case .lesson: place.lessons.map(\.name)
        case .step: CommandPlace.stepReferences(lesson)
        case .file: PathCompletion.paths(matching: word)
        case .command: CommandRegistry.all.map { $0.declaration.verb }
        case .text: choices
        case .card:
            lesson.map { lesson in
                let cards = LessonLoader.deckEntries("cards", of: lesson)
                return cards.map { String($0.number) } + cards.map(\.name)
            } ?? []
        }
    }
}
