import TutorDomain

/// The learner's progress, not Foundation's `Progress`: the two names meet in every module
/// that imports both.
typealias Progress = TutorDomain.Progress
