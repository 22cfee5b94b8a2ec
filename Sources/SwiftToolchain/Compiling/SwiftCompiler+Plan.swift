import Foundation
import Synchronization
import TutorBase
import TutorSystem

extension SwiftCompiler {
    /// Plans learned this run, by the plan's file (its folder beside the module cache, and a
    /// hash of the compiler's stamp and the flags): the driver is asked once per process and
    /// cache at most, and a plan learned for one cache's compiler is never used by another's.
    private static let plans = Remembered<CompilePlan?>()
    /// Toolchain folders the drivers reported this run, by the compiler's stamp.
    private static let toolchains = Remembered<String?>()

    /// The driver's plan for these flags, learned with `-###` on first use and kept in memory
    /// and beside the module cache, whatever the `strategy` (which alone decides whether a
    /// compile replays it). Nil where the driver is needed every time: `xcrun` on macOS, or a
    /// driver whose output is not the three commands expected.
    ///
    /// A plan file is sealed with the home's key (`SealedFile`, `SealKey`), and is checked
    /// argument by argument (`CompilePlan.isUsable`): it may run only the toolchain's own
    /// tools, in the compiler's own folder or in the one the driver itself reports
    /// (`-print-target-info`, asked only when they are elsewhere: swiftly's proxy, a wrapper
    /// script), with no flag that loads or runs anything else. One rewritten on disk — to name
    /// another linker, say, and sealed again — is deleted and learned again, never run.
    package func plan(flags: [String], cancellation: Cancellation? = nil) -> CompilePlan? {
        guard !executable.hasSuffix("/xcrun") else { return nil }
        let resolved = (try? resolvedExecutable()) ?? executable
        let stamp = CompilerIdentity.fileStamp(resolved)
        var toolchain = Self.toolchainFolders(of: resolved)
        func isUsable(_ plan: CompilePlan) -> Bool {
            if plan.isUsable(toolchain: toolchain) { return true }
            guard let reported = reportedToolchain(stamp: stamp, cancellation: cancellation),
                !toolchain.contains(reported)
            else { return false }
            toolchain.insert(reported)
            return plan.isUsable(toolchain: toolchain)
        }
        // "plan 2": plans learn the linker's own command too (`CompilePlan.directLink`).
        let planName = (["plan 2", stamp] + flags).joined(separator: " ")
        var hash = SHA256()
        hash.update(field: planName)
        let file = plansFolder.appendingPathComponent(hash.hexDigest() + ".json")
        let remembered = file.path
        if let known = Self.plans.value(for: remembered) { return known }
        let key = sealKey
        if (try? Syscalls.linkStatus(file.path)) != nil {
            if let payload = SealedFile.read(
                file.path, limit: CompilePlan.largestFile, key: key, name: file.lastPathComponent),
                let saved = try? JSONDecoder().decode(CompilePlan.self, from: payload), isUsable(saved)
            {
                Self.plans.store(saved, for: remembered)
                return saved
            }
            // Damaged, sealed with another key or an old plain hash, or rewritten: learned
            // again below, and written over.
            try? FileManager.default.removeItem(at: file)
        }
        let arguments =
            Self.baseFlags + ["-wmo", "-module-cache-path", CompilePlan.moduleCache] + flags + CompilePlan.sources
            + ["-o", CompilePlan.output, "-###"]
        let run = try? launcher.run(
            ProcessRequest(
                executable: executable, arguments: arguments,
                environment: environment, timeLimit: timeLimit, cancellation: cancellation))
        guard let run, run.succeeded, var plan = CompilePlan(driverOutput: run.outputText + run.errorText),
            isUsable(plan)
        else {
            // A query stopped by Ctrl-C or its limit says nothing about the driver: ask again next time.
            if run?.cancelled != true, run?.timedOut != true { Self.plans.store(nil, for: remembered) }
            return nil
        }
        plan.preferLLD()
        learnDirectLink(&plan, in: file.deletingLastPathComponent(), cancellation: cancellation)
        if let data = try? JSONEncoder().encode(plan) {
            try? AtomicFile.write(SealedFile.seal(data, key: key, name: file.lastPathComponent), to: file)
        }
        Self.plans.store(plan, for: remembered)
        return plan
    }
}

