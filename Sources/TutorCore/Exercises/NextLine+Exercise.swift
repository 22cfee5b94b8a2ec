extension NextLine {
    /// Said when the learner's copy of a step passes: the step is done, and the next step
    /// with something to write is offered (or, at the last one, the lesson's cards).
    func afterExercise(_ copy: ExerciseCopy) -> String {
        let lesson = copy.lesson
        let done = "Step \(copy.step.number) is done: your own code does what the lesson's does."
        guard let next = lesson.exerciseSteps.first(where: { $0.number > copy.step.number }) else {
            return done + " That was the last step to write in \(lesson.title). " + line("practise it: \(command("cards", lesson))")
        }
        let read = place.current?.lesson.name == lesson.name ? promptCommand("step \(next.number)") : nil
        return done + "\n" + line("step \(next.number), \(next.title): \(read ?? command("show", lesson, String(next.number))) to read it, then \(command("edit", lesson, String(next.number))).")
    }
}
