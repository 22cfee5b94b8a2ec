import Foundation

extension Tutor {
    /// Reports a usage error and gives its exit status.
    func usage(_ error: UsageError) -> ExitStatus {
        console.complain(error.text)
        return .usage
    }
}
