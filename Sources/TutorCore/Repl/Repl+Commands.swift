import Foundation

extension Repl {
    /// Carries out one command line; false when the learner asked to leave.
    func perform(_ command: String) -> Bool {
        var words = command.split(separator: " ").map(String.init)
        let verb = words.removeFirst().lowercased()
        let json = words.contains("--json")
        words.removeAll { $0 == "--json" }
        do throws(UsageError) {
            switch verb {
            case "quit", "exit", "q":
                say("Bye — your place is saved.")
                return false
            case "help", "?":
                help(words.first)
            case "lessons":
                _ = tutor.listLessons(json: json, inRepl: true)
            case "open":
                try open(words)
            case "show":
                let (lesson, stage) = try target(words)
                move(to: stage, in: lesson, withStepProse: true)
            case "next", "back":
                try step(forward: verb == "next")
            case "step":
                guard words.count == 1 else { throw UsageError("`step` takes one step, like `step 6` or `step 9.2`.") }
                let (lesson, stage) = try target(words)
                move(to: stage, in: lesson, withStepProse: stage.id.stage == 1)
            case "run":
                try run(words, json: json)
            case "check":
                try check(words, json: json)
            case "edit":
                let (lesson, stage) = try target(words)
                interruptible { _ = self.tutor.edit(stage: stage, of: lesson, launcher: self.tutor.runner.launcher, cancellation: self.cancellation) }
            case "watch":
                guard let file = words.last else { throw UsageError("`watch` needs a file: `watch Postcard.swift`.") }
                let (lesson, stage) = try checkTarget(Array(words.dropLast()))
                guard let cancellation = cancellation ?? Cancellation() else { throw UsageError("Watching needs a pipe, and none could be made.") }
                interruptible { _ = self.tutor.watch(file: file, stage: stage, of: lesson, cancellation: cancellation, input: self.reader) }
            case "probe":
                guard case .probe(let file, let type, let document, let named, _, let dates, let snakeCase) = try Invocation.parse(["probe"] + words)
                else { break }
                interruptible {
                    _ = self.tutor.probe(file: file, type: type, document: document, lesson: named ?? self.lesson?.name, json: json,
                        dates: dates, snakeCase: snakeCase, cancellation: self.cancellation)
                }
            case "cards":
                try cards(words, json: json)
            case "edge":
                try edge(words)
            case "verify":
                let name = words.first ?? lesson?.name
                interruptible { _ = self.tutor.verify(lesson: name, json: json, cancellation: self.cancellation) }
            case "model":
                let (_, stage) = try target(words)
                guard let model = stage.modelFile else { throw UsageError("Stage \(stage.id) has no model yet: it is all in run().") }
                say((try? String(contentsOf: model, encoding: .utf8)) ?? "")
            case "diff":
                let (lesson, stage) = try target(words)
                say(StageView(width: tutor.width).changes(stage, in: lesson))
            case "doc":
                let (_, stage) = try target(words)
                guard let document = stage.document else { throw UsageError("Stage \(stage.id) reads no document: its JSON is in run().") }
                say((try? String(contentsOf: document, encoding: .utf8)) ?? "")
            default:
                throw UsageError("`\(verb)` is not a command here.", hint: suggestion(for: verb))
            }
        } catch {
            tutor.console.complain(error.text)
        }
        return true
    }

    private func help(_ verb: String?) {
        guard let verb else {
            say(HelpEntry.repl)
            return
        }
        if let entry = HelpEntry.entry(for: verb) {
            say(entry.text)
        } else {
            tutor.console.complain("There is no command `\(verb)`. " + suggestion(for: verb))
        }
    }

    /// The nearest verbs by prefix, or the pointer to `help`.
    func suggestion(for verb: String) -> String {
        let near = HelpEntry.all.map(\.verb).filter { $0.hasPrefix(String(verb.prefix(2))) }
        return near.isEmpty ? "Type `help` for the list." : "Did you mean \(near.map { "`\($0)`" }.joined(separator: " or "))? `help` lists them all."
    }

    /// `check <file>` against the current stage; `check 9.3 <file>`; `check trips 5 <file>`.
    private func check(_ words: [String], json: Bool) throws(UsageError) {
        guard let file = words.last else {
            throw UsageError("`check` needs your model's file: `check Postcard.swift`.", hint: "`edit` makes one from this stage's model.")
        }
        let (lesson, stage) = try checkTarget(Array(words.dropLast()))
        let url = try Tutor.learnerFile(file)
        interruptible { _ = self.tutor.checkFile(url, against: stage, of: lesson, json: json, cancellation: self.cancellation) }
    }

