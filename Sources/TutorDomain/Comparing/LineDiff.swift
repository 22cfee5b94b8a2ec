import SwiftToolchain
import TutorBase
import TutorSystem

/// The longest common subsequence of two line lists, the basis of every diff the tutor shows.
package enum CommonRun {
    /// `table[i][j]`: how many lines of `left[i...]` and `right[j...]` can be matched in order,
    /// where `matches(i, j)` says whether `left[i]` and `right[j]` may pair.
    package static func table(_ leftCount: Int, _ rightCount: Int, matches: (Int, Int) -> Bool) -> [[Int]] {
        var table = Array(repeating: Array(repeating: 0, count: rightCount + 1), count: leftCount + 1)
        for i in stride(from: leftCount - 1, through: 0, by: -1) {
            for j in stride(from: rightCount - 1, through: 0, by: -1) {
                table[i][j] = matches(i, j) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table
    }
}

/// One line of a whole-file diff between two versions of a source file.
package enum DiffLine: Equatable, Sendable {
    case same(String)
    case added(String)
    case removed(String)
}

/// Diffs two versions of a file line by line, for marking what a stage changed in the model.
package enum LineDiff {
    /// The new file's lines in order, with the old file's removed lines where they stood.
    package static func diff(old: String, new: String) -> [DiffLine] {
        let left = old.outputLines
        let right = new.outputLines
        let table = CommonRun.table(left.count, right.count) { left[$0] == right[$1] }
        var result: [DiffLine] = []
        var i = 0
        var j = 0
        while i < left.count || j < right.count {
            if i < left.count, j < right.count, left[i] == right[j] {
                result.append(.same(left[i]))
                i += 1
                j += 1
            } else if j >= right.count || (i < left.count && table[i + 1][j] >= table[i][j + 1]) {
                result.append(.removed(left[i]))
                i += 1
            } else {
                result.append(.added(right[j]))
                j += 1
            }
        }
        return result
    }
}
