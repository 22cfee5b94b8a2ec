import CLibEdit
import Foundation
import Synchronization
import TutorBase
import TutorCLI
import TutorSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// libedit calls back through C function pointers, which capture nothing: what the callbacks
// need lives in these globals. There is one prompt per process, so one editor. No signal
// handler reads them (the SIGINT handler writes to a pipe), so they are checked.

/// The REPL's completer, called on Tab. libedit calls back from `readline()`, on the thread
/// that reads the line: the main thread, whose actor the completer belongs to.
@MainActor private var completionProvider: ((String, Int) -> [String])?
/// The read end of the pipe the prompt's SIGINT handler writes to.
private let promptInterruptDescriptor = Mutex<Int32>(-1)
/// Set by `readKey` when a Ctrl-C, not the end of input, ended the read.
private let promptWasInterrupted = Mutex(false)
/// Set to 1 by the SIGCONT handler: after Ctrl-Z and `fg` the prompt must be drawn again.
/// A `SignalWord`, made before the handler is installed, because the handler writes it.
private let promptWasContinued = SignalWord(0)

/// The SIGCONT handler: only notes the fact; `readByte` redraws outside the handler.
private func noteContinued(_: Int32) {
    promptWasContinued.value = 1
}

/// Line editing at the prompt with libedit: history, Tab completion, Ctrl-C and Ctrl-D.
///
/// Use it only when stdin and stdout are terminals; otherwise the tutor reads with
/// `PlainLineReader`. Create one per process: libedit's readline layer is global state.
final class LineEditor: LineReader {
    /// The pipe SIGINT writes to while the prompt owns Ctrl-C.
    private let interrupt: Cancellation
    /// Lines typed while no prompt is shown (during `watch`): the terminal is in its ordinary
    /// line mode then, and libedit reads byte by byte, so nothing is buffered in between.
    private var typedAhead = DescriptorLines(descriptor: STDIN_FILENO)

    /// Sets up libedit, loads `history` for Up-arrow recall and installs `complete` for Tab.
    ///
    /// - Parameters:
    ///   - history: earlier commands, oldest first (the tutor keeps the file itself).
    ///   - complete: given the line up to the cursor and how many of its last Unicode
    ///     scalars libedit replaces, what may replace them. One candidate is completed with a space after it (none
    ///     after a directory ending in `/`); several complete their common prefix and a
    ///     second Tab lists them.
    @MainActor init?(
        history: [String],
        complete: @escaping (_ lineBeforeCursor: String, _ replacedScalars: Int) -> [String]
    ) {
        guard let interrupt = Cancellation() else { return nil }
        self.interrupt = interrupt
        completionProvider = complete
        promptInterruptDescriptor.withLock { $0 = interrupt.readDescriptor }
        Terminal.routeInterrupts(to: interrupt.signalSafeTriggerDescriptor)
        promptWasContinued.value = 0
        Syscalls.installHandler(noteContinued, for: SIGCONT)
        Self.useUTF8Locale()

        // rl_initialize() reads these three once, so they go first. libedit keeps its own
        // signal handling (cooked mode on SIGTSTP/SIGTERM, redraw on SIGCONT, resize);
        // it hands SIGINT on to our handler, and `readKey` ends the read.
        ct_rl_set_catch_signals(1)
        ct_rl_set_getc_function(readKey)
        ct_rl_set_readline_name(strdup("codable-tutor"))
        rl_initialize()
        ct_rl_set_attempted_completion_function(attemptCompletion)
        for line in history where !line.isEmpty {
            add_history(line)
        }
    }

    /// Shows `prompt` and reads one edited line.
    ///
    /// Escape codes in `prompt` (colour) must be wrapped in `\u{1}`…`\u{2}` so that libedit
    /// does not count them as columns.
    func readLine(prompt: String) -> LineInput {
        // A Ctrl-C pressed while no one was reading was meant for work that is now over.
        interrupt.reset()
        promptWasInterrupted.withLock { $0 = false }
        // While a line is typed, Ctrl-C is the prompt's, wherever it is read: a command that
        // asks (the quiz, an edge case) runs with Ctrl-C routed to its work, and a Ctrl-C
        // sent there would neither clear the line nor be forgotten before the next compile.
        // Routed before readline(), which keeps the handler it finds for its own to call.
        let route = Terminal.routeInterrupts(to: interrupt.signalSafeTriggerDescriptor)
        defer { Terminal.restoreInterrupts(route) }
        guard let text = readline(prompt) else {
            if let interrupted = finishInterrupted() { return interrupted }
            print()  // libedit echoed "^D" and left the cursor on the prompt's line
            return .endOfInput
        }
        defer { free(text) }
        // Ctrl-C with a half-typed line makes readline() return that half: drop it.
        return finishInterrupted() ?? .line(String(cString: text))
    }

    func lineIfTyped() -> LineInput? {
        typedAhead.next(waiting: false)
    }

    /// `clear`: the screen as Ctrl-L leaves it, with the next prompt at the top.
    func clearScreen() {
        Terminal.clearScreen()
    }

