import Foundation
import TutorBase
import TutorSystem

/// Everything one run of a program needs: what is compiled, with which flags, what it reads,
/// and how many times it is started.
///
/// A lesson's stage makes one (`Stage.program(in:)`); `check`, `probe` and the quiz's how-to
/// answers make theirs with the learner's files in place. The runner adds the harness
/// (`main.swift` calling `run()`, and `document()`), so `sources` are the program's own files.
package struct Program: Hashable, Sendable {
    /// What the run is called in the folders it leaves (`postcards-9.2`): its documents folder
    /// is named after it, so a folder a killed tutor left says whose it was.
    package var name: String
    /// The program's own files, compiled after the harness: a model, then the file holding `run()`.
    package var sources: [URL]
    /// Compiler flags the program needs (`-swift-version 6`, default isolation).
    package var flags: [String]
    /// The document the program reads through `document()`, if any.
    package var document: URL?
    /// How many times the program is started, sharing one documents folder.
    package var launches: Int
    /// Bytes of `sources` already read for this run (a learner's files, read once per check):
    /// the compile takes these instead of reading the files again.
    package var readAlready: [URL: Data] = [:]

    package init(name: String, sources: [URL], flags: [String] = [], document: URL? = nil, launches: Int = 1) {
        self.name = name
        self.sources = sources
        self.flags = flags
        self.document = document
        self.launches = launches
    }
}
