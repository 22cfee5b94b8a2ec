/// `edge [<lesson>] [<n>]`: an edge case — predict, see it run, read why. At the prompt,
/// `edge` alone is the next one not yet seen; on the command line, a lesson alone is all of them.
struct EdgeCommand: Command {
    static let help = HelpEntry(verb: "edge", usage: "edge [<lesson>] [<n>]", commandLine: "edge <lesson> [<n>]",
        summary: "An edge case: predict, then see the code run live, then why.",
        details: "On the command line `edge <lesson>` goes through all of them and `edge <lesson> 3` shows one; in the tutor, `edge` alone shows the next one you have not seen.",
        section: .practise, example: "edge", commandLineExample: "edge {lesson} 3")

    let lesson: Lesson
    let number: String?

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        var rest = try words.rest(place.atPrompt ? 0...2 : 1...2)
        if let first = rest.first, let named = place.lesson(named: first) {
            lesson = named
            rest.removeFirst()
        } else if rest.count == 2 || !place.atPrompt {
            lesson = try StageReference.lesson(rest[0], in: place.lessons)
        } else {
            guard let current = place.current else {
                throw UsageError("No lesson is open.", hint: "Type `edge postcards`, or `open postcards` first.")
            }
            lesson = current.lesson
        }
        number = rest.first
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        before.isEmpty ? place.lessons.map(\.name) : []
    }

    func perform(in session: CommandSession) -> ExitStatus {
        let tutor = session.tutor
        var number = number
        if number == nil, session.prompt != nil, let withDeck = tutor.lessonsWithDecks.first(where: { $0.name == lesson.name }) {
            let seen = tutor.progress.lesson(lesson.name).edgeCasesSeen
            guard let next = withDeck.edgeCases.first(where: { !seen.contains($0.id) }) else {
                session.say("You have seen every edge case of \(lesson.title). `edge N` shows one again.")
                return .success
            }
            number = String(next.number)
        }
        return tutor.edge(lesson: lesson.name, number: number, reader: session.reader, cancellation: session.cancellation)
    }
}
