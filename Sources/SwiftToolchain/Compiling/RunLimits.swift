import Foundation
import TutorBase
import TutorSystem

/// Limits a compiled stage runs under, and the compile before it.
package struct RunLimits: Sendable, Equatable {
    /// Seconds each launch may take.
    package var seconds: Double
    /// Bytes of output each launch may print.
    package var outputBytes: Int
    /// Bytes of memory (heap and other private data) each launch may hold; nil for no limit.
    package var memoryBytes: Int?
    /// Seconds a compile may take.
    package var compileSeconds: Double
    /// Bytes the compiled-program cache may keep (`EnvironmentVariable.cacheLimit`).
    package var cacheBytes: Int64
    /// Processes a program's tree may hold at once (`EnvironmentVariable.processLimit`), where a
    /// control group can hold it to that.
    package var processLimit: Int = Sandbox.defaultProcessLimit
    /// Whether programs run in a `Sandbox`; `EnvironmentVariable.containment=off` runs them as the
    /// system's process groups alone would, as on a system without namespaces.
    package var contained = true
    /// The bubblewrap programs run through (`EnvironmentVariable.bubblewrap`, else the system's); nil
    /// where there is none, and programs run in a process group of their own instead.
    package var bubblewrap: String? = Bubblewrap.find(named: nil)
    /// Whether a lesson from outside the tutor (`EnvironmentVariable.lessons`) may run its programs
    /// where no sandbox can hold them: the learner's `--trust`.
    package var trustsForeignLessons = false
    /// A folder the tests' hostile programs may write to from inside the sandbox, to say what
    /// they saw (`EnvironmentVariable.testOutlet`); debug builds only, for the fault tests.
    package var testOutlet: String?
    /// Seconds of waiting on the compiler before the learner is told it is still working
    /// (`EnvironmentVariable.busyNotice`; see `BusyNotice`).
    package var busyNoticeSeconds: Double = 10

    /// About 1 GiB: a hundred times what any lesson's program needs, and far from what a
    /// runaway one would take from the machine.
    package static let defaultMemoryBytes = 1 << 30

    package init(
        seconds: Double = 10, outputBytes: Int = 1 << 20, memoryBytes: Int? = RunLimits.defaultMemoryBytes,
        compileSeconds: Double = 120, cacheBytes: Int64 = CompiledProgramCache.defaultLimit
    ) {
        self.seconds = seconds
        self.outputBytes = outputBytes
        self.memoryBytes = memoryBytes
        self.compileSeconds = compileSeconds
        self.cacheBytes = cacheBytes
    }

    /// The limits `EnvironmentVariable.timeLimit`, `EnvironmentVariable.compileTimeLimit`,
    /// `EnvironmentVariable.busyNotice`, `EnvironmentVariable.memoryLimit` and `EnvironmentVariable.cacheLimit`
    /// ask for. A value that is
    /// not a finite number in a sane range is refused with a sentence, never trusted: an
    /// infinite time limit once crashed the tutor and left the program running.
    package static func fromEnvironment(_ environment: [String: String]) throws(CommandFailure) -> RunLimits {
        var limits = RunLimits()
        if let text = EnvironmentVariable.timeLimit.value(in: environment) {
            limits.seconds = try seconds(
                text, variable: EnvironmentVariable.timeLimit.name, range: 0.1...3600, example: "10")
        }
        if let text = EnvironmentVariable.compileTimeLimit.value(in: environment) {
            limits.compileSeconds = try seconds(
                text, variable: EnvironmentVariable.compileTimeLimit.name, range: 1...3600, example: "120")
        }
        if let text = EnvironmentVariable.busyNotice.value(in: environment) {
            limits.busyNoticeSeconds = try seconds(
                text, variable: EnvironmentVariable.busyNotice.name, range: 0.1...3600, example: "10")
        }
        if let text = EnvironmentVariable.memoryLimit.value(in: environment) {
            limits.memoryBytes = try memory(text)
        }
        if let text = EnvironmentVariable.cacheLimit.value(in: environment) {
            limits.cacheBytes = try cache(text)
        }
        if let text = EnvironmentVariable.processLimit.value(in: environment) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard trimmed.allSatisfy(\.isASCII), let count = Int(trimmed), (1...4096).contains(count) else {
                throw CommandFailure(
                    """
                    \(EnvironmentVariable.processLimit) must be a whole number of processes from 1 to 4096, like 64; \
                    it is "\(TerminalText.escaped(text, limit: 40))".
                    """,
                    hint:
                        """
                        Set it to a number in that range, or unset it for the default (\(Sandbox.defaultProcessLimit)).
                        """
                )
            }
            limits.processLimit = count
        }
        if let named = environment[EnvironmentVariable.bubblewrap.name] {
            limits.bubblewrap = Bubblewrap.find(named: named)
        }
        #if DEBUG
        limits.testOutlet = EnvironmentVariable.testOutlet.value(in: environment)
        #endif
        if let text = EnvironmentVariable.containment.value(in: environment) {
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "on": limits.contained = true
            case "off": limits.contained = false
            default:
                throw CommandFailure(
                    """
                    \(EnvironmentVariable.containment) must be `on` or `off`; it is \
                    "\(TerminalText.escaped(text, limit: 40))".
                    """,
                    hint: "Unset it to contain every program the tutor runs, as it does by default.")
            }
        }
        return limits
    }

    package static func seconds(_ text: String, variable: String, range: ClosedRange<Double>, example: String)
        throws(CommandFailure) -> Double
    {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Decimal only: Double() would also take "0x10" and "infinity".
        let decimal = !trimmed.isEmpty && trimmed.allSatisfy { "0123456789.eE+-".contains($0) }
        guard decimal, let value = Double(trimmed), value.isFinite, range.contains(value) else {
            throw CommandFailure(
                """
                \(variable) must be a number of seconds from \(Self.number(range.lowerBound)) to \
                \(Self.number(range.upperBound)), like \(example); it is "\(TerminalText.escaped(text, limit: 40))".
                """,
                hint: "Set it to a number in that range, or unset it for the default.")
        }
        return value
    }

    /// Sizes from 64 MiB to 1 TiB, as `512M`, `2G`, `1.5GiB` or a number of bytes; `unlimited`
    /// for no limit at all.
    package static func memory(_ text: String) throws(CommandFailure) -> Int? {
        if text.trimmingCharacters(in: .whitespaces).lowercased() == "unlimited" { return nil }
        guard let bytes = ByteSize.parse(text), (Int64(64 << 20)...Int64(1 << 40)).contains(bytes) else {
            throw CommandFailure(
                """
                \(EnvironmentVariable.memoryLimit) must be a size from 64M to 1T, like 512M or 2G; it is \
                "\(TerminalText.escaped(text, limit: 40))".
                """,
                hint: "Set it to a size in that range, `unlimited` for none, or unset it for the default (1G).")
        }
        return Int(bytes)
    }

    /// Sizes up to 1024 TiB, as `500M`, `2G` or a number of bytes; `unlimited` for no cap.
    package static func cache(_ text: String) throws(CommandFailure) -> Int64 {
        if text.trimmingCharacters(in: .whitespaces).lowercased() == "unlimited" { return .max }
        guard let bytes = ByteSize.parse(text), bytes <= Int64(1) << 50 else {
            throw CommandFailure(
                """
                \(EnvironmentVariable.cacheLimit) must be a size, like 500M or 2G; it is \
                "\(TerminalText.escaped(text, limit: 40))".
                """,
                hint:
                    """
                    Set it to a size, `unlimited` for no cap, or unset it for the default \
                    (\(ByteSize.text(CompiledProgramCache.defaultLimit))).
                    """
            )
        }
        return bytes
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
