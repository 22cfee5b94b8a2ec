import Foundation

/// The screen after a stage has run: the compiler's messages and the output, each beside what
/// the lesson records, then the verdict in a sentence.
public struct RunView: Sendable {
    public var width: Int
    public var styler: Styler

    public init(width: Int, styler: Styler) {
        self.width = width
        self.styler = styler
    }

    public func render(_ stage: Stage, run: StageRun, comparison: StageComparison, withAfterword: Bool = true) -> String {
        let view = ComparisonView(width: width, styler: styler)
        let timing = run.compiledFromCache ? "from the cache" : String(format: "compiled in %.2f s", run.compile.seconds)
        var out = ["── \(stage.id) · \(stage.title) — \(timing)"]
        if !comparison.diagnostics.isEmpty {
            out += ["", "The compiler said:"]
            out.append(view.render(comparison.diagnostics, expectedTitle: "the lesson records", actualTitle: "swiftc here"))
            let located = run.compile.diagnostics.filter { $0.file != nil && $0.severity != .note }
            for diagnostic in located {
                out.append("  at " + Self.shortPlace(diagnostic))
            }
        }
        if !comparison.output.isEmpty || (run.compile.succeeded && !stage.mustNotCompile) {
            out += ["", "The program printed:"]
            out.append(view.render(comparison.output, expectedTitle: expectedTitle(stage), actualTitle: "this machine"))
        }
        if let problem = comparison.problem {
            out += ["", styler.paint(problem, .different)]
        }
        let errors = run.errorExcerpt()
        if !errors.isEmpty { out += ["", "On standard error:"] + errors.map { "  " + ComparisonView.visible($0) } }
        let legend = view.legend(rules: comparison.rulesUsed)
        if !legend.isEmpty { out += ["", legend] }
        out += ["", verdict(comparison)]
        if withAfterword, comparison.matches, !stage.afterword.isEmpty {
            out += ["", TextLayout.wrap(stage.afterword, width: min(width, 92))]
        }
        return out.joined(separator: "\n")
    }

    private func expectedTitle(_ stage: Stage) -> String {
        switch stage.provenance {
        case .lesson: "the lesson"
        case .hereFrom(line: 1): "expected (recorded here)"
        case .hereFrom(let line): "the lesson (recorded here from line \(line))"
        }
    }

    /// One sentence: the same, the same but for the platform, or different — and how much.
    public func verdict(_ comparison: StageComparison) -> String {
        let rows = comparison.output + comparison.diagnostics
        let differing = rows.filter { $0.verdict == .different }.count
        let platform = rows.filter { if case .platform = $0.verdict { true } else { false } }.count
        if comparison.matches {
            let note = platform == 0 ? "" : ", apart from \(platform) platform difference\(platform == 1 ? "" : "s") explained above"
            return styler.paint("✓ Matches the lesson\(note).", platform == 0 ? .same : .platform)
        }
        if differing == 0 {
            return styler.paint("✗ Does not match the lesson.", .different)
        }
        return styler.paint("✗ Does not match the lesson: \(differing) line\(differing == 1 ? "" : "s") differ\(differing == 1 ? "s" : "").", .different)
    }

    /// `09-coding-keys/4/model.swift:12:8` rather than a full path.
    static func shortPlace(_ diagnostic: Diagnostic) -> String {
        let path = diagnostic.file ?? "?"
        let parts = path.split(separator: "/")
        let short = parts.suffix(3).joined(separator: "/")
        return "\(short):\(diagnostic.line ?? 0):\(diagnostic.column ?? 0): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }
}