    /// Adds `line` to this session's history; blank lines are not worth recalling.
    func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        add_history(line)
    }

    /// After a Ctrl-C: moves below the abandoned line so the next prompt starts clean.
    private func finishInterrupted() -> LineInput? {
        guard promptWasInterrupted.withLock({ $0 }) else { return nil }
        print()  // stdout is a terminal, so line-buffered: this flushes too
        return .interrupted
    }

    /// Makes libedit decode and show UTF-8: it follows LC_CTYPE, and a Swift program starts
    /// in the "C" locale. Falls back to C.UTF-8 when the environment names no UTF-8 locale.
    private static func useUTF8Locale() {
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}

/// libedit's key reader: one Unicode scalar from `stream`, or -1 to end the read.
///
/// libedit's own reader ends the line only if SIGINT lands while read() blocks, and leaves
/// the cursor where it was. This one polls the interrupt pipe beside the terminal, so no
/// Ctrl-C is missed, and on Ctrl-C first gives Ctrl-E (end of line): the newline printed
/// afterwards then lands below the whole line even when it wraps.
private func readKey(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
    let endOfInput: Int32 = -1
    let moveToEnd: Int32 = 0x05
    if promptWasInterrupted.withLock({ $0 }) { return endOfInput }  // the Ctrl-E has been handled
    let descriptor = stream.map { fileno($0) } ?? STDIN_FILENO
    guard let lead = readByte(from: descriptor) else {
        return promptWasInterrupted.withLock { $0 } ? moveToEnd : endOfInput
    }
    // A UTF-8 lead byte says how many continuation bytes follow; they arrive together.
    let extra = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : 0
    var scalar = extra == 0 ? UInt32(lead) : UInt32(lead) & (0x3F >> UInt32(extra))
    for _ in 0..<extra {
        guard let next = readByte(from: descriptor) else {
            return promptWasInterrupted.withLock { $0 } ? moveToEnd : endOfInput
        }
        scalar = scalar << 6 | UInt32(next & 0x3F)
    }
    return Int32(bitPattern: scalar)
}

/// Waits for one byte on `descriptor`; nil at end of input or when Ctrl-C was pressed.
private func readByte(from descriptor: Int32) -> UInt8? {
    while true {
        var watched = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: promptInterruptDescriptor.withLock { $0 }, events: Int16(POLLIN), revents: 0),
        ]
        if poll(&watched, 2, -1) < 0 {
            guard errno == EINTR else { return nil }
            // libedit's own SIGCONT redraw only repaints what it thinks changed: nothing.
            if promptWasContinued.value != 0 {
                promptWasContinued.value = 0
                rl_forced_update_display()
            }
            continue
        }
        if watched[1].revents & Int16(POLLIN) != 0 {
            promptWasInterrupted.withLock { $0 = true }
            return nil
        }
        var byte: UInt8 = 0
        switch read(descriptor, &byte, 1) {
        case 1: return byte
        case -1 where errno == EINTR || errno == EAGAIN: continue
        default: return nil
        }
    }
}

/// libedit's completion hook: asks `completionProvider` and builds readline's match array.
private func attemptCompletion(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    // We own all completion; without this libedit would offer file names when we have none.
    ct_rl_set_attempted_completion_over(1)
    // libedit's word breaks at quotes and escaped spaces its own way, so the completer reads
    // the whole line up to the cursor and is told only how much of it libedit replaces:
    // `end - start` wide characters (Unicode scalars), deleted raw, as typed.
    let beforeCursor = Array(
        UnsafeBufferPointer(start: ct_rl_line_buffer(), count: Int(ct_rl_point())))
    let line = String(decoding: beforeCursor.map(UInt8.init(bitPattern:)), as: UTF8.self)
    let replaced = max(0, Int(end - start))
    let word = String(String.UnicodeScalarView(line.unicodeScalars.suffix(replaced)))

    // Called from `readline()` on the main thread (see `completionProvider`): anywhere else
    // this stops the tutor rather than race.
    guard let offered = MainActor.assumeIsolated({ completionProvider?(line, replaced) }) else { return nil }
    var seen = Set<String>()
    let candidates = offered.filter { seen.insert($0).inserted }
    guard let first = candidates.first else { return nil }
    // A directory is not finished: the learner goes on typing inside it.
    let finished = candidates.count == 1 && !first.hasSuffix("/")
    ct_rl_set_completion_append_character(finished ? 32 : 0)

    let prefix = candidates.dropFirst().reduce(first) { String($0.commonPrefix(with: $1)) }
    // Never shorten what was typed (a completer may match without regard to case).
    let replacement = prefix.count >= word.count ? prefix : word
    // readline's shape: the replacement, the candidates, NULL; one candidate is given twice
    // because libedit looks at matches[2] to see whether it was alone.
    let entries = [replacement] + (candidates.count == 1 ? [first] : candidates)
    // malloc, not allocate(capacity:): libedit releases the array with free().
    let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1)
    guard let memory = malloc(size) else { return nil }
    let matches = memory.bindMemory(
        to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
    for (index, entry) in entries.enumerated() {
        matches[index] = strdup(entry)
    }
    matches[entries.count] = nil
    return matches
}
