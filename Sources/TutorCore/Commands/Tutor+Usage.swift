import Foundation

extension Tutor {
    /// Reports a usage error and gives its exit status.
    func usage(_ error: UsageError) -> Int32 {
        console.complain(error.text)
        return 2
    }
}
