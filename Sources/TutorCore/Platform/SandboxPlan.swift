extension Containment {
    /// Whether this system can contain a program at all (Linux); elsewhere a program runs in
    /// a process group of its own, swept when it ends.
    static var isAvailable: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }
}

#if os(Linux)
import Glibc

/// The C side of a `Sandbox`: every path a C string, every call a pointer, made before
/// `fork()` (see `ForkPlan`). `SandboxPlan.Storage` owns the strings and frees them after.
///
/// The child side (`ForkPlan.runContained`) makes three processes:
/// - the run's first process, the tutor's child: a session of its own (so no terminal),
///   joins the run's control groups, makes new namespaces (process numbers, mounts, network,
///   IPC; a user namespace too where the tutor is not root) and waits;
/// - the first process of the new process namespace, its init: hides the home behind empty
///   mounts, lays the folders the program needs back on top, starts the program, reaps every
///   orphan, and when the program ends, ends — and with it, by the kernel's rule for a
///   namespace's first process, every process the program made, wherever it went;
/// - the program, without capabilities even as root, so it can undo none of this.
/// The first process then ends as the program did, so the tutor reads the program's status.
struct SandboxPlan {
    typealias Unshare = @convention(c) (Int32) -> Int32
    typealias Mount = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UInt, UnsafeRawPointer?) -> Int32
    typealias Umount2 = @convention(c) (UnsafePointer<CChar>?, Int32) -> Int32

    /// `unshare(2)` and `mount(2)`, hidden behind `_GNU_SOURCE` or in a header Swift does
    /// not import, looked up once.
    static let unsharePointer: Unshare? = dlsym(dlopen(nil, RTLD_NOW), "unshare").map { unsafeBitCast($0, to: Unshare.self) }
    static let mountPointer: Mount? = dlsym(dlopen(nil, RTLD_NOW), "mount").map { unsafeBitCast($0, to: Mount.self) }
    static let umountPointer: Umount2? = dlsym(dlopen(nil, RTLD_NOW), "umount2").map { unsafeBitCast($0, to: Umount2.self) }

    static let newMounts: Int32 = 0x0002_0000  // CLONE_NEWNS
    static let newIPC: Int32 = 0x0800_0000  // CLONE_NEWIPC
    static let newUser: Int32 = 0x1000_0000  // CLONE_NEWUSER
    static let newProcesses: Int32 = 0x2000_0000  // CLONE_NEWPID
    static let newNetwork: Int32 = 0x4000_0000  // CLONE_NEWNET

    let unshare: Unshare
    let mount: Mount
    let umount2: Umount2
    /// Files that join a control group (`ControlGroup.joiningFile`) to write "0" to, NULL-terminated, with the `Containment` bit each
    /// one earns.
    let groupFiles: UnsafePointer<UnsafeMutablePointer<CChar>?>
    let groupBits: UnsafePointer<UInt8>
    /// Whether the tutor is root: then the namespaces need no user namespace, and the program
    /// must lose root's capabilities.
    let isRoot: Bool
    /// "<uid> <uid> 1" and "<gid> <gid> 1", for a user namespace.
    let userMap: UnsafePointer<CChar>
    let groupMap: UnsafePointer<CChar>
    /// Folders to cover with an empty file system, NULL-terminated.
    let hidden: UnsafePointer<UnsafeMutablePointer<CChar>?>
    /// Folders to make inside the covered ones, parents first, NULL-terminated.
    let folders: UnsafePointer<UnsafeMutablePointer<CChar>?>
    /// Folders to lay back, and `/proc/self/fd/<n>` of a descriptor open on each.
    let visible: UnsafePointer<UnsafeMutablePointer<CChar>?>
    let visibleSources: UnsafePointer<UnsafeMutablePointer<CChar>?>
    /// The descriptor number each source names.
    let visibleDescriptors: UnsafePointer<Int32>
    let workingFolder: UnsafePointer<CChar>?
    /// The program, open for `fexecve`: its folder is hidden by the time it starts.
    let executable: Int32
    /// The constant strings the calls need.
    let text: Texts

    /// The constant C strings, made once and never freed.
    struct Texts {
        let root = strdup("/")!
        let proc = strdup("proc")!
        let procFolder = strdup("/proc")!
        let tmpfs = strdup("tmpfs")!
        let hiddenOptions = strdup("size=1m,mode=0755")!
        let groupFolder = strdup("/sys/fs/cgroup")!
        let groupOptions = strdup("size=4k,mode=0555")!
        let setgroups = strdup("/proc/self/setgroups")!
        let deny = strdup("deny")!
        let uidMap = strdup("/proc/self/uid_map")!
        let gidMap = strdup("/proc/self/gid_map")!
        let zero = strdup("0")!
    }
    /// Made once and never freed or written; the forked child reads them between fork and
    /// exec, where nothing may allocate or take a lock, so they are kept in `SignalHandlerState`.
    static var texts: Texts { SignalHandlerState.sandboxTexts }

    /// Owns the C strings of one plan until the fork is over.
    final class Storage {
        private var owned: [UnsafeMutablePointer<CChar>?] = []
        private var arrays: [UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>] = []
        private var descriptors: [Int32] = []
        private var bits: UnsafeMutablePointer<UInt8>?
        private var numbers: UnsafeMutablePointer<Int32>?

        func string(_ text: String) -> UnsafeMutablePointer<CChar> {
            let pointer = strdup(text)!
            owned.append(pointer)
            return pointer
        }

        func list(_ texts: [String]) -> UnsafePointer<UnsafeMutablePointer<CChar>?> {
            let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: texts.count + 1)
            for (index, text) in texts.enumerated() { array[index] = string(text) }
            array[texts.count] = nil
            arrays.append(array)
            return UnsafePointer(array)
        }

        func bytes(_ values: [UInt8]) -> UnsafePointer<UInt8> {
            let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(values.count, 1))
            for (index, value) in values.enumerated() { pointer[index] = value }
            bits = pointer
            return UnsafePointer(pointer)
        }

        func numbers(_ values: [Int32]) -> UnsafePointer<Int32> {
            let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: max(values.count, 1))
            for (index, value) in values.enumerated() { pointer[index] = value }
            numbers = pointer
            return UnsafePointer(pointer)
        }

        func keep(_ descriptor: Int32) { descriptors.append(descriptor) }

        deinit {
            for pointer in owned { free(pointer) }
            for array in arrays { array.deallocate() }
            bits?.deallocate()
            numbers?.deallocate()
            for descriptor in descriptors { close(descriptor) }
        }
    }

    /// The plan for `sandbox` and the program at `path`, with the control groups' files to
    /// join; nil where the system lacks the calls (then the program runs uncontained).
    static func make(_ sandbox: Sandbox, path: String, groupFiles: [(file: String, bit: Containment)], storage: Storage) -> SandboxPlan? {
        guard let unshare = unsharePointer, let mount = mountPointer, let umount2 = umountPointer else { return nil }
        let executable = open(path, O_RDONLY | O_CLOEXEC)
        guard executable >= 0 else { return nil }
        storage.keep(executable)
        var folders: [String] = []
        var visible: [String] = []
        var sources: [String] = []
        var numbers: [Int32] = []
        for folder in sandbox.visible {
            guard let root = sandbox.hidden.first(where: { Sandbox.isInside(folder, $0) }) else { continue }
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            storage.keep(descriptor)
            // Every folder between the covered root and this one, parents first.
            var path = root
            for part in folder.dropFirst(root.count).split(separator: "/") {
                path += "/" + part
                if !folders.contains(path) { folders.append(path) }
            }
            visible.append(folder)
            sources.append("/proc/self/fd/\(descriptor)")
            numbers.append(descriptor)
        }
        let uid = getuid()
        let gid = getgid()
        return SandboxPlan(unshare: unshare, mount: mount, umount2: umount2, groupFiles: storage.list(groupFiles.map(\.file)),
            groupBits: storage.bytes(groupFiles.map(\.bit.rawValue)), isRoot: geteuid() == 0,
            userMap: storage.string("\(uid) \(uid) 1"), groupMap: storage.string("\(gid) \(gid) 1"),
            hidden: storage.list(sandbox.hidden), folders: storage.list(folders), visible: storage.list(visible),
            visibleSources: storage.list(sources), visibleDescriptors: storage.numbers(numbers), workingFolder: sandbox.workingFolder.map { UnsafePointer(storage.string($0)) },
            executable: executable, text: texts)
    }
}
#endif