    /// The stage a check is against: the named or current one, or the step's last stage that
    /// compiles when the current one is meant not to.
    private func checkTarget(_ words: [String]) throws(UsageError) -> (Lesson, Stage) {
        let (lesson, stages) = try targets(words)
        if stages.count == 1, !stages[0].mustNotCompile { return (lesson, stages[0]) }
        return (lesson, try Tutor.checkableStage(String(stages[0].id.step), in: lesson))
    }

    /// `cards`, as on the command line; a lesson left out means the current one.
    private func cards(_ words: [String], json: Bool) throws(UsageError) {
        var request = try CardsRequest.parse(words + (json ? ["--json"] : []))
        request.lesson = request.lesson ?? lesson?.name
        interruptible { _ = self.tutor.cards(request, reader: self.reader, cancellation: self.cancellation) }
    }

    /// `edge`: the next edge case not yet seen in the current lesson; `edge 3`, `edge trips 3`.
    private func edge(_ words: [String]) throws(UsageError) {
        var words = words
        var chosen = lesson.flatMap { current in tutor.lessonsWithDecks.first { $0.name == current.name } }
        if let first = words.first, let named = tutor.lessonsWithDecks.first(where: { $0.name == first }) {
            chosen = named
            words.removeFirst()
        }
        guard let chosen else { throw UsageError("No lesson is open.", hint: "Type `edge postcards`, or `open postcards` first.") }
        var number = words.first
        if number == nil {
            let seen = tutor.progress.lesson(chosen.name).edgeCasesSeen
            guard let next = chosen.edgeCases.first(where: { !seen.contains($0.id) }) else {
                say("You have seen every edge case of \(chosen.title). `edge N` shows one again.")
                return
            }
            number = String(next.number)
        }
        interruptible { _ = self.tutor.edge(lesson: chosen.name, number: number, reader: self.reader, cancellation: self.cancellation) }
    }

    private func open(_ words: [String]) throws(UsageError) {
        guard let name = words.first else {
            throw UsageError("`open` needs a lesson.", hint: "The lessons are: \(tutor.lessons.map(\.name).joined(separator: ", ")).")
        }
        let lesson = try StageReference.lesson(name, in: tutor.lessons)
        guard let id = validPosition(tutor.progress.lesson(lesson.name).position, in: lesson), let stage = lesson.stage(id) else {
            throw UsageError("\(lesson.title) has no stages.")
        }
        say("\(lesson.title)\n\n\(TextLayout.wrap(lesson.summary, width: min(tutor.width, 92)))\n")
        move(to: stage, in: lesson, withStepProse: true)
    }

    private func step(forward: Bool) throws(UsageError) {
        guard let lesson, let position else { throw UsageError("No lesson is open.", hint: "Type `open postcards` to begin.") }
        guard let stage = forward ? lesson.stage(after: position) : lesson.stage(before: position) else {
            throw forward
                ? UsageError("That was the last stage of \(lesson.title).", hint: "Type `lessons` to choose another.")
                : UsageError("This is the first stage of \(lesson.title).")
        }
        move(to: stage, in: lesson, withStepProse: stage.id.step != position.step)
    }

    private func run(_ words: [String], json: Bool) throws(UsageError) {
        let (lesson, stages) = try targets(words)
        var status: Int32 = 0
        cancellation?.reset()
        interruptible { status = self.tutor.runStages(stages, of: lesson, json: json, cancellation: self.cancellation) }
        _ = status
    }

    /// The lesson and stages `words` name: nothing (the current stage), a step of the current
    /// lesson (`6`, `9.2`, `dates`), or a lesson and a step.
    func targets(_ words: [String]) throws(UsageError) -> (Lesson, [Stage]) {
        switch words.count {
        case 0:
            guard let lesson, let position, let stage = lesson.stage(position) else {
                throw UsageError("No lesson is open.", hint: "Type `open postcards` to begin.")
            }
            return (lesson, [stage])
        case 1:
            if let named = tutor.lessons.first(where: { $0.name == words[0] }) {
                let id = validPosition(tutor.progress.lesson(named.name).position, in: named)
                guard let id, let stage = named.stage(id) else { throw UsageError("\(named.title) has no stages.") }
                return (named, [stage])
            }
            guard let lesson else { throw UsageError("No lesson is open.", hint: "Open one first (`open postcards`), or name it before the step (`postcards \(words[0])`).") }
            return (lesson, try StageReference.stages(words[0], in: lesson))
        case 2:
            let lesson = try StageReference.lesson(words[0], in: tutor.lessons)
            return (lesson, try StageReference.stages(words[1], in: lesson))
        default:
            throw UsageError("Too many words: name at most a lesson and a step, like `run postcards 6`.")
        }
    }

    /// Like `targets`, for commands about one stage: a step means its first stage.
    func target(_ words: [String]) throws(UsageError) -> (Lesson, Stage) {
        let (lesson, stages) = try targets(words)
        return (lesson, stages[0])
    }
}
