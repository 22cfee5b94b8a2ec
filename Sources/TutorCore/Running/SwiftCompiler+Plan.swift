import Foundation

extension SwiftCompiler {
    /// Plans learned this run, by the plan's file (its folder beside the module cache, and a
    /// hash of the compiler's stamp and the flags): the driver is asked once per process and
    /// cache at most, and a plan learned for one cache's compiler is never used by another's.
    private static let plans = PlanMemory()

    /// The driver's plan for these flags, learned with `-###` on first use and kept in memory
    /// and beside the module cache. Nil where the driver is needed every time: `xcrun` on
    /// macOS, or a driver whose output is not the three commands expected.
    ///
    /// A plan file is sealed by its hash (`SealedFile`) and may run only programs in the
    /// compiler's own folder: one rewritten on disk — to name another frontend, say — is
    /// deleted and learned again, never run. A driver whose plan names tools elsewhere (a
    /// wrapper script in front of a toolchain) is simply used every time.
    func plan(flags: [String], cancellation: Cancellation? = nil) -> CompilePlan? {
        guard !executable.hasSuffix("/xcrun"), replaysPlans else { return nil }
        let resolved = (try? resolvedExecutable()) ?? executable
        let toolchain = Self.toolchainFolders(of: resolved)
        let stamp = CompilerIdentity.fileStamp(resolved)
        let key = ([stamp] + flags).joined(separator: " ")
        var hash = SHA256()
        hash.update(field: key)
        let file = moduleCache.deletingLastPathComponent().appendingPathComponent("plans").appendingPathComponent(hash.hexDigest() + ".json")
        let remembered = file.path
        if let known = Self.plans.value(for: remembered) { return known }
        if let data = FileManager.default.contents(atPath: file.path) {
            if let payload = SealedFile.open(data), let saved = try? JSONDecoder().decode(CompilePlan.self, from: payload),
                saved.isUsable(toolchain: toolchain)
            {
                Self.plans.store(saved, for: remembered)
                return saved
            }
            // Damaged (empty, cut short, garbage): learned again below, and written over.
            try? FileManager.default.removeItem(at: file)
        }
        let arguments = Self.baseFlags + ["-wmo", "-module-cache-path", CompilePlan.moduleCache] + flags + CompilePlan.sources
            + ["-o", CompilePlan.output, "-###"]
        let run = try? launcher.run(ProcessRequest(executable: executable, arguments: arguments,
            environment: environment, timeLimit: timeLimit, cancellation: cancellation))
        guard let run, run.succeeded, var plan = CompilePlan(driverOutput: run.outputText + run.errorText),
            plan.isUsable(toolchain: toolchain)
        else {
            // A query stopped by Ctrl-C or its limit says nothing about the driver: ask again next time.
            if run?.cancelled != true, run?.timedOut != true { Self.plans.store(nil, for: remembered) }
            return nil
        }
        plan.preferLLD()
        if let data = try? JSONEncoder().encode(plan) { try? AtomicFile.write(SealedFile.seal(data), to: file) }
        Self.plans.store(plan, for: remembered)
        return plan
    }
}

extension SwiftCompiler {
    /// The folders a plan's programs may be in: the compiler's own, as found on `PATH` and
    /// with its links resolved (`swiftc` is a link to `swift-driver` beside the frontend).
    static func toolchainFolders(of executable: String) -> Set<String> {
        let url = URL(fileURLWithPath: executable)
        return [url.deletingLastPathComponent().standardized.path, url.resolvingSymlinksInPath().deletingLastPathComponent().path]
    }
}

extension CompilePlan {
    /// Links with lld when the toolchain ships it beside its clang.
    mutating func preferLLD() {
        guard let clang = link.first, clang.hasSuffix("/clang") || clang.hasSuffix("/clang++") else { return }
        let lld = URL(fileURLWithPath: clang).deletingLastPathComponent().appendingPathComponent("ld.lld").path
        guard FileManager.default.isExecutableFile(atPath: lld), !link.contains(where: { $0.hasPrefix("-fuse-ld=") }) else { return }
        link.insert("-fuse-ld=lld", at: 1)
    }
}

/// A lock-protected dictionary of plans (nil: this driver cannot be planned).
private final class PlanMemory: @unchecked Sendable {
    private let lock = NSLock()
    private var plans: [String: CompilePlan?] = [:]

    func value(for key: String) -> CompilePlan?? {
        lock.withLock { plans[key] }
    }

    func store(_ plan: CompilePlan?, for key: String) {
        lock.withLock { plans[key] = .some(plan) }
    }
}
