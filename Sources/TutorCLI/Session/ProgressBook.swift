import Foundation
import SwiftToolchain
import Synchronization
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The learner's progress, and the only thing that writes it.
///
/// Every change is one call here: made in memory under one lock, then merged with whatever
/// another tutor saved meanwhile and written (`ProgressStore.merge`). `run`, the prompt's
/// moves, edge cases and the quiz record through it; `verify` and the cards' own checks do
/// not record at all.
package final class ProgressBook: Sendable {
    private let store: ProgressStore
    private let console: Console
    /// False when the progress file could not be read, or a damaged one set aside.
    package let canSave: Bool
    /// What reading the file found wrong, for the start-up warnings.
    package let warnings: [String]
    private let state: Mutex<State>

    /// The progress in memory, and what the learner has been told about saving it.
    private struct State {
        var progress: Progress
        var toldNotSaved = false
        var lastProblem: String?
        /// A change was made that is not on disk: its save failed, or saving is off.
        var unsaved = false
    }

    /// Reads the progress in `file`; complaints about saving go to `console`.
    package init(file: URL, console: Console) {
        store = ProgressStore(file: file)
        self.console = console
        let saved = store.load()
        state = Mutex(State(progress: saved.progress))
        canSave = saved.canSave
        warnings = saved.warnings
    }

    /// How the session's progress stands as it ends, for the goodbye: said as it is.
    package var farewell: String {
        state.withLock { state in
            if !canSave { return "Bye. Nothing was saved this session, as the warning at the start said." }
            if state.unsaved { return "Bye. Your latest progress was not saved: the last save failed, as said above." }
            return "Bye — your place is saved."
        }
    }

    /// The progress as it stands now.
    package var snapshot: TutorDomain.Progress {
        state.withLock { $0.progress }
    }

    /// A passed stage of the lesson's own steps (not a card's or an edge case's).
    func recordPass(_ stage: Stage, of lesson: Lesson) {
        guard stage.scope == .step else { return }
        change { progress in
            guard !progress.lesson(lesson.name).passed.contains(stage.id) else { return false }
            progress.lessons[lesson.name, default: .init()].passed.insert(stage.id)
            return true
        }
    }

    /// A step shown or run.
    func markRead(step: Int, in lesson: String) {
        change { progress in
            progress.lessons[lesson, default: .init()].stepsRead.insert(step).inserted
        }
    }

    /// A change to the learner's work on step `step`'s exercise, stamped so the later of two
    /// tutors' changes wins.
    func changeExercise(step: Int, in lesson: String, _ body: (inout ExerciseRecord) -> Void) {
        change { progress in
            var record = progress.lesson(lesson).exercise(step)
            body(&record)
            record.changed = Date()
            progress.lessons[lesson, default: .init()].exercises[String(step)] = record
            return true
        }
    }

    /// A drill of step `step` as it stands now (started, or ended): it replaces the attempt
    /// that started at the same moment, or is added.
    func recordDrill(_ attempt: DrillAttempt, step: Int, in lesson: String) {
        change { progress in
            var attempts = progress.lesson(lesson).drills(of: step).filter { $0.started != attempt.started }
            attempts.append(attempt)
            progress.lessons[lesson, default: .init()].drills[String(step)] = attempts.sorted {
                $0.started < $1.started
            }
            return true
        }
    }

    /// The learner's place: this lesson, at this stage.
    func move(to stage: StageID, in lesson: String) {
        let now = Date()
        change { progress in
            progress.makeCurrent(lesson, at: now)
            progress.lessons[lesson, default: .init()].move(to: stage, at: now)
            return true
        }
    }

    /// An edge case shown, so that `edge` alone goes on to the next.
    func markSeen(edgeCase id: String, in lesson: String) {
        change { progress in
            progress.lessons[lesson, default: .init()].edgeCasesSeen.insert(id)
            return true
        }
    }

    /// A card's schedule after a grade.
    package func remember(_ memory: CardMemory, of card: Card, in lesson: String) {
        change { progress in
            progress.remember(memory, of: card, in: lesson)
            return true
        }
    }

    /// A change to the learner's scheduling settings (`cards --retention`, `--parameters`),
    /// merged and written at once. True when it was saved; when not, the learner has been told.
    @discardableResult
    package func changeScheduling(_ body: (inout SchedulingSettings) -> Void) -> Bool {
        change { progress in
            var settings = progress.scheduling ?? SchedulingSettings()
            body(&settings)
            progress.scheduling = settings
            return true
        }
    }

    /// Moves the reviews an earlier tutor kept in `progress.json` to `log`, once: the log
    /// takes those it lacks, then the progress file is saved without them. Returns a warning
    /// when they could not be moved (they then stay in the progress file).
    func moveLegacyReviews(to log: ReviewLog) -> String? {
        let legacy = snapshot
        guard !legacy.reviews.isEmpty else { return nil }
        do {
            try log.adopt(legacy.legacyReviewRecords)
        } catch {
            return "The reviews in your progress file could not be moved to \(log.file.path) "
                + "(\(error.localizedDescription)); they stay in the progress file for now."
        }
        change { progress in
            guard !progress.reviews.isEmpty else { return false }
            progress.reviews = []
            return true
        }
        return nil
    }

    /// Makes a change and saves it when `body` says it changed something. A failure to save
    /// is told once, not fatal; when the file could not be read at start nothing is written
    /// over it, and the learner is reminded once. Returns whether the change is saved.
    @discardableResult
    private func change(_ body: (inout Progress) -> Bool) -> Bool {
        state.withLock { state in
            guard body(&state.progress) else { return true }
            guard canSave else {
                state.unsaved = true
                if !state.toldNotSaved {
                    state.toldNotSaved = true
                    console.complain(
                        "(Not saved: your progress file is left as it was, as the warning at the start said.)")
                }
                return false
            }
            let told: String
            do {
                state.progress = try store.merge(state.progress)
                state.lastProblem = nil
                state.unsaved = false
                return true
            } catch let problem as ProgressProblem {
                told = problem.text
            } catch {
                told = "Your progress was not saved (\(error.localizedDescription)); the file is as it was."
            }
            // Said once, not after every step of a `run` or every card of a quiz.
            if told != state.lastProblem { console.complain(told) }
            state.lastProblem = told
            state.unsaved = true
            return false
        }
    }
}
