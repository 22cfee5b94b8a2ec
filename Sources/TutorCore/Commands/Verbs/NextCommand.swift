/// `next`: the next stage, or the next step after a step's last stage.
struct NextCommand: MoveCommand {
    static let help = HelpEntry(verb: "next", usage: "next", commandLine: nil,
        summary: "Go to the next stage (the next step after a step's last stage).",
        section: .findYourWay, example: "next")
    static let forward = true
}
