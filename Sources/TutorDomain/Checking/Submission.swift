import Foundation
import SwiftToolchain
import TutorSystem

/// The learner's files for one check, each read once: the bytes the compiler is given (the
/// program carries them, so it does not read the files again), their text and the model the
/// token reader makes of it. The compile, the analysis and the report all take them from
/// here, so that a file saved while `watch` checks it cannot make the advice describe another
/// version than the one compiled.
package struct Submission: Sendable {
    /// One file: where it is, and what it held when read; nil bytes for a file that could not
    /// be read as a regular file (the compile then says why).
    package struct File: Sendable {
        package var url: URL
        package var bytes: Data?
        /// The bytes as UTF-8 text; nil when they are not.
        package var text: String?
        /// The declarations in `text`, by the token reader (empty for a file with no text).
        package var source: SwiftSource
    }

    package let files: [File]

    /// Reads each of `urls` once, in order.
    package init(reading urls: [URL]) {
        files = urls.map { url in
            let bytes = try? Syscalls.readRegularFile(url.path)
            let text = bytes.flatMap { String(data: $0, encoding: .utf8) }
            return File(url: url, bytes: bytes, text: text, source: SwiftSource(reading: text ?? ""))
        }
    }

    /// The files, as given.
    package var urls: [URL] { files.map(\.url) }

    /// The text of every file that has one, in order.
    package var texts: [String] { files.compactMap(\.text) }

    /// The text of the file at `path`, if it is one of these and has text.
    package func text(atPath path: String) -> String? {
        files.first { $0.url.path == path }?.text
    }

    /// The names of the types the files declare at their top level.
    package var topLevelTypeNames: Set<String> {
        files.reduce(into: []) { $0.formUnion($1.source.topLevelTypeNames) }
    }

    /// The bytes read, by file: what a program built from these files compiles.
    package var bytesRead: [URL: Data] {
        files.reduce(into: [:]) { $0[$1.url] = $1.bytes }
    }
}
