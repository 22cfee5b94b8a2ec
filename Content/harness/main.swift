// `@preconcurrency`: in the Swift 6 language mode `stdout` is a shared mutable C global,
// which is fine to touch once, before anything else runs.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

// Every stage is a program whose lesson code lives in `run()`. Line buffering makes the
// output that came before a crash reach the tutor instead of dying in a buffer.
setvbuf(stdout, nil, _IOLBF, 0)
run()
