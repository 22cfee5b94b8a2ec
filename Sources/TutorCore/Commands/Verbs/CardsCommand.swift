/// `cards [<lesson>] [--due | --stats | --log | --card <n>] [--json]`: the quiz, one card,
/// the cards due, the learner's statistics, or every review.
struct CardsCommand: Command {
    static let help = HelpEntry(verb: "cards", usage: "cards [<lesson>] [--due | --stats | --log | --card <n>] [--json]",
        commandLine: "cards [<lesson>] [--due | --stats | --log | --card <n>] [--json]",
        summary: "The flash-card quiz; one card; the cards due; your statistics; your reviews.",
        details: "Each card shows its question. A trick question wants a few words of your own: the card reads them for their meaning (its ideas of a right answer and of the usual wrong ones), says what it found, and suggests a grade — never a right one for \"no idea\"; when it cannot tell, it says so and leaves the grade to you. A how-to card first shows its contract — the names in scope and what your Swift must do — and then runs your statements or types with its own code and compares the result with its own answer's; two blank lines in a row end your Swift, so a paste may hold single blank lines. Lines typed at a terminal before the grade prompt appears (the rest of a paste) are set aside. Enter at the grade prompt takes the suggested grade; your own grade always wins. Cards come back when you are about to forget them (FSRS-6, {retention} retention); at most {new-per-day} new cards a day per lesson. `--card 3` (or a card's name, or its id as `--log` shows it) asks that card now, due or not; with no lesson named, give its id. `--due` lists the cards due now, `--stats` counts your reviews, `--log` prints every review as CSV for FSRS's optimizer (card_id, review_time in ms, review_rating, review_state 0 new to 3 relearning, review_duration: the ms from the card shown to the end of your answer, so the judging, the back of the card and the grade prompt are left out, as the optimizer wants the time to answer), `--log --json` the same with each card's lesson and name. One of these at a time. Every grade is saved as you give it, in reviews.log in the state folder; what you type at a how-to card is kept under answers/.",
        section: .practise, example: "cards", commandLineExample: "cards {lesson} --due")

    let request: CardsRequest

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        var request = try CardsRequest.parse(words.all)
        request.lesson = request.lesson ?? place.current?.lesson.name
        self.request = request
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        before.isEmpty ? place.lessons.map(\.name) : []
    }

    func perform(in session: CommandSession) -> ExitStatus {
        let reader = request.asksCards ? session.reader : nil
        return session.tutor.cards(request, reader: reader, cancellation: session.cancellation)
    }
}
