@_exported import ScrollCheck
@_exported import ScrollGeometry
@_exported import Strategies
import GeneratorsTesting

/// Checks a strategy against every invariant of its family (or the ones named) on
/// generated scenarios, and reports each violation at the caller's source location, under
/// Swift Testing or XCTest, with its shrunk scenario and replay token.
///
/// ```swift
/// @Test func myHeaderHolds() {
///   checkStrategy(MyStretchyHeader())
/// }
/// ```
///
/// - Parameters:
///   - strategy: the strategy, often a user's own conforming type.
///   - invariants: invariant identifiers to check; empty for every one that applies.
///   - count: generated scenarios per invariant.
///   - seed: the run's seed; the same seed gives the same cases.
/// - Returns: the report, for further assertions.
@discardableResult
public func checkStrategy(
  _ strategy: any Strategy, invariants: [String] = [], count: Int = CatalogService.defaultCount,
  seed: UInt64 = 0, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> RunReport? {
  let fail = { (text: String) in
    reportFailure(message: text, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  let service = CatalogService(strategies: [strategy])
  let request = RunRequest(strategyIDs: [strategy.id], invariantIDs: invariants, count: count, seed: seed)
  do {
    let report = try service.run(request, progress: { _ in })
    report.findings.forEach { fail(message(for: $0)) }
    return report
  } catch {
    fail("scrollcheck could not run \(strategy.id): \(error)")
    return nil
  }
}

/// Replays a finding's token as a regression case: reports a failure at the caller's
/// location if the strategy still breaks the invariant in that scenario.
///
/// ```swift
/// @Test func headerCollapsesWithOneRow() {
///   checkRegression("sc1-...", for: MyStretchyHeader())
/// }
/// ```
///
/// - Returns: whether the invariant now holds in the token's scenario.
@discardableResult
public func checkRegression(
  _ token: String, for strategy: any Strategy, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
  let fail = { (text: String) in
    reportFailure(message: text, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  do {
    let result = try CatalogService(strategies: [strategy]).replay(token: token)
    if case .violated(let finding) = result.verdict {
      fail(message(for: finding))
      return false
    }
    return true
  } catch {
    fail("scrollcheck could not replay the token: \(error)")
    return false
  }
}

/// The text of a finding, as `scrollcheck` prints it.
func message(for finding: Finding) -> String {
  (["\(finding.strategyID) violates \(finding.invariantID)"] + TextReport.findingBody(finding))
    .joined(separator: "\n")
}
