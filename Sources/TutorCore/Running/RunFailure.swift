import Foundation

/// Sentences for a program that did not end by itself.
enum RunFailure {
    static func describe(_ result: ProcessResult) -> String? {
        if result.timedOut {
            return "The program was still running after \(String(format: "%.0f", result.seconds)) seconds and was stopped: an endless loop, or waiting for something that never comes."
        }
        if result.outputCut {
            return "The output was cut at \(ByteCountFormatter.string(fromByteCount: Int64(result.standardOutput.count + result.standardError.count), countStyle: .binary)) and the program stopped: it printed far more than any lesson does."
        }
        if result.outOfMemory {
            let limit = result.memoryLimit.map { ByteCountFormatter.string(fromByteCount: Int64($0), countStyle: .binary) } ?? "its limit"
            return "The program ran out of memory: it may use \(limit), and it asked for more than that. Look for a loop that keeps adding to a collection, or a recursion with no end. (CODABLE_TUTOR_MEMORY_LIMIT sets the limit.)"
        }
        switch result.ending {
        case .exited(0): return nil
        case .exited(let status): return "The program ended with exit status \(status)."
        case .signalled(let signal):
            let printed = !result.standardOutput.isEmpty || !result.standardError.isEmpty
            return "The program crashed (\(signalName(signal)))"
                + (printed ? ". The output it printed before the crash is shown above." : " before printing anything.")
        }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL: a Swift runtime trap, such as fatalError, a force-unwrapped nil or an index out of range"
        case SIGTRAP: "SIGTRAP: a Swift runtime trap, such as fatalError, a force-unwrapped nil or an index out of range"
        case SIGSEGV: "SIGSEGV: a bad memory access, often endless recursion"
        case SIGABRT: "SIGABRT: the program aborted"
        case SIGKILL: "SIGKILL: killed from outside the program"
        case SIGBUS: "SIGBUS: a bad memory access"
        default: "signal \(signal)"
        }
    }
}
