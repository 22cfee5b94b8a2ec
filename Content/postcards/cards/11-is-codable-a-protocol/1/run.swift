/// Prints the type behind the name `Codable`.
func run() {
    let codable: Any.Type = Codable.self
    print(codable)
}
