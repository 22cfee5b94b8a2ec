import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

/// The table `probe` prints: the variant, whether it decodes, and why not as a sentence.
package struct ProbeTable {
    package var width: Int
    package var styler: Styler

    package init(width: Int, styler: Styler) {
        (self.width, self.styler) = (width, styler)
    }

    package func render(_ report: ProbeReport) -> String {
        let nameWidth = max("variant".count, report.variants.map(\.name.count).max() ?? 0) + 2
        let answerWidth = "decodes?".count + 2
        // On a terminal too narrow for a readable sentence column, the sentence goes under its
        // row instead, so that no line runs past the edge.
        let beside = width - nameWidth - answerWidth >= 32
        let textWidth = beside ? width - nameWidth - answerWidth : max(20, width - 4)
        var lines = [TextLayout.pad("variant", to: nameWidth) + TextLayout.pad("decodes?", to: answerWidth) + "why not"]
        lines.append(
            String(repeating: "─", count: beside ? nameWidth + answerWidth + min(textWidth, 60) : min(width, 80)))
        for row in report.variants {
            let answer = styler.paint(
                TextLayout.pad(row.decodes ? "yes" : "no", to: answerWidth), row.decodes ? .same : .different)
            let words = (row.sentence ?? "").split(separator: " ").map(String.init)
            let sentence = words.isEmpty ? [""] : TextLayout.fill(words, width: textWidth)
            let indent = String(repeating: " ", count: beside ? nameWidth + answerWidth : 4)
            lines.append(TextLayout.pad(row.name, to: nameWidth) + answer + (beside ? sentence[0] : ""))
            lines += (beside ? Array(sentence.dropFirst()) : sentence.filter { !$0.isEmpty }).map { indent + $0 }
        }
        return lines.map { $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
            .joined(separator: "\n")
    }

    /// The closing sentence: how many decode, and what to do about each `no`.
    package func summary(_ report: ProbeReport) -> String {
        let total = report.variants.count
        var text: String
        if report.decodedCount == total {
            text = "The model decodes all \(total) variants."
        } else {
            text =
                """
                The model decodes \(report.decodedCount) of \(total) variants. Each `no` is a document a server could \
                send tomorrow: decide for each whether failing is right (a contract) or whether the model should bend \
                (an optional, a default in init(from:)).
                """
        }
        if report.variants.first?.decodes == false {
            text =
                "The document as it is does not decode (the `baseline` row): fix that first, the other rows "
                + "depend on it. " + text
        }
        return TextLayout.wrap(text, width: min(width, 92))
    }
}
