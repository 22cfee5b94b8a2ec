import Foundation

/// Reads a time from the feed, then writes the last morning of 2027.
func run() {
    let formatter = feedFormatter()
    if let read = formatter.date(from: "01/04/2027 09:15") {
        print("read 01/04/2027 09:15 as", read)
    }
    let newYearsEve = Date(timeIntervalSince1970: 1_830_238_200)
    print(newYearsEve, "written as", formatter.string(from: newYearsEve))
}
