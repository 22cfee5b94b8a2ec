import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// One command of the tutor, declared in one file: its declaration (verb, words, options,
/// help), how it reads the words once the declaration has checked them, and what it does.
///
/// `CommandRegistry.all` lists every command once; the command line, the prompt, `help` and
/// Tab completion all read that list and each command's declaration, so a command cannot
/// mean one thing in one place and another elsewhere.
package protocol Command {
    /// The verb, its other words, its arguments and options, and its help.
    static var declaration: CommandDeclaration { get }
    /// Reads the words after the verb, already checked against the declaration (options
    /// known, values present, as many plain words as the arguments allow). `place` is the
    /// prompt's current lesson and stage, or nowhere on the command line.
    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure)
    /// Carries the command out and gives its exit status.
    /// A failure is thrown, never printed: the registry renders it once.
    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus
}

extension Command {
    /// The verb, as the declaration spells it: code that names a command (a suggestion, a word
    /// a command's own prompt answers) names it through here.
    static var verb: String { declaration.verb }

    /// The verb and its other words (`quit`, `exit`, `q`).
    static var spellings: [String] { [verb] + declaration.aliases }
}
