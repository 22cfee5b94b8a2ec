import Foundation
import TutorBase
import TutorCLI
import TutorSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pipe end the SIGINT handler writes one byte to, or -1 for none.
///
/// A C signal handler can capture nothing, so it reads this word, made before the handler is
/// installed and never freed (see `SignalWord`).
let interruptTrigger = SignalWord(-1)

/// The SIGINT handler: writes one byte to `interruptTrigger` and nothing else, because
/// write() is async-signal-safe and almost nothing else is.
private func writeInterruptByte(_: Int32) {
    let savedErrno = errno
    var byte: UInt8 = 1
    _ = write(interruptTrigger.value, &byte, 1)
    errno = savedErrno
}

/// What the tutor needs to know about, and do with, the terminal it runs in.
enum Terminal {
    /// Whether standard input is a terminal (so line editing makes sense).
    static var isInputTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether standard output is a terminal (so escape codes and widths make sense).
    static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The narrowest and widest layouts the tutor draws: below 20 columns nothing fits, and
    /// beyond 500 a side-by-side is only padding (`COLUMNS=1000000000` once meant a gigabyte
    /// of it, and a larger number an allocation that aborted).
    static let widths = 20...500

    /// The width of the output in columns: the terminal's own, else `$COLUMNS`, else 80;
    /// clamped to `widths`.
    ///
    /// Asked of the terminal at every call, which is every time a view is laid out: after a
    /// resize (SIGWINCH, which libedit handles for the line being typed) the next command
    /// already fits the new width. An ioctl costs less than keeping a cached size honest.
    static func width(environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return clamped(Int(size.ws_col))
        }
        let text = environment["COLUMNS"]?.trimmingCharacters(in: .whitespaces)
        if let columns = text.flatMap(Int.init), columns > 0 {
            return clamped(columns)
        }
        return 80
    }

    /// The terminal's rows and columns now, asked each time (it may have been resized since);
    /// nil when standard output is not a terminal.
    @Sendable static func size() -> (rows: Int, columns: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    static func clamped(_ columns: Int) -> Int {
        min(max(columns, widths.lowerBound), widths.upperBound)
    }

    /// Whether colour escape codes may be written: a terminal that is not "dumb", and no
    /// `NO_COLOR` (https://no-color.org: any non-empty value turns colour off).
    static func allowsColor(environment: [String: String]) -> Bool {
        guard isOutputTerminal, environment["TERM"] != "dumb" else { return false }
        return environment[EnvironmentVariable.noColor.name]?.isEmpty ?? true
    }

    /// Moves the cursor home and erases the screen, as libedit's Ctrl-L does on the terminals
    /// the tutor runs in; the scrollback is kept, as Ctrl-L keeps it.
    static func clearScreen() {
        let codes = Array("\u{1B}[H\u{1B}[2J".utf8)
        _ = codes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    /// Sends every SIGINT to `descriptor` (a pipe's write end) from now on.
    ///
    /// `SA_RESTART` keeps ordinary reads and waits from failing with `EINTR` on a Ctrl-C;
    /// poll() is never restarted, so whoever polls the pipe's read end still wakes at once.
    /// - Returns: the disposition it replaced, for `restoreInterrupts(_:)`.
    ///
    /// A tutor started with SIGINT ignored (a job started with `&` by a shell without job
    /// control) leaves it ignored: the route is not changed.
    @discardableResult
    static func routeInterrupts(to descriptor: Int32) -> InterruptRoute {
        let previousDescriptor = interruptTrigger.value
        var current = sigaction()
        guard !ProcessGuard.ignoredAtStart.contains(SIGINT) else {
            sigaction(SIGINT, nil, &current)
            return InterruptRoute(descriptor: previousDescriptor, action: current)
        }
        // The descriptor first, so a signal arriving in between already finds it.
        interruptTrigger.value = descriptor
        let previousAction = Syscalls.installHandler(writeInterruptByte, for: SIGINT)
        return InterruptRoute(descriptor: previousDescriptor, action: previousAction)
    }

    /// Puts back the SIGINT handling that `routeInterrupts(to:)` replaced.
    static func restoreInterrupts(_ route: InterruptRoute) {
        var action = route.action
        sigaction(SIGINT, &action, nil)
        interruptTrigger.value = route.descriptor
    }

    /// Runs long work (a compile, a learner's program) so that Ctrl-C cancels it.
    ///
    /// For the duration of `work`, SIGINT triggers `cancellation` instead of reaching the
    /// prompt; `work` polls `cancellation.isTriggered` or its `readDescriptor`. Earlier
    /// triggers are forgotten first. Afterwards the previous handling (the prompt's) is back.
    static func whileRunning<Result>(
        cancellation: Cancellation,
        _ work: () throws -> Result
    ) rethrows -> Result {
        cancellation.reset()
        let previous = routeInterrupts(to: cancellation.signalSafeTriggerDescriptor)
        defer { restoreInterrupts(previous) }
        return try work()
    }
}

/// A SIGINT disposition saved by `Terminal.routeInterrupts(to:)`, to be put back later.
struct InterruptRoute {
    /// The descriptor the shared handler wrote to before.
    let descriptor: Int32
    /// The signal action that was installed before.
    let action: sigaction
}
