import Foundation

/// One postcard from the trip.
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var city: String
    var country: String
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL

    /// The keys of a card's object in the document.
    enum CodingKeys: String, CodingKey {
        case id
        case to
        case from  // the object holding the city and the country
        case sent
        case message
        case stamp
        case pictureURL = "picture_url"
    }

    /// The keys of the small object under "from".
    enum PlaceKeys: String, CodingKey {
        case city
        case country
    }

    /// Reads a card, lifting the city and the country out of "from".
    init(from decoder: any Decoder) throws {
        let card = try decoder.container(keyedBy: CodingKeys.self)
        id = try card.decode(Int.self, forKey: .id)
        to = try card.decode(String.self, forKey: .to)
        sent = try card.decode(Date.self, forKey: .sent)
        message = try card.decodeIfPresent(String.self, forKey: .message)
        stamp = try card.decode(Stamp.self, forKey: .stamp)
        pictureURL = try card.decode(URL.self, forKey: .pictureURL)

        let place = try card.nestedContainer(
            keyedBy: PlaceKeys.self, forKey: .from)
        city = try place.decode(String.self, forKey: .city)
        country = try place.decode(String.self, forKey: .country)
    }

    /// Writes a card in the document's shape, the place back under "from".
    func encode(to encoder: any Encoder) throws {
        var card = encoder.container(keyedBy: CodingKeys.self)
        try card.encode(id, forKey: .id)
        try card.encode(to, forKey: .to)
        try card.encode(sent, forKey: .sent)
        // `encode`, not `encodeIfPresent`: a nil message is written as
        // null, as the file has it.
        try card.encode(message, forKey: .message)
        try card.encode(stamp, forKey: .stamp)
        try card.encode(pictureURL, forKey: .pictureURL)

        var place = card.nestedContainer(
            keyedBy: PlaceKeys.self, forKey: .from)
        try place.encode(city, forKey: .city)
        try place.encode(country, forKey: .country)
    }
}
