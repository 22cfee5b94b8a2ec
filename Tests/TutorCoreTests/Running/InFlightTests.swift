import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Two requests for one program in one tutor: the second waits for the first, but never past
/// a Ctrl-C, and never behind a compile done ahead at low priority.
@Suite("Compiles in flight")
struct InFlightTests {
    let scripted = ScriptedCache()

    /// A compile that holds on until its own cancellation is triggered, or `seconds` pass.
    static func holdsOn(_ request: ProcessRequest, seconds: Double = 20) -> ProcessResult {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if request.cancellation?.isTriggered == true {
                return ProcessResult(ending: .signalled(SIGKILL), cancelled: true)
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return ScriptedCache.compiles()(request)
    }

    /// Starts `work` on a thread of its own and waits until the compile it starts is under way.
    static func startFirst(_ started: Box<Bool>, _ work: @escaping @Sendable () -> Void) -> DispatchGroup {
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { work() }
        for _ in 0..<2000 where !started.value { Thread.sleep(forTimeInterval: 0.005) }
        return group
    }

    /// A compile of `model` in this test's cache, holding on in a thread of its own until the
    /// caller triggers `first` and waits for `group`.
    func holdingCompile(of model: URL) throws -> (
        cache: CompiledProgramCache, first: Cancellation, group: DispatchGroup
    ) {
        let started = Box(false)
        let first = try #require(Cancellation())
        let (cache, _) = scripted.makeCache { request in
            started.value = true
            return Self.holdsOn(request)
        }
        let group = Self.startFirst(started) {
            _ = try? cache.program(sources: [model], flags: [], cancellation: first)
        }
        #expect(started.value)
        return (cache, first, group)
    }

    @Test("Ctrl-C ends a wait for another thread's compile of the same program")
    func cancelledWait() throws {
        let model = scripted.folder.write("let x = 1\n", to: "Model.swift")
        let (cache, first, group) = try holdingCompile(of: model)
        defer {
            first.trigger()
            group.wait()
        }
        let mine = try #require(Cancellation())
        mine.trigger()
        #expect(throws: CompilerError.cancelled) { try cache.program(sources: [model], flags: [], cancellation: mine) }
        #expect(!first.isTriggered, "the other compile, at the same priority, goes on")
    }

    @Test("The learner's request does not wait behind a compile done ahead at low priority: it compiles itself")
    func lowPriorityOwnerStopped() throws {
        let model = scripted.folder.write("let y = 2\n", to: "Model.swift")
        let started = Box(false)
        let ahead = try #require(Cancellation())
        let (cache, launcher) = scripted.makeCache { request in
            guard request.lowPriority else { return ScriptedCache.compiles()(request) }
            started.value = true
            return Self.holdsOn(request)
        }
        let group = Self.startFirst(started) {
            _ = try? cache.program(sources: [model], flags: [], cancellation: ahead, lowPriority: true)
        }
        defer {
            ahead.trigger()
            group.wait()
        }
        #expect(started.value)
        let entry = try cache.program(sources: [model], flags: [], cancellation: nil)
        #expect(entry.result.succeeded)
        #expect(ahead.isTriggered, "the compile done ahead was stopped, not waited for")
        #expect(
            launcher.requests.contains { $0.arguments.contains("-o") && !$0.lowPriority }, "compiled at normal priority"
        )
    }

    @Test("Two caches in different folders compiling the same program do not wait on each other")
    func otherCacheNotWaitedFor() throws {
        let model = scripted.folder.write("let z = 3\n", to: "Model.swift")
        let (_, first, group) = try holdingCompile(of: model)
        defer {
            first.trigger()
            group.wait()
        }
        // The same sources, flags and compiler, so the same key, in another home. Its Ctrl-C is
        // already pressed: a wait would end at once in `cancelled`, a compile of its own does not.
        let other = ScriptedCache()
        let (otherCache, otherLauncher) = other.makeCache(answer: ScriptedCache.compiles())
        let mine = try #require(Cancellation())
        mine.trigger()
        let entry = try otherCache.program(sources: [model], flags: [], cancellation: mine)
        #expect(entry.result.succeeded)
        #expect(entry.executable.path.hasPrefix(other.folder.url.path))
        #expect(ScriptedCache.compileCount(otherLauncher) == 1)
    }
}
