import Foundation

/// The feed's minute format, set up as on a phone whose user chose Thai.
func feedFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "th_TH")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "dd/MM/yyyy HH:mm"
    return formatter
}
