import Foundation

extension TutorHome {
    /// Every grade ever given, one line each (`ReviewLog`).
    public var reviewLogFile: URL { state.appendingPathComponent("reviews.log") }
    /// What learners typed at the quiz, each answer in a file of its own, and the files
    /// compiled from them, each named by its bytes (`AnswerProgram`).
    public var answers: URL { state.appendingPathComponent("answers") }
}

extension ReviewLog {
    /// The reviews given since the start of `now`'s day: all the queue needs to count the new
    /// cards already introduced today, read from the end of the log only.
    func reviewsToday(at now: Date) -> [ReviewRecord] {
        read(since: CardQueue.startOfDay(now))
    }

    /// Every record, with a word on `console` for lines that could not be read.
    func records(warningOn console: Console) -> [ReviewRecord] {
        let contents = read()
        if let size = contents.tooLarge {
            let sizes = [size, Int64(ReviewLog.largestFile)].map { ByteCountFormatter.string(fromByteCount: $0, countStyle: .binary) }
            console.complain("warning: your review log \(file.path) is \(sizes[0]), more than the \(sizes[1]) a review log may be (a million reviews), so it is not read: no review is shown or counted from it, and the file is left as it is. Move it away (`mv \(file.path) ~/reviews-too-large.log`) and new reviews start a fresh log.")
        }
        if let refused = contents.refused {
            console.complain("warning: \(refused.clause), so it is not read: no review is shown or counted from it.")
        }
        if contents.unreadableLines > 0 {
            let count = contents.unreadableLines
            console.complain("warning: \(TextLayout.count(count, "line")) of \(file.path) could not be read and \(count == 1 ? "was" : "were") skipped.")
        }
        return contents.records
    }
}
