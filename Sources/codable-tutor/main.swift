import Foundation
import SwiftToolchain
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

// The executable only wires things together: arguments in, a Tutor, a line reader for the
// REPL, and the exit status out. Everything that can be tested lives in the layers below.

// First of all: whatever ends the tutor ends what it started too.
ProcessGuard.install()

// The only read of the tutor's environment: everything below is handed what it needs of it.
let environment = ProcessInfo.processInfo.environment
#if DEBUG
FaultHooks.install(environment: environment)
#endif
/// The terminal's width, for the streams that are terminals: everything written to one is
/// laid out to it (`TextLayout.fitted`), so the terminal never breaks a word at its edge.
let terminalWidth: @Sendable () -> Int = { Terminal.width(environment: environment) }
let console = Console.standard(
    outputWidth: Terminal.isOutputTerminal ? terminalWidth : nil,
    errorWidth: isatty(STDERR_FILENO) == 1 ? terminalWidth : nil)
console.showsProgress = Terminal.isOutputTerminal && isatty(STDERR_FILENO) == 1
console.problemsOnTerminal = isatty(STDERR_FILENO) == 1

/// `--trust`, anywhere before the command's own words end: the learner lets lessons from
/// outside the tutor run their programs where no sandbox can hold them.
let trustOption = "--trust"
let trusts = CommandLine.arguments.dropFirst().contains(trustOption)
let arguments = Array(CommandLine.arguments.dropFirst()).filter { $0 != trustOption }
/// `check --json` answers in JSON on standard output whatever goes wrong, even a crash.
let checkJSON = CommandRegistry.answersInJSON(arguments)
if checkJSON {
    ProcessGuard.sayOnCrash(
        CheckVerdict.failureJSON(status: .error, problem: "The tutor itself crashed; its report is on standard error."))
}

/// Says why the tutor cannot start and ends it with the failure's status: as JSON for `check --json`.
func refuse(_ failure: any Failure) -> Never {
    if checkJSON {
        console.say(CommandRegistry.jsonRefusal(failure))
    } else {
        console.complain(failure.text)
    }
    ProcessGuard.finish()
    exit(failure.exitStatus.rawValue)
}

/// The lessons built with the tutor are not where it looks for them.
struct LessonsMissing: Failure {
    let message = "The tutor's lessons are missing: the resource bundle built with it was not found."
    let hint: String? =
        "Rebuild with `swift build`, or set \(EnvironmentVariable.content) to a folder holding Lessons/ and Content/."
}

guard let contentRoot = Tutor.contentRoot(environment: environment) else { refuse(LessonsMissing()) }

let home = TutorHome(environment: environment)
var limits: RunLimits
do {
    limits = try RunLimits.fromEnvironment(environment)
} catch {
    refuse(error)
}
limits.trustsForeignLessons = trusts
/// A notice on standard error, said while work goes on (a slow compile, programs run without
/// a sandbox), wrapped at words to the terminal's width as every other line is.
let notice: @Sendable (String) -> Void = { line in
    BusyNotice.standardError(TextLayout.line(line, width: Terminal.width(environment: environment), hanging: "  "))
}
let launcher = SpawnLauncher(uncontainedNotice: notice)
var compiler = SwiftCompiler.fromEnvironment(environment, launcher: launcher, home: home)
compiler.timeLimit = limits.compileSeconds
compiler.busyNotice = BusyNotice(after: limits.busyNoticeSeconds, write: notice)
let tutor = Tutor(
    contentRoot: contentRoot, home: home, environment: environment,
    compiler: compiler,
    launcher: launcher, console: console, styler: Styler(colour: Terminal.allowsColor(environment: environment)),
    width: Terminal.width(environment: environment), limits: limits)

// Ctrl-C stops the compile or the program under way, not the tutor.
let cancellation = Cancellation()

/// A line editor on a terminal, plain line reads otherwise (pipes, scripts, CI). On the main
/// actor, as the prompt is read on the main thread (`LineEditor`'s completer).
@MainActor func makeReader(history: [String] = [], complete: @escaping (String, Int) -> [String] = { _, _ in [] })
    -> LineReader
{
    if Terminal.isInputTerminal, Terminal.isOutputTerminal,
        let editor = LineEditor(history: history, complete: complete)
    {
        return editor
    }
    return PlainLineReader(echo: !Terminal.isInputTerminal)
}

/// Long text (`doc`, a stage view) through the learner's pager, when a person reads a terminal.
let pager = Pager.forTerminal(
    environment: environment, interactive: Terminal.isInputTerminal && Terminal.isOutputTerminal,
    launcher: launcher, size: Terminal.size)

var status: ExitStatus
if arguments.isEmpty {
    let history = HistoryFile(file: home.historyFile)
    if let refusal = history.refusal() { console.complain("warning: " + refusal) }
    var repl: Repl?
    let reader = makeReader(history: history.load()) { beforeCursor, replaced in
        repl?.completions(beforeCursor: beforeCursor, replacingLast: replaced) ?? []
    }
    let session = Repl(
        tutor: tutor, reader: reader, history: history, cancellation: cancellation,
        background: BackgroundCompiler(runner: tutor.runner), pager: pager
    ) { work in
        if let cancellation {
            Terminal.whileRunning(cancellation: cancellation, work)
        } else {
            work()
        }
    }
    repl = session
    status = session.start()
} else {
    // Ctrl-C during a one-shot command stops the compile or the program and ends the command.
    let session = CommandSession(
        tutor: tutor, cancellation: cancellation,
        interruptibly: { work in
            guard let cancellation else { return work() }
            return Terminal.whileRunning(cancellation: cancellation, work)
        },
        pager: pager, reader: { makeReader() })
    status = CommandRegistry.perform(arguments, in: session)
}
// Results that never reached their reader are no success (`lessons > /dev/full`).
if let lost = Console.lostOutput() {
    console.complain(lost)
    if status == .success { status = .failed }
}
ProcessGuard.finish()
// Ended outright once what was printed is flushed: `exit` would run the static libraries'
// destructors first, half a millisecond of every command spent tidying memory the kernel
// takes back anyway (docs/PERFORMANCE.md). Everything the tutor keeps is on disk by now.
fflush(nil)
_exit(status.rawValue)
