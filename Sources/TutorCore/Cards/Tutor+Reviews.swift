import Foundation

extension TutorHome {
    /// Every grade ever given, one line each (`ReviewLog`).
    public var reviewLogFile: URL { state.appendingPathComponent("reviews.log") }
    /// What learners typed at the quiz, each answer in a file of its own, and the files
    /// compiled from them, each named by its bytes (`AnswerProgram`).
    public var answers: URL { state.appendingPathComponent("answers") }
}

extension Tutor {
    /// The review log in this tutor's home.
    public var reviewLog: ReviewLog { ReviewLog(file: home.reviewLogFile) }

    /// The reviews given since the start of `now`'s day: all the queue needs to count the new
    /// cards already introduced today, read from the end of the log only.
    func reviewsToday(at now: Date) -> [ReviewRecord] {
        reviewLog.read(since: CardQueue.startOfDay(now))
    }

    /// Moves the reviews an earlier tutor kept in `progress.json` to the review log, once:
    /// the log takes those it lacks, then the progress file is saved without them. Returns a
    /// warning when they could not be moved (they then stay in the progress file).
    func adoptReviewsFromProgressFile() -> String? {
        guard !progress.reviews.isEmpty else { return nil }
        do {
            try reviewLog.adopt(progress.legacyReviewRecords)
        } catch {
            return "The reviews in your progress file could not be moved to \(home.reviewLogFile.path) "
                + "(\(error.localizedDescription)); they stay in the progress file for now."
        }
        book.dropLegacyReviews()
        return nil
    }
}
