import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The stage screen's headings fit the terminal and say only what is true of the code below.
@Suite("Stage view")
struct StageViewTests {
    var postcards: Lesson {
        LessonLoader(root: packageRoot).load().lessons.first { $0.name == "postcards" }!
    }

    @Test("Step numbers read the same way in every lesson: the number typed, of the steps counted from 1")
    func stepNumbers() throws {
        let lessons = LessonLoader(root: packageRoot).load().lessons
        let trips = try #require(lessons.first { $0.name == "trips" })
        let heading = { (lesson: Lesson, step: Int) in
            StageView(width: 200).render(lesson.step(step)!.stages[0], in: lesson).components(separatedBy: "\n")[0]
        }
        #expect(heading(postcards, 0).hasPrefix("Codable: what the compiler writes · step 0 (before step 1 of 12): "))
        #expect(heading(postcards, 3).hasPrefix("Codable: what the compiler writes · step 3 of 12: "))
        #expect(heading(postcards, 12).contains(" · step 12 of 12: "))
        #expect(heading(trips, 1).hasPrefix("Trips that are still there tomorrow · step 1 of 5: "))
        #expect(heading(trips, 5).contains(" · step 5 of 5: "))
    }

    @Test("A multi-stage heading, its (stage 1 of 2) counted, never runs past the width", arguments: [40, 60, 80, 120])
    func headingFits(width: Int) throws {
        let lesson = postcards
        for step in lesson.steps {
            for stage in step.stages {
                let screen = StageView(width: width).render(stage, in: lesson)
                let heading = screen.components(separatedBy: "\n").filter {
                    $0.hasPrefix("── ") || $0.hasPrefix("   ") && $0.hasSuffix("─")
                }
                #expect(!heading.isEmpty)
                #expect(heading.allSatisfy { $0.count <= width }, "\(stage.id) at \(width): \(heading)")
                if step.stages.count > 1 {
                    let joined = screen.replacingOccurrences(of: "\n   ", with: " ")
                    #expect(joined.contains("(stage \(stage.id.stage) of \(step.stages.count))"), "\(stage.id)")
                }
            }
        }
    }

    @Test("A file is said to have + or - lines only when it shows some")
    func marksAreTrue() throws {
        let lesson = postcards
        for step in lesson.steps {
            for stage in step.stages {
                let lines = StageView(width: 80).render(stage, in: lesson).components(separatedBy: "\n")
                for (index, line) in lines.enumerated()
                where line.hasPrefix("model.swift") || line.hasPrefix("run.swift") {
                    let code = lines[(index + 1)...].prefix { !$0.isEmpty }
                    let added = code.contains { $0.hasPrefix("  + ") }
                    let removed = code.contains { $0.hasPrefix("  - ") }
                    #expect(line.contains("+ are new") == added, "\(stage.id): \(line)")
                    #expect(line.contains("- are gone") == removed, "\(stage.id): \(line)")
                }
            }
        }
        let step3 = try #require(lesson.stage(StageID(step: 3, stage: 2)))
        #expect(StageView(width: 80).render(step3, in: lesson).contains("run.swift — unchanged from the stage before:"))
    }
}
