import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Where the learner reads: the console, the colours that carry meaning, and the terminal's
/// width, read each time it is needed so that a resized terminal is followed.
package final class Screen: Sendable {
    package let console: Console
    package let styler: Styler
    private let measure: @Sendable () -> Int

    package init(console: Console, styler: Styler, width: @escaping @Sendable () -> Int) {
        self.console = console
        self.styler = styler
        measure = width
    }

    /// The terminal's width in characters, now.
    package var width: Int { measure() }

    /// Says one line of the tutor's own — a `Next:` line, a row of a list — wrapped at words
    /// to the terminal by `TextLayout.line`, its later lines under `hanging`.
    func sayLine(_ text: String, hanging: String = "  ") {
        console.say(TextLayout.line(text, width: width, hanging: hanging))
    }

    /// Says one row of a list by `TextLayout.row`: `front` as it is, `text` wrapped beside it.
    func sayRow(_ front: String, _ text: String) {
        console.say(TextLayout.row(front, text, width: width))
    }
}
