import Foundation

/// How the message composer behaves. Version 2 added `fontSize`, with a
/// default, and left the coding to the compiler.
struct ComposerPrefs: Codable {
    var sendOnEnter = true
    var fontSize = 15
}
