import Foundation
import TutorBase
import TutorSystem

extension CompilePlan {
    /// Whether the plan can be replayed: three commands in the expected shape, each run by
    /// the toolchain's own tool for its step (`swift-frontend`, `swift-autolink-extract`,
    /// `clang`, `ld.lld`) from one of the `toolchain` folders, and every argument one the
    /// driver could have written: no flag that loads or runs a program of its own, and every
    /// path inside the toolchain, the system's libraries, or the compile's own placeholders.
    ///
    /// The plan's seal (`SealedFile`, keyed by the home) is what keeps a program out; this is
    /// the second wall, for a plan that decodes but was cut short or written by hand, which
    /// would otherwise crash every compile or run whatever it names.
    package func isUsable(toolchain: Set<String>) -> Bool {
        let object = "\(Self.marker)/object.o"
        guard let compiler = frontend.first, let extractor = autolink.first, let linker = link.first,
            frontend.contains("-frontend"), frontend.contains("-c"), frontend.contains(Self.sources[0]),
            frontend.contains(object), autolink.contains(object), link.contains(Self.output), link.contains(object)
        else { return false }
        var programs = [
            (compiler, ["swift-frontend"]), (extractor, ["swift-autolink-extract"]), (linker, ["clang", "clang++"]),
        ]
        var commands = [frontend, autolink, link]
        if let directLink {
            guard let direct = directLink.first, directLink.contains(object), directLink.contains(Self.output),
                directLink.count(where: { $0 == Self.librariesMarker }) == 1
            else { return false }
            programs.append((direct, ["ld.lld"]))
            commands.append(directLink)
        }
        let roots = Self.allowedRoots(toolchain: toolchain)
        return programs.allSatisfy { program, names in
            let url = URL(fileURLWithPath: program)
            return program.hasPrefix("/") && names.contains(url.lastPathComponent)
                && toolchain.contains(url.deletingLastPathComponent().standardized.path)
                && FileManager.default.isExecutableFile(atPath: program)
        } && commands.allSatisfy { command in command.dropFirst().allSatisfy { Self.isAllowed($0, roots: roots) } }
    }

    /// Flags a driver's plan never holds that make a tool load or run another program: a
    /// linker chosen by path or name, a compiler or linker plugin, a search path for tools,
    /// options passed through unseen (`-Wl,`), spec files.
    package static let forbiddenPrefixes = [
        "-fuse-ld=", "--ld-path", "-B", "--plugin", "-plugin", "-load", "-fplugin", "-fpass-plugin", "-Wl,", "-Xclang",
        "-specs", "--specs", "-external-plugin-path", "-ccc-", "-fexperimental-", "--load-pass-plugin", "-mllvm",
    ]

    /// Whether one argument may be replayed: no forbidden flag (lld chosen by name is the one
    /// exception: `preferLLD` adds it; the frontend's macro folders are `-plugin-path`), no
    /// response file but the libraries' own, and any path in it (from its first `/`, with
    /// `..` resolved) under `roots`.
    package static func isAllowed(_ word: String, roots: [String]) -> Bool {
        if word == "-fuse-ld=lld" || word == "-plugin-path" || word == "@\(marker)/libraries.autolink" { return true }
        if word.hasPrefix("@") || forbiddenPrefixes.contains(where: word.hasPrefix) { return false }
        guard let slash = word.firstIndex(of: "/") else { return true }
        // `..` is resolved first: clang's own search paths climb (`…/gcc/x86_64-linux-gnu/12/../../../../lib64`).
        let path = URL(fileURLWithPath: String(word[slash...])).standardized.path + "/"
        return roots.contains { path.hasPrefix($0) }
    }

    /// Folders a plan's paths may be in: the placeholders', each toolchain's (`…/usr/bin` →
    /// `…/usr/`), and the system's own libraries and start files, which only root may write.
    package static func allowedRoots(toolchain: Set<String>) -> [String] {
        let toolchains = toolchain.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardized.path + "/" }
        let system = [
            "/lib/", "/lib32/", "/lib64/", "/usr/lib/", "/usr/lib32/", "/usr/lib64/", "/usr/include/",
            "/Library/Developer/", "/Applications/Xcode", "/System/Library/",
        ]
        return [marker + "/"] + toolchains + system
    }
}
