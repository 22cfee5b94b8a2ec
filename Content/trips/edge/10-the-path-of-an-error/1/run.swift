import Foundation

/// Decodes a route with a broken second stop and reports the key and the path.
func run() {
    let json = """
        {"stops": [{"nights": 5, "name": "Seattle"}, {"name": "Bergen"}]}
        """
    do {
        let route = try JSONDecoder().decode(Route.self, from: Data(json.utf8))
        print(route.stops.count, "stops")
    } catch let DecodingError.keyNotFound(key, context) {
        let steps = context.codingPath.map(\.stringValue)
        print("missing: \(key.stringValue)")
        print("path: \(steps)")
    } catch {
        print(error)
    }
}
