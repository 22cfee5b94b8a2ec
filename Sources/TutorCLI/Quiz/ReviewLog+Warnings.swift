import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension ReviewLog {
    /// Every record, with a word on `console` for lines that could not be read.
    func records(warningOn console: Console) -> [ReviewRecord] {
        let contents = read()
        if let size = contents.tooLarge {
            let sizes = [size, Int64(ReviewLog.largestFile)].map {
                ByteCountFormatter.string(fromByteCount: $0, countStyle: .binary)
            }
            console.complain(
                """
                warning: your review log \(file.path) is \(sizes[0]), more than the \(sizes[1]) a review log may be \
                (a million reviews), so it is not read: no review is shown or counted from it, and the file is left \
                as it is. Move it away (`mv \(file.path) ~/reviews-too-large.log`) and new reviews start a fresh log.
                """
            )
        }
        if let refused = contents.refused {
            console.complain("warning: \(refused.clause), so it is not read: no review is shown or counted from it.")
        }
        if contents.unreadableLines > 0 {
            let count = contents.unreadableLines
            console.complain(
                """
                warning: \(TextLayout.count(count, "line")) of \(file.path) could not be read and \
                \(count == 1 ? "was" : "were") skipped.
                """
            )
        }
        return contents.records
    }
}
