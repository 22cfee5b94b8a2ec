import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `cards [<lesson>] [--due | --stats | --log | --card <n> | --cram | --retention R |
/// --parameters FILE | --export anki] [--json]`: the quiz, one card, the cards due, the
/// learner's statistics, every review, a cram session, the scheduler's settings, or the deck
/// for Anki.
struct CardsCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "cards", arguments: [.lesson(.optional)], options: CardsRequest.options,
        summary:
            """
            The flash-card quiz; one card; the cards due; your statistics; your reviews; cramming; your retention \
            target; the deck for Anki.
            """,
        details:
            """
            Each card shows its question, and is judged by running code or by an exact comparison. A "what does it \
            print" card shows a program: type what it prints (spacing is not compared) or pick what happens, and the \
            tutor runs it and compares. A "value" card takes one Swift expression, compiled where the card's own \
            stands, and compares the values. A "pick one" card takes the letter of a choice. A card no program can \
            show says so and leaves the grade to you. Each suggests a grade — never a right one for "no idea". A \
            "how would you write it" card first shows its contract — the names in scope and what your Swift must \
            do — and then runs your statements or types with its own code and compares the result with its own \
            answer's; two blank lines in a row end your Swift, so a paste may hold single blank lines. Lines typed at \
            a terminal before the grade prompt appears (the rest of a paste) are set aside. Enter at the grade prompt \
            takes the suggested grade; your own grade always wins. Cards come back when you are about to forget them \
            (FSRS-6, aiming at {retention} retention unless you set your own target); at most {new-per-day} new cards \
            a day per lesson. `--card 3` (or a card's name, or its id as `--log` shows it) asks that card now, due or \
            not; with no lesson named, give its id. `--due` lists the cards due now, `--stats` counts your reviews \
            and shows your retention target, the retention you reached so far and the reviews a day the target costs \
            over the next 30 days, `--log` prints every review as CSV for FSRS's optimizer (card_id, review_time in \
            ms, review_rating, review_state 0 new to 3 relearning, review_duration: the ms from the card shown to the \
            end of your answer, so the judging, the back of the card and the grade prompt are left out, as the \
            optimizer wants the time to answer), `--log --json` the same with each card's lesson and name. `--cram` \
            asks every card of the lesson (or, with `--topic Dates`, of one topic) before an interview, say: your \
            grades are shown, never stored, so your schedule and review log stay as they were. `--retention 0.85` \
            sets the chance of recall each interval aims for, from 0.70 to 0.97: a lower target means fewer reviews \
            and more forgetting. `--parameters FILE` takes 21 FSRS-6 weights fitted to your reviews \
            (`scripts/fit-fsrs` fits them and hands them over), checked against FSRS-6's bounds; `--parameters \
            default` goes back to FSRS-6's own. `--export anki` writes the cards in Anki's text import format (to \
            standard output, or a file with `--to FILE`), one note per card with its code and output, tagged by \
            lesson and topic; importing it again updates the notes instead of adding copies. One of these at a time. \
            Every grade is saved as you give it, in reviews.log in the state folder; the Swift you type at a card is \
            kept under answers/.
            """,
        section: .practise, commandLineExample: "cards {lesson} --due")

    let request: CardsRequest
    /// The time the quiz and the lists go by; tests set it.
    var clock: () -> Date = Date.init

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        switch request.mode {
        case .quiz: try askDueCards(in: session)
        case .card(let reference): try askCard(reference, in: session)
        case .due: try listDueCards(in: session)
        case .stats: try statistics(in: session)
        case .log: try printReviewLog(in: session)
        case .cram(let topic): try cram(topic: topic, in: session)
        case .retention(let target): return setRetention(target, in: session)
        case .parameters(let source): return try setParameters(from: source, in: session)
        case .exportAnki(let file): return try exportAnki(to: file, in: session)
        case .replay(let file): return try replay(file, in: session)
        }
        return .success
    }

    /// The decks the request is about: the named lesson's, or every lesson's.
    func chosenDecks(in session: CommandSession) throws(CommandFailure) -> [Deck] {
        let catalogue = session.catalogue
        guard let name = request.lesson else { return catalogue.decks }
        return [catalogue.deck(for: try StageReference.lesson(name, in: catalogue.lessons))]
    }

    /// The decks to ask or list due cards from: the chosen ones; but when the lesson is only
    /// the one open at the prompt and none of its cards is due while others are, every lesson's,
    /// with the sentence that says so. The learner back for the day's reviews is never told
    /// that nothing is due because the lesson they happen to be in has none.
    /// The due cards of those decks come with them, read once.
    func decksWithDueCards(in session: CommandSession) throws(CommandFailure)
        -> (decks: [Deck], due: [CardQueue.Entry], widened: String?)
    {
        let chosen = try chosenDecks(in: session)
        let due = session.tutor.dueCards(in: chosen, at: clock())
        guard request.lessonIsTheOpenOne, let open = chosen.first?.lesson, due.isEmpty else {
            return (chosen, due, nil)
        }
        let all = session.catalogue.decks
        let dueAnywhere = session.tutor.dueCards(in: all, at: clock())
        guard !dueAnywhere.isEmpty else { return (chosen, due, nil) }
        let none =
            chosen.first?.cards.isEmpty == true ? "\(open.name) has no cards" : "No \(open.name) card is due now"
        return (all, dueAnywhere, "\(none); your other lessons have \(CardQueue.Counts(dueAnywhere).phrase):")
    }

    /// `cards [<lesson>]`: the due cards, asked in turn.
    private func askDueCards(in session: CommandSession) throws(CommandFailure) {
        let (decks, _, widened) = try decksWithDueCards(in: session)
        if let widened { session.screen.sayLine(widened) }
        quiz(in: session).start(decks: decks)
    }

    /// `cards [<lesson>] --card <n|name>`: one card now, due or not. With a lesson, `n` is the
    /// card's number in it (or its id); with none, its id, which is unique across lessons.
    private func askCard(_ reference: String, in session: CommandSession) throws(CommandFailure) {
        let catalogue = session.catalogue
        var deck: Deck?
        if let name = request.lesson {
            deck = catalogue.deck(for: try StageReference.lesson(name, in: catalogue.lessons))
        }
        let found = CardIndex(catalogue.decks).cards(named: reference, in: deck)
        guard found.count == 1, let card = found.first else {
            throw Self.noSuchCard(reference, in: deck, matches: found)
        }
        quiz(in: session).start(card: card.card, of: catalogue.deck(for: card.lesson))
    }

    func quiz(in session: CommandSession) -> Quiz {
        let quiz = Quiz(
            book: session.book, screen: session.screen, runner: session.runner, reader: session.reader,
            scheduler: FSRSScheduler(parameters: session.book.snapshot.schedulerParameters),
            cancellation: session.cancellation,
            clock: clock)
        quiz.next = session.next
        return quiz
    }

    /// Why `--card <reference>` names no single card, and what would.
    private static func noSuchCard(_ reference: String, in deck: Deck?, matches: [CardIndex.Found]) -> CommandFailure {
        if let deck {
            let lesson = deck.lesson
            return CommandFailure(
                "\(lesson.title) has no card “\(reference)”: its cards are numbered 1 to \(deck.cards.count).",
                hint: "`cards \(lesson.name) --due` lists them with their names.")
        }
        if matches.count > 1 {
            let lessons = matches.map { "`cards \($0.lesson.name) --card \(reference)`" }.joined(separator: " or ")
            return CommandFailure(
                "“\(reference)” names a card in more than one lesson.", hint: "Name the lesson: \(lessons).")
        }
        if Int(reference) != nil {
            return CommandFailure(
                "No card has the id \(reference).",
                hint:
                    """
                    Without a lesson, `--card` takes a card's id (`cards --due --json` shows it); with one, its \
                    number: `cards postcards --card 3`.
                    """
            )
        }
        return CommandFailure(
            "No card is named “\(reference)”.",
            hint: """
                `cards --due` lists the cards with their names.
                """)
    }
}

extension CardsCommand {
    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        var request = try CardsRequest(words)
        switch request.mode {
        case .retention, .parameters, .replay:
            // Settings for every card: the lesson open at the prompt does not narrow them.
            break
        default:
            if request.lesson == nil, let open = place.current?.lesson.name {
                request.lesson = open
                request.lessonIsTheOpenOne = true
            }
        }
        self.request = request
    }
}
