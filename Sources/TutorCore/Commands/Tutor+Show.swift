import Foundation

extension Tutor {
    /// `show <lesson> <step>`: the step's prose and each named stage's code.
    public func show(lesson name: String, step reference: String) -> Int32 {
        do throws(UsageError) {
            let lesson = try StageReference.lesson(name, in: lessons)
            let stages = try StageReference.stages(reference, in: lesson)
            let view = StageView(width: width)
            for (index, stage) in stages.enumerated() {
                if index > 0 { console.say("") }
                console.say(view.render(stage, in: lesson, heading: index == 0 ? .positionAndProse : .none))
            }
            let step = stages[0].id.step
            console.say("\nNext: `codable-tutor run \(lesson.name) \(stages.count == 1 ? stages[0].id.description : String(step))` compiles and runs it.")
            return 0
        } catch {
            return usage(error)
        }
    }

    /// Reports a usage error and gives its exit status.
    func usage(_ error: UsageError) -> Int32 {
        console.complain(error.text)
        return 2
    }
}
