import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

/// The screen for one stage before it runs: where the learner is, the prose, and the code
/// with what changed since the stage before marked.
package struct StageView {
    /// The width the view is laid out to, in characters: one screen's, read when it was made.
    package let width: Int

    /// A view for one screen, drawn now at `width` columns.
    package init(width: Int) {
        self.width = width
    }

    /// How much of the step to show above the stage.
    package enum Heading: Sendable {
        /// Where the learner is, and the step's prose: the first screen of a step.
        case positionAndProse
        /// Where the learner is only: a later stage of the same step.
        case position
        /// Nothing: the stage follows another of its step on the same screen.
        case none
    }

    /// The heading, the stage's lead, its model and driver with changes marked; or, given the
    /// learner's `record`, at an exercise they have not passed, the problem instead (`problem`).
    package func render(
        _ stage: Stage, in lesson: Lesson, heading: Heading = .positionAndProse,
        record: TutorDomain.Progress.LessonProgress? = nil
    ) -> String {
        guard let step = lesson.step(stage.id.step) else { return "" }
        if let record, lesson.hidesChange(of: step, in: record) { return problem(step, in: lesson) }
        // Read once, so that one screen is laid out for one width.
        let prose = min(width, TextLayout.proseMeasure)
        var out: [String] = []
        if heading != .none {
            out += [
                TextLayout.line(
                    "\(lesson.title) · \(Self.position(of: step, in: lesson)): \(step.title)", width: prose), "",
            ]
        }
        if heading == .positionAndProse, !step.prose.isEmpty {
            out += [TextLayout.wrap(step.prose, width: prose), ""]
        }
        let stageCount = step.stages.count
        let count = stageCount > 1 ? " (stage \(stage.id.stage) of \(stageCount))" : ""
        out += [Self.rule("── \(stage.id) · \(stage.title)\(count)", width: prose)]
        if !stage.lead.isEmpty {
            out += [TextLayout.wrap(stage.lead, width: prose)]
        }
        let previous = lesson.stage(before: stage.id)
        // The files this stage writes, marked against the stage before; the others only by
        // name. A stage that writes none shows them all: they are the model it runs.
        let shown = stage.ownsModel ? stage.modelFiles.filter(stage.owns) : stage.modelFiles
        for model in shown {
            let before = stage.owns(model) ? previous?.modelFile(named: model.lastPathComponent) : nil
            let lines = code(stage.shownText(of: model), previous: before.flatMap { previous?.text(of: $0) })
            out +=
                [
                    "",
                    Self.codeHeading(
                        model.lastPathComponent, lines: lines,
                        hasPrevious: previous?.modelFile(named: model.lastPathComponent) != nil),
                ] + lines
        }
        let unchanged = stage.modelFiles.filter { !shown.contains($0) }.map(\.lastPathComponent)
        if !unchanged.isEmpty {
            out += [
                "",
                TextLayout.line(
                    """
                    Unchanged from the stage before: \(unchanged.joined(separator: ", ")) (`model` prints every file).
                    """,
                    width: prose),
            ]
        }
        let lines = code(
            stage.shownText(of: stage.runFile),
            previous: stage.ownsRun ? previous.flatMap { $0.text(of: $0.runFile) } : nil)
        out += ["", Self.codeHeading("run.swift", lines: lines, hasPrevious: previous != nil)] + lines
        if let document = stage.document, Self.usesDocument(stage) {
            out += [
                "",
                TextLayout.line(
                    "It reads \(document.lastPathComponent) through document(); type `doc` to see it.", width: prose),
            ]
        }
        return out.joined(separator: "\n")
    }

    /// A heading drawn as a rule: the caption, wrapped at word boundaries if it must be, and
    /// the rule filling its last line out to `width`, never past it.
    package static func rule(_ caption: String, width: Int) -> String {
        var lines = TextLayout.line(caption, width: width, hanging: "   ").components(separatedBy: "\n")
        let room = width - lines[lines.count - 1].count - 1
        if room >= 2 { lines[lines.count - 1] += " " + String(repeating: "─", count: room) }
        return lines.joined(separator: "\n")
    }

    /// Whether the stage's code calls `document()` at all (a stage may keep its JSON inline).
    package static func usesDocument(_ stage: Stage) -> Bool {
        (stage.modelFiles + [stage.runFile]).contains { file in
            (stage.text(of: file) ?? "").contains("document()")
        }
    }

    /// Where a step stands, the same way in every lesson: `step 3 of 12`, counting the steps
    /// numbered from 1. A lesson's folders may start at `00-` (Postcards' starting project),
    /// and the number the learner types is the folder's, so a step 0 is told as standing
    /// before the count rather than as one of it: `step 0 (before step 1 of 12)`.
    package static func position(of step: Step, in lesson: Lesson) -> String {
        let counted = lesson.steps.filter { $0.number >= 1 }.count
        return step.number < 1
            ? "step \(step.number) (before step 1 of \(counted))" : "step \(step.number) of \(counted)"
    }

    /// What the lines under a file's name are: new, changed, or as they were. It names only
    /// the marks that appear, so a file with none is never said to have some.
    package static func codeHeading(_ name: String, lines: [String], hasPrevious: Bool) -> String {
        guard hasPrevious else { return "\(name):" }
        let added = lines.contains { $0.hasPrefix("  + ") || $0 == "  +" }
        let removed = lines.contains { $0.hasPrefix("  - ") || $0 == "  -" }
        switch (added, removed) {
        case (true, true): return "\(name) — lines marked + are new, - are gone:"
        case (true, false): return "\(name) — lines marked + are new:"
        case (false, true): return "\(name) — lines marked - are gone:"
        case (false, false): return "\(name) — unchanged from the stage before:"
        }
    }

    /// A file's lines, each behind a two-character gutter: `+ ` new, `- ` removed, blank kept
    /// (with no `previous` text, every line is simply indented).
    /// A line wider than the terminal goes on under itself behind `↳` (`TextLayout.printed`).
    package func code(_ text: String, previous old: String?) -> [String] {
        let width = self.width
        guard let old else {
            return text.outputLines.map { TextLayout.printed($0, width: width, lead: "    ") }
        }
        return LineDiff.diff(old: old, new: text).map { Self.codeLine($0, width: width) }
    }

    /// One line of a listing behind its gutter, laid out to `width`.
    package static func codeLine(_ line: DiffLine, width: Int) -> String {
        switch line {
        case .same(let text): TextLayout.printed(text, width: width, lead: "    ")
        case .added(let text): TextLayout.printed(text, width: width, lead: "  + ")
        case .removed(let text): TextLayout.printed(text, width: width, lead: "  - ")
        }
    }

    /// Only what changed since the stage before, with a line of context either side.
    package func changes(_ stage: Stage, in lesson: Lesson) -> String {
        guard let previous = lesson.stage(before: stage.id) else {
            return "This is the lesson's first stage; there is nothing before it to compare with."
        }
        var out: [String] = []
        let models = stage.modelFiles.map {
            ($0.lastPathComponent, previous.modelFile(named: $0.lastPathComponent), $0)
        }
        for (name, old, new) in models + [("run.swift", previous.runFile, stage.runFile)] {
            let oldText = old.flatMap(previous.text(of:)) ?? ""
            let newText = stage.text(of: new) ?? ""
            let diff = LineDiff.diff(old: oldText, new: newText)
            guard diff.contains(where: { if case .same = $0 { false } else { true } }) else {
                out.append("\(name): unchanged since \(previous.id).")
                continue
            }
            out.append("\(name), since \(previous.id):")
            out += Self.hunks(diff, width: width)
        }
        return out.joined(separator: "\n")
    }

    /// Changed lines with one line of context, and `…` where unchanged lines were left out.
    package static func hunks(_ diff: [DiffLine], width: Int) -> [String] {
        let changed = diff.indices.filter { if case .same = diff[$0] { false } else { true } }
        var keep = Set<Int>()
        for index in changed { keep.formUnion(max(0, index - 1)...min(diff.count - 1, index + 1)) }
        var out: [String] = []
        var last = -1
        for index in keep.sorted() {
            if last >= 0, index > last + 1 { out.append("    …") }
            out.append(codeLine(diff[index], width: width))
            last = index
        }
        return out
    }
}
