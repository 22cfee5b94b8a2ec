/// A command whose first word may name a lesson (`open`, `steps`, `lessons`, `edge`,
/// `verify`, `cards`): Tab offers the lessons there, and nothing after.
protocol LessonCommand: Command {}

extension LessonCommand {
    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        before.isEmpty ? place.lessons.map(\.name) : []
    }
}
