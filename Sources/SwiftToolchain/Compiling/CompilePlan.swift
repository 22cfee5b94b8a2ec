import Foundation
import TutorBase
import TutorSystem

/// The three commands the Swift driver runs for a stage — compile, list the libraries to link,
/// link — learned once from `swiftc -###` and then run without the driver.
///
/// Starting the driver costs a tenth of a second on every compile; asking it once per
/// compiler and set of flags, and replaying its plan with the real file names, removes that
/// cost while the commands stay exactly the driver's own. Only the linker is changed, to
/// lld when the toolchain has it, which links a stage in half the time of the default.
package struct CompilePlan: Codable, Equatable {
    package var frontend: [String]
    package var autolink: [String]
    package var link: [String]
    /// The linker's own command, as the `link` command's clang runs it (learned with `-###`),
    /// with `librariesMarker` where the object's libraries go: linking without clang in
    /// between saves its start, 25 ms a compile. Nil where clang links with anything but the
    /// toolchain's lld, or where its command could not be learned.
    package var directLink: [String]?

    /// Where the libraries go in `directLink`.
    package static let librariesMarker = "-l@codable-tutor-libraries@"

    /// Placeholders the plan is made with and replayed into.
    package static let marker = "/@codable-tutor@"
    package static let sources = ["\(marker)/S0.swift", "\(marker)/S1.swift"]
    package static let moduleCache = "\(marker)/modules"
    package static let output = "\(marker)/program"
    /// The most a plan's file is read of: a plan is a few kilobytes.
    package static let largestFile = 1 << 20

    /// Reads the driver's `-###` output; nil when it is not the three commands expected, or
    /// refers to a temporary file the plan does not know how to replace.
    package init?(driverOutput: String) {
        let commands = driverOutput.lines.map { Self.words(String($0)) }.filter { !$0.isEmpty }
        guard commands.count == 3, commands[0].contains("-frontend"), commands[0].contains("-c"),
            commands[1].first?.hasSuffix("swift-autolink-extract") == true,
            let objectIndex = commands[0].lastIndex(of: "-o"), objectIndex + 1 < commands[0].count,
            let autolinkIndex = commands[1].lastIndex(of: "-o"), autolinkIndex + 1 < commands[1].count
        else { return nil }
        let object = commands[0][objectIndex + 1]
        let autolink = commands[1][autolinkIndex + 1]
        func placeholders(_ words: [String]) -> [String] {
            words.map { word in
                switch word {
                case object: "\(Self.marker)/object.o"
                case autolink: "\(Self.marker)/libraries.autolink"
                case "@" + autolink: "@\(Self.marker)/libraries.autolink"
                default: word
                }
            }
        }
        frontend = placeholders(commands[0])
        self.autolink = placeholders(commands[1])
        link = placeholders(commands[2])
        let all = frontend + self.autolink + link
        guard !all.contains(where: { $0.contains("TemporaryDirectory") }) else { return nil }
    }

    /// The `link` command that asks clang for its linker's command (`-###`): the object at
    /// `object`, a file that is there (clang leaves out an input it cannot find), and the
    /// libraries as `librariesMarker`.
    package func directLinkQuery(object: String) -> [String] {
        link.map { word in
            switch word {
            case "\(Self.marker)/object.o": object
            case "@\(Self.marker)/libraries.autolink": Self.librariesMarker
            default: word
            }
        } + ["-###"]
    }

    /// Learns `directLink` from clang's answer to `directLinkQuery(object:)`: its last command,
    /// when that is the toolchain's `ld.lld` and holds the object, the output and the marker
    /// once each.
    package mutating func learnDirectLink(clangOutput: String, object: String) {
        guard let command = clangOutput.lines.map({ Self.words(String($0)) }).last(where: { !$0.isEmpty }),
            let linker = command.first, linker.hasSuffix("/ld.lld"),
            command.count(where: { $0 == object }) == 1, command.count(where: { $0 == Self.librariesMarker }) == 1,
            command.contains(Self.output)
        else { return }
        directLink = command.map { $0 == object ? "\(Self.marker)/object.o" : $0 }
    }

    /// `directLink` with real paths and the object's libraries in place of the marker; nil
    /// where there is none.
    package func directLinkCommand(libraries: [String], output: String, scratch: String) -> [String]? {
        directLink.map { command in
            command.flatMap { word -> [String] in
                word == Self.librariesMarker
                    ? libraries
                    : [
                        word.replacingOccurrences(of: Self.output, with: output).replacingOccurrences(
                            of: Self.marker, with: scratch)
                    ]
            }
        }
    }

    /// The plan's commands with real paths: the sources in place of the placeholder sources,
    /// and every other placeholder inside `scratch`.
    package func commands(sources: [String], moduleCache: String, output: String, scratch: String) -> [[String]] {
        [frontend, autolink, link].map { command in
            var result: [String] = []
            for word in command {
                if word == Self.sources[0] {
                    result += sources
                } else if Self.sources.contains(word) {
                    continue
                } else {
                    result.append(
                        word.replacingOccurrences(of: Self.moduleCache, with: moduleCache)
                            .replacingOccurrences(of: Self.output, with: output)
                            .replacingOccurrences(of: Self.marker, with: scratch))
                }
            }
            return result
        }
    }

    /// Splits one printed command into words, undoing the driver's quoting.
    package static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        var inWord = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
