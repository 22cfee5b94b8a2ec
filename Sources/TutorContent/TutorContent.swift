import Foundation

/// Where the shipped lessons and their documents are, at run time.
///
/// SwiftPM copies `Lessons/`, `Content/` and the README into this target's resource bundle; the bundle is
/// found beside the executable or at the path the build recorded, so `swift run` from any
/// folder and a release build both work.
public enum TutorContent {
    /// The bundle's root folder, holding `Lessons` and `Content`.
    public static var root: URL? {
        besideExecutable ?? Bundle.module.resourceURL
    }

    /// The bundle's folder where SwiftPM puts it, beside the executable, found by its path
    /// alone: making `Bundle.main` and the bundle took half a millisecond of every start.
    /// Nil when it is not there (an install laid out otherwise): `Bundle.module` looks then.
    static var besideExecutable: URL? {
        #if os(Linux)
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let folder = URL(fileURLWithPath: executable, isDirectory: false).deletingLastPathComponent()
            .appendingPathComponent("codable-tutor_TutorContent.resources", isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Lessons", isDirectory: true).path, isDirectory: &isFolder),
            isFolder.boolValue
        else { return nil }
        return folder
        #else
        return nil
        #endif
    }

    /// The README, whose Environment section the manual page prints.
    public static var readme: URL? {
        root?.appendingPathComponent("README.md")
    }
}
