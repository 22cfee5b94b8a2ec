/// Builds a card, which is as far as this program would get.
func run() {
    let card = Postcard(to: "Grandma", extra: ["weather": "sunny"])
    print(card.to)
}
