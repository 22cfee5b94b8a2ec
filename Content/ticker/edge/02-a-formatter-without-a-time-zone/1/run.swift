import Foundation

/// Plays a phone in Auckland and reads one of each of the feed's dates.
func run() {
    NSTimeZone.default = TimeZone(identifier: "Pacific/Auckland")!
    let minutes = feedFormatter("dd/MM/yyyy HH:mm")
    let days = feedFormatter("yyyy-MM-dd")
    print(minutes.date(from: "01/04/2027 09:15")!)
    print(days.date(from: "2019-08-02")!)
}
