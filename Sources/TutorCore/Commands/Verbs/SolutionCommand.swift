import Foundation

/// `solution [<lesson>] [<step>]`: the lesson's model for a step's exercise, as the changes
/// that would turn the learner's copy into it.
struct SolutionCommand: ExerciseCommand {
    static let declaration = CommandDeclaration(verb: "solution", arguments: CommandArgument.stage,
        summary: "The lesson's model for the step, shown against your copy: - yours, + the lesson's.",
        details: "Only the lines that differ are shown, with one line either side. Your copy is not changed: type the change yourself, it sticks better.",
        section: .yourModel, example: "solution", commandLineExample: "solution {lesson} 5")

    let lesson: Lesson
    let step: Step

    func perform(in session: CommandSession) -> ExitStatus {
        guard let copy = session.exerciseCopy(of: step, in: lesson) else { return .failed }
        // Never made: against the starting point, which is what the learner would have.
        let start = copy.startingPoint()
        var out: [String] = []
        for (index, lessonFile) in copy.lessonFiles.enumerated() {
            let name = lessonFile.lastPathComponent
            let theirs = Syscalls.regularFileText(copy.files[index]) ?? start[index]
            let lessons = (try? String(contentsOf: lessonFile, encoding: .utf8)) ?? ""
            let diff = LineDiff.diff(old: theirs, new: lessons)
            guard diff.contains(where: { if case .same = $0 { false } else { true } }) else {
                out += ["\(name): yours is the lesson's, line for line.", ""]
                continue
            }
            out += [TextLayout.line("\(name): - yours, + the lesson's (step \(step.number), stage \(copy.target?.id.description ?? "")):",
                width: session.screen.width)]
            out += StageView.hunks(diff, width: session.screen.width) + [""]
        }
        let next = session.next
        let number = String(step.number)
        out.append(TextLayout.line(next.line("make the change in your copy yourself (\(next.command("edit", lesson, number))); typing it is what makes it stick."),
            width: min(session.screen.width, 92)))
        session.say(out.joined(separator: "\n"))
        return .success
    }
}
