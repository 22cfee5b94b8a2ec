/// A view laid out to the terminal's width: made either for one screen at a width known now,
/// or to read the width each time it draws, for a view that outlives a screen (the stages of
/// `run 9` are drawn one by one, minutes apart if compiles are slow).
public protocol MeasuredView {
    /// Reads the terminal's width in characters.
    var measure: () -> Int { get }
    init(measuring width: @escaping () -> Int, styler: Styler)
}

extension MeasuredView {
    /// A view for one screen, drawn now at `width` columns.
    public init(width: Int, styler: Styler) {
        self.init(measuring: { width }, styler: styler)
    }

    /// The terminal's width in characters, now.
    public var width: Int { measure() }
}
