import Foundation

/// A failure that ``reportFailure(message:fileID:filePath:line:column:)`` was asked to
/// report while failures were captured.
public struct ReportedFailure: Hashable, Sendable {
  /// The text that would have been recorded.
  public var message: String
  /// The caller's `#fileID`.
  public var fileID: String
  /// The caller's `#filePath`.
  public var filePath: String
  /// The caller's line.
  public var line: Int
  /// The caller's column.
  public var column: Int
}

/// Runs `body` and returns the failures that `checkProperty`, `reportFailure` (and the
/// helpers built on them, such as ScrollCheckTesting's `checkStrategy`) would have reported
/// inside it, without reporting them.
///
/// For testing a helper that is expected to fail: the test then asserts on the captured
/// failures, and a passing test suite prints nothing that looks like a failure (Swift
/// Testing's `withKnownIssue` prints every known issue it matches).
///
/// ```swift
/// let (_, failures) = withReportedFailuresCaptured {
///   checkProperty(Gen.int(in: 0...9)) { $0 < 5 }
/// }
/// #expect(failures.first?.message.contains("Replay token") == true)
/// ```
public func withReportedFailuresCaptured<R>(_ body: () throws -> R) rethrows -> (
  result: R, failures: [ReportedFailure]
) {
  let sink = FailureSink()
  let result = try FailureSink.$current.withValue(sink) { try body() }
  return (result, sink.failures)
}

/// Where captured failures go while ``withReportedFailuresCaptured(_:)`` runs.
final class FailureSink: @unchecked Sendable {
  /// The sink of the innermost capture around the current task, if any.
  @TaskLocal static var current: FailureSink?

  private let lock = NSLock()
  private var collected: [ReportedFailure] = []

  /// Adds a failure.
  func append(_ failure: ReportedFailure) {
    lock.lock()
    collected.append(failure)
    lock.unlock()
  }

  /// Every failure added so far, in order.
  var failures: [ReportedFailure] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }
}
