/// `back`: the stage before.
struct BackCommand: MoveCommand {
    static let help = HelpEntry(verb: "back", usage: "back", commandLine: nil, summary: "Go back one stage.",
        section: .findYourWay, example: "back")
    static let forward = false
}
