import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The learner's retention target and weights: FSRS-6's bounds, how they are kept in the
/// progress file, and how two tutors' changes merge.
@Suite("Scheduling settings and FSRS-6's bounds")
struct SchedulingSettingsTests {
    let folder = TemporaryFolder("scheduling")

    @Test("The defaults lie within FSRS-6's bounds; each weight just outside its range is named, with its range")
    func bounds() {
        let defaults = FSRSParameters.defaultWeights
        #expect(FSRSParameters.weightBounds.count == 21)
        #expect(FSRSParameters.outOfRange(defaults).isEmpty)
        for (index, allowed) in FSRSParameters.weightBounds.enumerated() {
            var weights = defaults
            weights[index] = allowed.upperBound
            #expect(FSRSParameters.outOfRange(weights).isEmpty, "w\(index) at its upper bound")
            weights[index] = allowed.upperBound + 0.01
            #expect(
                FSRSParameters.outOfRange(weights) == [
                    .init(index: index, value: allowed.upperBound + 0.01, allowed: allowed)
                ])
            weights[index] = allowed.lowerBound - 0.0005
            #expect(FSRSParameters.outOfRange(weights).map(\.index) == [index], "w\(index) under its lower bound")
        }
        var broken = defaults
        broken[3] = .nan
        broken[20] = .infinity
        #expect(FSRSParameters.outOfRange(broken).map(\.index) == [3, 20])
    }

    @Test("The optimizer's defaults, computed in 32-bit floats, count as the defaults; a fitted set does not")
    func defaultsFromTheOptimizer() {
        let asFloat = FSRSParameters.defaultWeights.map { Double(Float($0)) }
        #expect(asFloat != FSRSParameters.defaultWeights)
        #expect(FSRSParameters.areDefaults(asFloat))
        var fitted = FSRSParameters.defaultWeights
        fitted[0] = 0.3
        #expect(!FSRSParameters.areDefaults(fitted))
        #expect(!FSRSParameters.areDefaults(Array(FSRSParameters.defaultWeights.prefix(19))))
    }

    @Test("Settings give the scheduler its parameters: the learner's over the tutor's defaults")
    func parameters() {
        #expect(Progress().schedulerParameters == FSRSParameters())
        var progress = Progress()
        var weights = FSRSParameters.defaultWeights
        weights[0] = 0.4
        progress.scheduling = SchedulingSettings(desiredRetention: 0.8, weights: weights)
        #expect(progress.schedulerParameters.desiredRetention == 0.8)
        #expect(progress.schedulerParameters.weights == weights)
        #expect(progress.schedulerParameters.learningSteps == FSRSParameters().learningSteps)
    }

    @Test("Saved and read back through the store; a file without them stays without them")
    func roundTrip() throws {
        let store = ProgressStore(file: folder.url.appendingPathComponent("progress.json"))
        try store.save(Progress())
        #expect(try !String(contentsOf: store.file, encoding: .utf8).contains("scheduling"))
        var progress = Progress()
        progress.scheduling = SchedulingSettings(
            desiredRetention: 0.85, retentionChanged: Date(timeIntervalSince1970: 100))
        try store.save(progress)
        let loaded = store.load()
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.progress.scheduling == progress.scheduling)
    }

    @Test(
        "A saved target or weights outside what `cards` accepts are dropped, said, and the defaults schedule",
        arguments: [
            #"{"desiredRetention": 0.3}"#, #"{"desiredRetention": 0.99}"#, #"{"weights": [1, 2, 3]}"#,
            #"{"weights": [0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 1.5, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542]}"#,
        ])
    func damaged(saved: String) throws {
        let file = folder.write(
            #"{"version": 1, "currentLesson": "trips", "scheduling": \#(saved)}"#, to: "progress.json")
        let loaded = ProgressStore(file: file).load()
        #expect(loaded.progress.scheduling == nil)
        #expect(loaded.progress.currentLesson == "trips")
        #expect(loaded.progress.schedulerParameters == FSRSParameters())
        #expect(loaded.warnings.contains { $0.contains("scheduling") })
    }

    @Test("Of two tutors' changes, each setting set later wins, and one tutor's change keeps the other's")
    func merge() {
        let early = Date(timeIntervalSince1970: 1_000)
        let late = Date(timeIntervalSince1970: 2_000)
        var saved = Progress()
        saved.scheduling = SchedulingSettings(desiredRetention: 0.8, retentionChanged: late)
        var mine = Progress()
        mine.scheduling = SchedulingSettings(
            desiredRetention: 0.95, retentionChanged: early, weights: [0.5], weightsChanged: early)
        let merged = saved.merged(with: mine)
        #expect(merged.scheduling?.desiredRetention == 0.8)
        #expect(merged.scheduling?.weights == [0.5])
        // A tutor that never touched the settings leaves the saved ones alone.
        #expect(saved.merged(with: Progress()).scheduling == saved.scheduling)
        // Going back to the defaults later wins over weights set earlier.
        var reset = Progress()
        reset.scheduling = SchedulingSettings(weights: nil, weightsChanged: late)
        #expect(merged.merged(with: reset).scheduling?.weights == nil)
    }
}
