import Foundation

/// One launch of the app: open the store, then save it, as the app does as
/// soon as it starts. A launch before this one left its file behind.
func run() {
    let file = documentsFolder().appendingPathComponent("trips.json")
    do {
        try document().write(to: file)
        let before = try fileNumber(of: file)
        let store = TripStore()
        store.save()
        if try fileNumber(of: file) == before {
            print("trips.json: the old file, written over where it lay")
        } else {
            print("trips.json: a new file, swapped in whole")
        }
    } catch {
        print("The experiment itself failed:", error)
    }
}

/// The number the file system knows a file by: a file written over in
/// place keeps it, a new file put in its place has another.
func fileNumber(of file: URL) throws -> Int? {
    let manager = FileManager.default
    let attributes = try manager.attributesOfItem(atPath: file.path)
    return attributes[.systemFileNumber] as? Int
}
