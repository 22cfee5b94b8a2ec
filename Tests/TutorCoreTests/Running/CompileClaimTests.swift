import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Two tutors on one cache asking for one program: the second waits for the first's claim, but
/// never past its deadline, never past Ctrl-C, and never behind a compile done ahead.
@Suite("A compile's claim across tutors")
struct CompileClaimTests {
    let folder = TemporaryFolder("compile-claim")
    var cache: URL { folder.url.appendingPathComponent("cache/programs") }
    var entry: URL { cache.appendingPathComponent("0123abcd") }

    @Test("A second claim waits until the first is let go, then says it waited; no claim's file is left behind")
    func secondWaits() throws {
        var first = CompileClaim.take(for: entry, in: cache, lowPriority: false, seconds: 5, cancellation: nil)
        #expect(first?.waited == false)
        // The first tutor's claim, let go by another thread in a moment.
        let holder = Mutex<CompileClaim?>(first.take())
        let released = Mutex(false)
        let letGo = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            Thread.sleep(forTimeInterval: 0.2)
            released.withLock { $0 = true }
            holder.withLock { $0 = nil }
            letGo.signal()
        }
        var second = CompileClaim.take(for: entry, in: cache, lowPriority: false, seconds: 30, cancellation: nil)
        #expect(second?.waited == true)
        #expect(released.withLock { $0 }, "it waited for the first to be let go")
        letGo.wait()
        second = nil
        #expect(
            (try? FileManager.default.contentsOfDirectory(
                atPath: folder.url.appendingPathComponent("cache/compiling").path)) == [],
            "no claim's file is left behind")
    }

    @Test("The wait is bounded: past its seconds, or at Ctrl-C, there is no claim and the compile goes ahead")
    func bounded() throws {
        let held = try #require(
            CompileClaim.take(for: entry, in: cache, lowPriority: false, seconds: 5, cancellation: nil))
        #expect(CompileClaim.take(for: entry, in: cache, lowPriority: false, seconds: 0.1, cancellation: nil) == nil)
        let cancellation = try #require(Cancellation())
        cancellation.trigger()
        #expect(
            CompileClaim.take(for: entry, in: cache, lowPriority: false, seconds: 5, cancellation: cancellation) == nil)
        withExtendedLifetime(held) {}
    }

    @Test("A learner's request never waits behind a compile done ahead at low priority; another compile ahead does")
    func lowPriorityHolder() throws {
        // The holder lets go after a moment: a request that waited would then get the claim.
        var ahead = CompileClaim.take(for: entry, in: cache, lowPriority: true, seconds: 5, cancellation: nil)
        #expect(ahead != nil)
        let letGo = DispatchSemaphore(value: 0)
        let holder = Mutex<CompileClaim?>(ahead.take())
        DispatchQueue.global().async {
            Thread.sleep(forTimeInterval: 0.3)
            holder.withLock { $0 = nil }
            letGo.signal()
        }
        #expect(
            CompileClaim.take(for: entry, in: cache, lowPriority: false, seconds: 30, cancellation: nil) == nil,
            "the learner's request went ahead")
        let another = CompileClaim.take(for: entry, in: cache, lowPriority: true, seconds: 30, cancellation: nil)
        #expect(another?.waited == true, "a compile ahead waits for the one before it")
        letGo.wait()
    }
}
