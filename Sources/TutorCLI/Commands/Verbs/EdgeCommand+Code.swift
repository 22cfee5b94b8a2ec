import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension EdgeCommand {
    /// The code a later stage of an edge case changes, before it runs: each file the stage
    /// writes itself, marked against the stage before, so no stage runs unseen.
    static func changedCode(of stage: Stage, after previous: Stage, number: Int, of count: Int, width: Int) -> [String]
    {
        let files: [(URL?, URL?)] =
            stage.modelFiles.filter(stage.owns).map { ($0, previous.modelFile(named: $0.lastPathComponent)) }
            + [(stage.ownsRun ? stage.runFile : nil, previous.runFile)]
        var out: [String] = []
        for case (let file?, let before) in files {
            let lines = StageView(width: width).code(
                stage.shownText(of: file), previous: before.flatMap(previous.text(of:)))
            let marked = lines.contains { $0.hasPrefix("  + ") || $0.hasPrefix("  - ") }
            let heading = "Stage \(number) of \(count), \(file.lastPathComponent)"
            out +=
                [
                    "",
                    TextLayout.line(
                        marked ? heading + " — lines marked + are new, - are gone:" : heading + ":", width: width),
                ] + lines
        }
        return out
    }
}
