import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

/// A view laid out to the terminal's width: made either for one screen at a width known now,
/// or to read the width each time it draws, for a view that outlives a screen (the stages of
/// `run 9` are drawn one by one, minutes apart if compiles are slow).
package protocol MeasuredView {
    /// Where the view draws: the width and the colours.
    var canvas: ViewCanvas { get }
    init(canvas: ViewCanvas)
}

/// What a measured view draws on: a way to read the terminal's width, and the styler that
/// colours the marks. Held once, so that each view declares only what it draws.
package struct ViewCanvas {
    /// Reads the terminal's width in characters.
    package let measure: () -> Int
    package var styler: Styler
}

extension MeasuredView {
    /// A view that reads the width each time it draws.
    package init(measuring width: @escaping () -> Int, styler: Styler) {
        self.init(canvas: ViewCanvas(measure: width, styler: styler))
    }

    /// A view for one screen, drawn now at `width` columns.
    package init(width: Int, styler: Styler) {
        self.init(measuring: { width }, styler: styler)
    }

    /// The terminal's width in characters, now.
    package var width: Int { canvas.measure() }

    package var styler: Styler { canvas.styler }
}
