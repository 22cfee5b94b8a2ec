import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The completion scripts, one per shell: each hands the command line up to the cursor to
/// `codable-tutor completion --line` and offers what it prints, one candidate a line. A
/// candidate ending in `/` is a folder, so no space is added after it.
enum CompletionScript {
    static func text(for shell: String) -> String {
        switch shell {
        case "zsh": zsh
        case "fish": fish
        default: bash
        }
    }

    /// How each script asks the tutor for the candidates.
    private static let ask = "command codable-tutor \(CompletionCommand.verb) \(CommandOption.line.name)"

    static let bash = """
        # bash completion for codable-tutor: `source <(codable-tutor completion bash)`.
        # The candidates come from the tutor itself, the completer its prompt's Tab uses.
        _codable_tutor() {
            local IFS=$'\\n'
            local candidates
            candidates=($(\(ask) "${COMP_LINE:0:COMP_POINT}" 2>/dev/null))
            COMPREPLY=("${candidates[@]}")
            local candidate
            for candidate in "${candidates[@]}"; do
                if [[ "$candidate" == */ ]]; then compopt -o nospace 2>/dev/null; fi
            done
        }
        complete -F _codable_tutor codable-tutor
        """

    static let zsh = """
        #compdef codable-tutor
        # zsh completion for codable-tutor: `source <(codable-tutor completion zsh)` after
        # compinit, or this file as `_codable-tutor` in a folder of $fpath.
        # The candidates come from the tutor itself, the completer its prompt's Tab uses.
        _codable-tutor() {
            local -a candidates
            candidates=("${(@f)$(\(ask) "$LBUFFER" 2>/dev/null)}")
            local candidate
            for candidate in "${candidates[@]}"; do
                [[ -n "$candidate" ]] || continue
                if [[ "$candidate" == */ ]]; then
                    compadd -U -Q -S '' -- "$candidate"
                else
                    compadd -U -Q -- "$candidate"
                fi
            done
        }
        if [[ "${funcstack[1]}" == "_codable-tutor" ]]; then
            _codable-tutor "$@"
        else
            compdef _codable-tutor codable-tutor
        fi
        """

    static let fish = """
        # fish completion for codable-tutor:
        # `codable-tutor completion fish > ~/.config/fish/completions/codable-tutor.fish`.
        # The candidates come from the tutor itself, the completer its prompt's Tab uses.
        complete -c codable-tutor -f -a '(\(ask) (commandline -cp) 2>/dev/null)'
        """
}
