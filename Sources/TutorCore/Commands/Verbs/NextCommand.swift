/// `next`: the next stage, or the next step after a step's last stage.
struct NextCommand: MoveCommand {
    static let declaration = CommandDeclaration(verb: "next", availability: .promptOnly,
        summary: "Go to the next stage (the next step after a step's last stage).",
        section: .findYourWay, example: "next")
    static let forward = true
}
