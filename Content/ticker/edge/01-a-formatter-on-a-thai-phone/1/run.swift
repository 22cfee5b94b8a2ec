import Foundation

/// Reads a feed time and writes a known moment with the formatter.
func run() {
    let formatter = feedFormatter()
    if let read = formatter.date(from: "01/04/2027 09:15") {
        print("read 01/04/2027 09:15 as", read)
    }
    let watchSet = Date(timeIntervalSince1970: 1_806_571_200)
    print(watchSet, "written as", formatter.string(from: watchSet))
}
