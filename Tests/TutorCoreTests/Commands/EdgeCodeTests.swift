import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// An edge case shows the code of every stage it runs, not only the first.
@Suite("Edge cases show every stage's code")
struct EdgeCodeTests {
    static let decks = LessonLoader(root: packageRoot).loadWithDecks().decks

    @Test("Every later stage that writes a model or a run() of its own shows it, marked against the stage before")
    func everyStageShown() throws {
        var shown = 0
        for deck in Self.decks {
            for edgeCase in deck.edgeCases {
                for (index, stage) in edgeCase.stages.enumerated().dropFirst() {
                    let code = EdgeCommand.changedCode(
                        of: stage, after: edgeCase.stages[index - 1], number: index + 1,
                        of: edgeCase.stages.count, width: 100)
                    let owned = stage.modelFiles.filter(stage.owns) + (stage.ownsRun ? [stage.runFile] : [])
                    for file in owned {
                        #expect(
                            code.contains {
                                $0.hasPrefix(
                                    "Stage \(index + 1) of \(edgeCase.stages.count), \(file.lastPathComponent)")
                            },
                            "\(deck.lesson.name) \(edgeCase.id) stage \(index + 1)")
                    }
                    shown += owned.count
                }
            }
        }
        #expect(shown > 0)
    }

    @Test("Postcards edge 1's second stage shows the `let` becoming a `var`; Trips edge 1's repairs are shown")
    func theCasesReported() throws {
        let postcards = try #require(
            Self.decks.first { $0.lesson.name == "postcards" }?.edgeCases.first { $0.number == 1 })
        let letToVar = EdgeCommand.changedCode(
            of: postcards.stages[1], after: postcards.stages[0], number: 2, of: postcards.stages.count, width: 100)
        #expect(letToVar.contains("  -     let nights = 1"))
        #expect(letToVar.contains("  +     var nights = 1"))
        let trips = try #require(Self.decks.first { $0.lesson.name == "trips" }?.edgeCases.first { $0.number == 1 })
        for index in trips.stages.indices.dropFirst() {
            let repair = EdgeCommand.changedCode(
                of: trips.stages[index], after: trips.stages[index - 1], number: index + 1,
                of: trips.stages.count, width: 100)
            #expect(repair.contains { $0.hasPrefix("  + ") }, "trips edge 1 stage \(index + 1)")
        }
    }
}