extension SwiftCompiler {
    /// Where the plans are kept, and the extractor's answers (`LinkLibraries`): the home's own
    /// (sealed with its key, which another home's tutor cannot open), or for a compiler made
    /// without a home, beside the module cache.
    package var plansFolder: URL {
        homePlansFolder ?? moduleCache.deletingLastPathComponent().appendingPathComponent("plans")
    }

    /// Asks the plan's clang for the command it links with (`CompilePlan.directLink`), giving
    /// it an empty object in a folder of its own inside `folder`; the plan keeps clang where
    /// it links with anything but the toolchain's lld.
    private func learnDirectLink(_ plan: inout CompilePlan, in folder: URL, cancellation: Cancellation?) {
        guard plan.link.contains("-fuse-ld=lld") else { return }
        let scratch = folder.appendingPathComponent(
            "link-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil else {
            return
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let object = scratch.appendingPathComponent("object.o").path
        guard FileManager.default.createFile(atPath: object, contents: Data()) else { return }
        let query = plan.directLinkQuery(object: object)
        let run = try? launcher.run(
            ProcessRequest(
                executable: query[0], arguments: Array(query.dropFirst()), environment: environment,
                timeLimit: timeLimit, outputCap: 1 << 20, cancellation: cancellation))
        guard let run, run.succeeded else { return }
        plan.learnDirectLink(clangOutput: run.errorText + run.outputText, object: object)
    }
}

extension SwiftCompiler {
    /// The folder of the toolchain's programs as the driver reports it (beside its runtime
    /// resources: `<toolchain>/usr/lib/swift` → `<toolchain>/usr/bin`), asked once per process
    /// and compiler; nil when it does not say.
    package func reportedToolchain(stamp: String, cancellation: Cancellation?) -> String? {
        if let known = Self.toolchains.value(for: stamp) { return known }
        let run = try? launcher.run(
            ProcessRequest(
                executable: executable, arguments: leadingArguments + ["-print-target-info"],
                environment: environment, timeLimit: timeLimit, outputCap: 1 << 20, cancellation: cancellation))
        guard let run, run.succeeded else {
            if run?.cancelled != true, run?.timedOut != true { Self.toolchains.store(nil, for: stamp) }
            return nil
        }
        let info = (try? JSONSerialization.jsonObject(with: run.standardOutput)) as? [String: Any]
        let folder = ((info?["paths"] as? [String: Any])?["runtimeResourcePath"] as? String).map { resources in
            URL(fileURLWithPath: resources).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("bin").standardized.path
        }
        Self.toolchains.store(folder, for: stamp)
        return folder
    }

    /// The folders a plan's programs may be in: the compiler's own, as found on `PATH` and
    /// with its links resolved (`swiftc` is a link to `swift-driver` beside the frontend).
    package static func toolchainFolders(of executable: String) -> Set<String> {
        let url = URL(fileURLWithPath: executable)
        return [
            url.deletingLastPathComponent().standardized.path,
            url.resolvingSymlinksInPath().deletingLastPathComponent().path,
        ]
    }
}

extension CompilePlan {
    /// Links with lld when the toolchain ships it beside its clang.
    package mutating func preferLLD() {
        guard let clang = link.first, clang.hasSuffix("/clang") || clang.hasSuffix("/clang++") else { return }
        let lld = URL(fileURLWithPath: clang).deletingLastPathComponent().appendingPathComponent("ld.lld").path
        guard FileManager.default.isExecutableFile(atPath: lld), !link.contains(where: { $0.hasPrefix("-fuse-ld=") })
        else { return }
        link.insert("-fuse-ld=lld", at: 1)
    }
}

/// A lock-protected dictionary of what was learned this run: plans (nil: this driver cannot
/// be planned), toolchain folders (nil: the driver does not say).
private final class Remembered<Value: Sendable>: Sendable {
    private let values = Mutex<[String: Value]>([:])

    func value(for key: String) -> Value? {
        values.withLock { $0[key] }
    }

    func store(_ value: Value, for key: String) {
        values.withLock { $0[key] = value }
    }
}
