import Foundation

// Every stage is a program whose lesson code lives in `run()`. Line buffering makes the
// output that came before a crash reach the tutor instead of dying in a buffer.
setvbuf(stdout, nil, _IOLBF, 0)
run()
