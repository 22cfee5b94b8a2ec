import TutorBase

/// How a program is built from its sources: through swiftc's own driver, or by replaying the
/// driver's plan without it.
///
/// Replaying (`CompilePlan`) and linking against stand-ins (`LinkStubs`) make a learner's check
/// fast, but both depend on what the driver does inside, and stand-ins move a missing symbol
/// from the link to the program's start. `plain` is the reference they are measured and
/// verified against (`.ci/run` verifies every lesson with it): the compile code asks the
/// strategy which way to go, and nothing else decides it.
package enum CompileStrategy: Sendable, Hashable {
    /// swiftc's own driver every time, whole-module, linking the toolchain's real libraries.
    case plain
    /// The driver's plan, learned once with `-###` and replayed without it, where one can be
    /// learned (the driver otherwise, as `plain`); its link reads stand-ins for the toolchain's
    /// libraries first when `linksWithStubs`, and the real libraries otherwise.
    case replayingPlans(linksWithStubs: Bool)

    /// The fast path, which a compiler made by hand (as tests do) takes.
    package static let fastest = CompileStrategy.replayingPlans(linksWithStubs: true)

    /// The strategy the tutor's environment asks for: `EnvironmentVariable.noPlan=1` compiles
    /// through the driver every time (stand-ins are only ever used by a replayed plan's link,
    /// so it is `plain` with or without `EnvironmentVariable.noStubs`), and
    /// `EnvironmentVariable.noStubs=1` alone replays plans that link the real libraries.
    package init(environment: [String: String]) {
        if environment[EnvironmentVariable.noPlan.name] == "1" {
            self = .plain
        } else {
            self = .replayingPlans(linksWithStubs: environment[EnvironmentVariable.noStubs.name] != "1")
        }
    }
}
