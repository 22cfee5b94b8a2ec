/// Where the learner reads: the console, the colours that carry meaning, and the terminal's
/// width, read each time it is needed so that a resized terminal is followed.
public final class Screen: Sendable {
    public let console: Console
    public let styler: Styler
    private let measure: @Sendable () -> Int

    public init(console: Console, styler: Styler, width: @escaping @Sendable () -> Int) {
        self.console = console
        self.styler = styler
        measure = width
    }

    /// The terminal's width in characters, now.
    public var width: Int { measure() }
}
