import Testing

/// The limit that turns a hang into a failure instead of a stalled CI run:
/// `.timeLimit(hangLimit)`.
///
/// It is generous on purpose: Swift Testing counts a test's time from when it is started,
/// and on a 2-core machine a synchronous test may wait minutes for a thread while the
/// end-to-end suites hold both. A one-minute limit failed healthy tests that way; this one
/// is still under the 10 minutes the whole suite must stay within.
package let hangLimit = TimeLimitTrait.Duration.minutes(8)
