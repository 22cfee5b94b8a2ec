import Foundation

/// A route whose second stop is missing its nights.
let routeJSON = """
    {"stops": [{"nights": 5, "name": "Seattle"}, {"name": "Bergen"}]}
    """

/// Decodes the route and reports the missing key and the path to it.
func run() {
    do {
        let bytes = Data(routeJSON.utf8)
        let route = try JSONDecoder().decode(Route.self, from: bytes)
        print(route.stops.count, "stops")
    } catch let DecodingError.keyNotFound(key, context) {
        let steps = context.codingPath.map(\.stringValue)
        print("missing: \(key.stringValue)")
        print("path: \(steps)")
    } catch {
        print(error)
    }
}
