public import Generators
import Testing
import XCTest

/// Checks a property and reports a failure to whichever test framework is running.
///
/// Inside Swift Testing (`Test.current != nil`) a failure is recorded as an `Issue` at the
/// caller's `SourceLocation`; inside XCTest it is an `XCTFail` at the caller's `#filePath`
/// and `#line`. The location is taken as `#fileID`, `#filePath`, `#line` and `#column`
/// (as swift-snapshot-testing does), so XCTest files need not import Testing. The message
/// holds the shrunk counterexample, the property's message and the replay token, which
/// can then be pinned with ``Check/pinning(_:)`` as a regression case.
///
/// ```swift
/// @Test func sumsStaySmall() {
///   checkProperty(Check(Gen.int(in: 0...9).array(count: 0...5))) { $0.reduce(0, +) < 50 }
/// }
/// ```
///
/// - Returns: the full result, for further inspection.
@discardableResult
public func checkProperty<Value>(
  _ check: Check<Value>,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ property: (Value) throws -> Bool
) -> CheckResult<Value> {
  checkProperty(check, fileID: fileID, filePath: filePath, line: line, column: column) {
    (value: Value) throws -> PropertyResult in PropertyResult(try property(value))
  }
}

/// Checks a property returning a ``PropertyResult`` and reports a failure to the running framework.
@discardableResult
public func checkProperty<Value>(
  _ check: Check<Value>,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ property: (Value) throws -> PropertyResult
) -> CheckResult<Value> {
  let result = check.run(property)
  reportFailure(of: result, fileID: fileID, filePath: filePath, line: line, column: column)
  return result
}

/// Checks a property returning an optional violation message and reports a failure.
@discardableResult
public func checkProperty<Value>(
  _ check: Check<Value>,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  violation property: (Value) throws -> String?
) -> CheckResult<Value> {
  checkProperty(check, fileID: fileID, filePath: filePath, line: line, column: column) {
    (value: Value) throws -> PropertyResult in PropertyResult(violation: try property(value))
  }
}

/// Checks a property over a generator with default settings and reports a failure.
///
/// ```swift
/// checkProperty(Gen.int(in: 0...100), seed: 3) { $0 <= 100 }
/// ```
@discardableResult
public func checkProperty<Value>(
  _ generator: Gen<Value>, count: Int = 100, seed: UInt64 = Check<Value>.defaultSeed,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ property: (Value) throws -> Bool
) -> CheckResult<Value> {
  checkProperty(
    Check(generator, count: count, seed: seed), fileID: fileID, filePath: filePath, line: line,
    column: column, property)
}

/// Checks a property on every value of a bounded domain and reports a failure or refusal.
@discardableResult
public func checkPropertyExhaustively<Value>(
  _ check: Check<Value>, limit: UInt64 = 100_000,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ property: (Value) throws -> Bool
) -> CheckResult<Value> {
  let result = check.runExhaustively(limit: limit, property)
  reportFailure(of: result, fileID: fileID, filePath: filePath, line: line, column: column)
  return result
}

/// Reports a non-passing result to Swift Testing or XCTest, whichever is running.
public func reportFailure<Value>(
  of result: CheckResult<Value>,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard !result.isPassed else { return }
  reportFailure(
    message: result.description, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Records `message` as a failure at the given location, with Swift Testing (an `Issue`)
/// when a Swift Testing test is running, else with XCTest (`XCTFail`); inside
/// ``withReportedFailuresCaptured(_:)`` the failure is collected instead.
public func reportFailure(
  message: String, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  if let sink = FailureSink.current {
    sink.append(
      ReportedFailure(
        message: message, fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    return
  }
  if Test.current != nil {
    if let location = issueLocation(fileID: fileID, filePath: filePath, line: line, column: column) {
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
      Issue.record(Comment(rawValue: message + "\n(reported from \(filePath):\(line))"))
    }
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}

/// The Swift Testing location of a caller, or `nil` where `SourceLocation` would trap (a
/// file ID without a module, a line or column below 1).
func issueLocation(fileID: String, filePath: StaticString, line: UInt, column: UInt) -> SourceLocation? {
  guard fileID.contains("/"), line > 0, column > 0 else { return nil }
  return SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
}
