import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Writes the commands a "Next:" line (or a hint) suggests in the words of the place the
/// learner is at: at the prompt as short as the current lesson and stage allow (`run`,
/// `run 9.2`, `run trips 3`), on the command line in full (`codable-tutor run postcards 9.2`).
///
/// Every suggestion goes through here, so that a command offered at the prompt is never one
/// that only the shell understands, nor the other way round.
package struct NextLine {
    /// Where the learner is: the prompt (with its lesson and stage) or the command line.
    package let place: CommandPlace

    package init(place: CommandPlace) {
        self.place = place
    }

    /// True on the command line.
    package var onCommandLine: Bool { !place.atPrompt }

    /// `Next: ` and the sentence.
    package func line(_ sentence: String) -> String {
        "Next: " + sentence
    }

    /// `command` about `lesson` and `step`, in backticks. At the prompt the lesson is left out when
    /// it is the current one, and the step too when it is the current stage; on the command
    /// line both are written out.
    package func command(
        _ command: any Command.Type, _ lesson: Lesson? = nil, _ step: String? = nil, options: [CommandOption] = []
    ) -> String {
        var words = [command.verb]
        if onCommandLine {
            words += [lesson?.name, step].compactMap { $0 }
        } else {
            let current = place.current
            let inCurrentLesson = lesson == nil || lesson?.name == current?.lesson.name
            if !inCurrentLesson, let lesson { words.append(lesson.name) }
            if let step, !(inCurrentLesson && step == current?.position.description) { words.append(step) }
        }
        return quoted(words + options.map(\.name))
    }

    /// A command of the prompt only (`next`, `steps`, `step dates`), in backticks; nil on the
    /// command line, where it means nothing.
    package func promptCommand(_ command: any Command.Type, _ words: String...) -> String? {
        onCommandLine ? nil : quoted([command.verb] + words)
    }

    /// The command that lists `lesson`'s steps: `steps` at the prompt in that lesson,
    /// `lessons trips` elsewhere, `codable-tutor lessons trips` on the command line.
    package func stepList(of lesson: Lesson) -> String {
        if !onCommandLine, place.current?.lesson.name == lesson.name { return quoted([StepsCommand.verb]) }
        return quoted([LessonsCommand.verb, lesson.name])
    }

    /// The command that opens `lesson`: `open trips` at the prompt; on the command line, the
    /// tutor started and then `open trips`.
    package func open(_ lesson: Lesson) -> String {
        let open = "`\(OpenCommand.verb) \(lesson.name)`"
        return onCommandLine ? "`codable-tutor`, then \(open) at its prompt" : open
    }

    private func quoted(_ words: [String]) -> String {
        "`" + (onCommandLine ? "codable-tutor " : "") + words.joined(separator: " ") + "`"
    }
}

extension CommandSession {
    /// The "Next:" line's words for where this command was typed.
    package var next: NextLine { NextLine(place: place) }
}
