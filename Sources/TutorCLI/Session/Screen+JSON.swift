import TutorPresentation

extension Screen {
    /// Prints a `--json` answer on standard output.
    package func say<Value: Encodable>(json value: Value) {
        console.say(ReportJSON.text(value))
    }
}
