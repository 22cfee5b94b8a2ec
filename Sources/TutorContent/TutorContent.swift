import Foundation

/// Where the shipped lessons and their documents are, at run time.
///
/// SwiftPM copies `Lessons/`, `Content/` and the README into this target's resource bundle; the
/// bundle is found beside the executable or at the path the build recorded, so `swift run` from
/// any folder and a release build both work.
package enum TutorContent {
    /// The bundle's root folder, holding `Lessons` and `Content`: SwiftPM's own accessor finds
    /// it beside the executable or at the path the build recorded.
    package static var root: URL? {
        Bundle.module.resourceURL
    }

    /// The README, whose Environment section the manual page prints.
    package static var readme: URL? {
        root?.appendingPathComponent("README.md")
    }
}
