import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

extension StageView {
    /// The page of an exercise the learner has not passed: the problem, never the answer.
    /// Where the learner is, the task, what the program must print, the model before the
    /// step (the files the learner writes, as their copy starts) and the lesson's `run()`.
    /// The step's prose and its marked changes wait for a pass, or for `solution`.
    package func problem(_ step: Step, in lesson: Lesson) -> String {
        guard let exercise = step.exercise, let target = step.checkStage else { return "" }
        let prose = min(width, TextLayout.proseMeasure)
        let last = lesson.steps.last?.number ?? step.number
        var out = [
            TextLayout.line("\(lesson.title) · step \(step.number) of \(last): \(step.title)", width: prose), "",
        ]
        out += [Self.rule("── Your turn", width: prose)]
        for paragraph in exercise.task.components(separatedBy: "\n\n") {
            out += [TextLayout.wrap(paragraph.replacingOccurrences(of: "\n", with: " "), width: prose), ""]
        }
        out += [Self.rule("── What the program must print", width: prose)]
        // A program's lines are never cut: a long one goes on under itself behind `↳`.
        out += (target.expectedOutput ?? "").outputLines.map {
            TextLayout.printed(TerminalText.line($0), width: width, lead: "    ")
        }
        if case .hereFrom(let line) = target.provenance {
            out += [
                "",
                TextLayout.wrap(
                    "Lines from the \(Self.ordinal(line)) on were recorded on this machine: the lesson showed none.",
                    width: prose),
            ]
        }
        out += ["", Self.rule("── Where you start: the model before this step", width: prose)]
        let before = step.stages.first.flatMap { lesson.stage(before: $0.id) }
        for file in lesson.exerciseFiles(of: step) {
            let name = file.lastPathComponent
            guard let old = before?.modelFile(named: name), let text = before?.text(of: old) else {
                out += ["", TextLayout.wrap("\(name): new in this step; you write it from nothing.", width: prose)]
                continue
            }
            out += ["", "\(name):"] + code(text, previous: nil)
        }
        let supplied = target.modelFiles.filter { !lesson.exerciseFiles(of: step).contains($0) }.map(
            \.lastPathComponent)
        if !supplied.isEmpty {
            let verb = supplied.count == 1 ? "comes from the lesson, as it is" : "come from the lesson, as they are"
            out += ["", TextLayout.wrap("\(supplied.joined(separator: " and ")) \(verb).", width: prose)]
        }
        out +=
            ["", "run.swift, the lesson's, which runs your model:"]
            + code(target.shownText(of: target.runFile), previous: nil)
        if let document = target.document, Self.usesDocument(target) {
            out += [
                "",
                TextLayout.wrap(
                    "It reads \(document.lastPathComponent) through document(); type `doc` to see it.", width: prose),
            ]
        }
        out += [
            "",
            TextLayout.wrap(
                """
                Once your own code passes, this page shows the lesson's change and why; `solution` shows the change \
                now, and gives the answer away.
                """,
                width: prose),
        ]
        return out.joined(separator: "\n")
    }

    /// `1st`, `2nd`, `3rd`, `4th`, … for a line number.
    package static func ordinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }
}
