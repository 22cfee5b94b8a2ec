import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The table of children the signal handlers read: a child is never started unrecorded, and
/// one being reaped is signalled no more. Each test has a small table of its own, so the
/// tutor's real one (which other tests' children use) is never filled.
@Suite("Child registry")
struct ChildRegistryTests {
    @Test("With every slot taken a child is not started, and the spawn fails with a sentence")
    func fullTable() throws {
        let table = ChildTable(capacity: 2)
        for pid: pid_t in [1_000_001, 1_000_002] {
            _ = try ChildRegistry.startRecorded(in: table, kind: .ending, path: "/bin/true") { pid }
        }
        #expect(table.registered() == [1_000_001, 1_000_002])
        var started = false
        #expect(throws: LaunchError.cannotStart("/bin/true", reason: ChildRegistry.fullReason)) {
            try ChildRegistry.startRecorded(in: table, kind: .group, path: "/bin/true") {
                started = true
                return 1_000_003
            }
        }
        #expect(!started, "nothing was forked that could not be recorded")
        #expect(LaunchError.cannotStart("/bin/true", reason: ChildRegistry.fullReason).reason.contains("128 programs"))
        table.remove(1_000_001)
        #expect(try ChildRegistry.startRecorded(in: table, kind: .ending, path: "/bin/true") { 1_000_004 } == 1_000_004)
    }

    @Test("A child marked as ending is signalled no more, but still counts as recorded (no stray)")
    func endingChild() throws {
        let child = try ProcessTableTests.sleeper()
        defer {
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
        }
        let pid = child.processIdentifier
        let table = ChildTable(capacity: 4)
        _ = try ChildRegistry.startRecorded(in: table, kind: .attached, path: "/bin/sleep") { pid }
        table.markEnding(pid)
        table.signalAll(SIGKILL, attached: SIGKILL)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(child.isRunning, "a child being reaped was signalled: its pid may already be a stranger's")
        #expect(table.registered().contains(pid))
        table.remove(pid)
        #expect(table.registered().isEmpty)
    }

    @Test("An attached child is signalled by pid, with the signal for attached children")
    func attachedChild() throws {
        let child = try ProcessTableTests.sleeper()
        defer { child.waitUntilExit() }
        let table = ChildTable(capacity: 4)
        _ = try ChildRegistry.startRecorded(in: table, kind: .attached, path: "/bin/sleep") { child.processIdentifier }
        table.signalAll(SIGKILL, attached: SIGKILL)
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal && child.terminationStatus == SIGKILL)
    }
}
