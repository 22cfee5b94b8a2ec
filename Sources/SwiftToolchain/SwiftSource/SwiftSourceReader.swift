import Foundation
import TutorBase
import TutorSystem

/// Something that reads Swift source into a `SwiftSource`: the toolchain's parser
/// (`SwiftParserReader`, once built) or the tutor's own token reader (`TokenSourceReader`).
/// Both answer the same for the same source; the tests run them side by side.
package protocol SwiftSourceReader {
    /// The model of each file, in order; nil when this reader cannot read them now.
    func read(files: [URL], cancellation: Cancellation?) -> [SwiftSource]?
    /// The model of one text; nil when this reader cannot read it now.
    func read(_ text: String) -> SwiftSource?
}

/// The tutor's own reader, over `SwiftTokens`: always there, and in-process.
package struct TokenSourceReader: SwiftSourceReader {
    package init() {}

    package func read(files: [URL], cancellation: Cancellation?) -> [SwiftSource]? {
        files.map(SwiftSource.init(readingFile:))
    }

    package func read(_ text: String) -> SwiftSource? {
        SwiftSource(reading: text)
    }
}

extension SwiftSource {
    /// `text` read by the token reader, in-process: what the tutor asks when it needs an
    /// answer at once (which types a file declares, whether an answer has its own `run()`).
    package init(reading text: String) {
        self = DeclarationReader(source: text).read
    }

    /// The file read by the token reader; empty when it cannot be read.
    package init(readingFile file: URL) {
        self.init(reading: Syscalls.regularFileText(file) ?? "")
    }

    /// Whether `name` stands in `text` as a word of code, not in a comment or a string: a type
    /// the file uses without declaring it (`Date`) is one it names.
    package static func mentions(_ name: String, in text: String) -> Bool {
        SwiftTokens(text).tokens.contains { $0.kind == .word && $0.text == name }
    }
}
