/// The five schools of magic. The catalogue writes each as one capital
/// letter, which is the raw value the decoder matches.
enum School: String, Decodable {
    case ember = "E"
    case tide = "T"
    case grove = "G"
    case storm = "S"
    case dusk = "D"
}
