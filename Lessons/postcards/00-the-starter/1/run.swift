/// The lesson's playground: whatever this prints is what the step shows.
func run() {
    print("Hello from run()")
}
