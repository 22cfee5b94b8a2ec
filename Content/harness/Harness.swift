import Foundation

/// The lesson's JSON document, as bytes.
///
/// In the lesson this file sits in the app's bundle; here the tutor hands the program its path.
func document() throws -> Data {
    guard let path = ProcessInfo.processInfo.environment["CODABLE_TUTOR_DOCUMENT"] else {
        throw HarnessError.noDocument
    }
    return try Data(contentsOf: URL(fileURLWithPath: path))
}

/// The folder this run may keep files in, like an app's own documents folder.
///
/// On Apple platforms that is `URL.documentsDirectory`, which Linux's Foundation lacks; the
/// tutor gives each run of a step a fresh folder and every launch of it the same one.
func documentsFolder() -> URL {
    let path = ProcessInfo.processInfo.environment["CODABLE_TUTOR_DOCUMENTS"]
        ?? FileManager.default.temporaryDirectory.path
    return URL(fileURLWithPath: path, isDirectory: true)
}

/// Why the harness could not give the program what it asked for.
enum HarnessError: Error, CustomStringConvertible {
    case noDocument

    var description: String {
        "this stage was not given a document to read"
    }
}
