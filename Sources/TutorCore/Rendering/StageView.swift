import Foundation

/// The screen for one stage before it runs: where the learner is, the prose, and the code
/// with what changed since the stage before marked.
public struct StageView: Sendable {
    public var width: Int

    public init(width: Int) {
        self.width = width
    }

    /// How much of the step to show above the stage.
    public enum Heading: Sendable {
        /// Where the learner is, and the step's prose: the first screen of a step.
        case positionAndProse
        /// Where the learner is only: a later stage of the same step.
        case position
        /// Nothing: the stage follows another of its step on the same screen.
        case none
    }

    /// The heading, the stage's lead, its model and driver with changes marked.
    public func render(_ stage: Stage, in lesson: Lesson, heading: Heading = .positionAndProse) -> String {
        guard let step = lesson.steps.first(where: { $0.number == stage.id.step }) else { return "" }
        var out: [String] = []
        let last = lesson.steps.last?.number ?? step.number
        if heading != .none {
            out += ["\(lesson.title) · step \(step.number) of \(last): \(step.title)", ""]
        }
        if heading == .positionAndProse, !step.prose.isEmpty {
            out += [TextLayout.wrap(step.prose, width: wrapWidth), ""]
        }
        let stageCount = step.stages.count
        let count = stageCount > 1 ? " (stage \(stage.id.stage) of \(stageCount))" : ""
        // The rule fills the heading out to the screen's width (at most 92), never past it.
        let caption = "── \(stage.id) · \(stage.title)\(count) "
        out += [caption + String(repeating: "─", count: max(2, min(width, 92) - caption.count))]
        if !stage.lead.isEmpty {
            out += [TextLayout.wrap(stage.lead, width: wrapWidth)]
        }
        let previous = lesson.stage(before: stage.id)
        if let model = stage.modelFile {
            out += ["", codeHeading("model.swift", owned: stage.ownsModel, hasPrevious: previous?.modelFile != nil)]
            out += code(model, previous: stage.ownsModel ? previous?.modelFile : nil)
        }
        out += ["", codeHeading("run.swift", owned: stage.ownsRun, hasPrevious: previous != nil)]
        out += code(stage.runFile, previous: stage.ownsRun ? previous?.runFile : nil)
        if let document = stage.document, Self.usesDocument(stage) {
            out += ["", "It reads \(document.lastPathComponent) through document(); type `doc` to see it."]
        }
        return out.joined(separator: "\n")
    }

    private var wrapWidth: Int { min(width, 92) }

    /// Whether the stage's code calls `document()` at all (a stage may keep its JSON inline).
    static func usesDocument(_ stage: Stage) -> Bool {
        [stage.modelFile, stage.runFile].compactMap { $0 }.contains { file in
            ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains("document()")
        }
    }

    private func codeHeading(_ name: String, owned: Bool, hasPrevious: Bool) -> String {
        if !owned { return "\(name) — unchanged from the stage before:" }
        return hasPrevious ? "\(name) — lines marked + are new, - are gone:" : "\(name):"
    }

    /// The file's lines, each behind a two-character gutter: `+ ` new, `- ` removed, blank kept
    /// (with no `previous`, every line is simply indented).
    func code(_ file: URL, previous: URL?) -> [String] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? "(cannot read \(file.path))"
        guard let previous, let old = try? String(contentsOf: previous, encoding: .utf8) else {
            return LineComparison.lines(text).map { "    " + $0 }
        }
        return LineDiff.diff(old: old, new: text).map { line in
            switch line {
            case .same(let text): "    " + text
            case .added(let text): "  + " + text
            case .removed(let text): "  - " + text
            }
        }
    }

    /// Only what changed since the stage before, with a line of context either side.
    public func changes(_ stage: Stage, in lesson: Lesson) -> String {
        guard let previous = lesson.stage(before: stage.id) else {
            return "This is the lesson's first stage; there is nothing before it to compare with."
        }
        var out: [String] = []
        for (name, old, new) in [("model.swift", previous.modelFile, stage.modelFile), ("run.swift", previous.runFile, stage.runFile)] {
            guard let new else { continue }
            let oldText = old.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
            let newText = (try? String(contentsOf: new, encoding: .utf8)) ?? ""
            let diff = LineDiff.diff(old: oldText, new: newText)
            guard diff.contains(where: { if case .same = $0 { false } else { true } }) else {
                out.append("\(name): unchanged since \(previous.id).")
                continue
            }
            out.append("\(name), since \(previous.id):")
            out += Self.hunks(diff)
        }
        return out.joined(separator: "\n")
    }

    /// Changed lines with one line of context, and `…` where unchanged lines were left out.
    static func hunks(_ diff: [DiffLine]) -> [String] {
        let changed = diff.indices.filter { if case .same = diff[$0] { false } else { true } }
        var keep = Set<Int>()
        for index in changed { keep.formUnion(max(0, index - 1)...min(diff.count - 1, index + 1)) }
        var out: [String] = []
        var last = -1
        for index in keep.sorted() {
            if last >= 0, index > last + 1 { out.append("    …") }
            switch diff[index] {
            case .same(let text): out.append("    " + text)
            case .added(let text): out.append("  + " + text)
            case .removed(let text): out.append("  - " + text)
            }
            last = index
        }
        return out
    }
}
