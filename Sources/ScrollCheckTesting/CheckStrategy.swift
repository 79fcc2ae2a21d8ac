@_exported import ScrollCheck
@_exported import ScrollGeometry
@_exported import Strategies
// `withReportedFailuresCaptured` and `checkProperty` come with it (`Gen` itself is
// `import Generators`): a test that expects findings captures them instead of printing them
// as known issues.
@_exported import GeneratorsTesting

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
  if let problem = requestProblem(strategy, invariants: invariants, count: count, service: service) {
    fail("scrollcheck cannot check \(strategy.id): \(problem)")
    return nil
  }
  let request = RunRequest(strategyIDs: [strategy.id], invariantIDs: invariants, count: count, seed: seed)
  do {
    let report = try service.run(request, progress: { _ in })
    let command = IsolatedCommand.find(for: strategy, filePath: "\(filePath)")
    report.findings.forEach { fail(message(for: $0, strategy: strategy, command: command)) }
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
      fail(message(for: finding, strategy: strategy, command: IsolatedCommand.find(for: strategy, filePath: "\(filePath)")))
      return false
    }
    return true
  } catch {
    fail("scrollcheck could not replay the token: \(error)")
    return false
  }
}

/// The text of a finding, as `scrollcheck` prints it, with the line that pins it in a test
/// and, when the package has an executable over the strategy, the command that replays it.
func message(for finding: Finding, strategy: any Strategy, command: String?) -> String {
  var finding = finding
  if let command { finding.executableName = command }
  var lines = ["\(finding.strategyID) violates \(finding.invariantID)"] + TextReport.findingBody(finding)
  if command == nil {
    lines.removeAll { $0.contains("Replay: swift run") }
    lines.append(
      "  Replay: add an executable target that calls ScrollCheckCommand.main(strategies: [\(typeName(strategy))()]) "
        + "(see the README), then swift run <name> replay \(finding.token)")
  }
  lines.append("  Pin it in a test: checkRegression(\"\(finding.token)\", for: \(typeName(strategy))())")
  return lines.joined(separator: "\n")
}

/// Why a `checkStrategy` call makes no sense, or `nil`: a count below 1, an unknown
/// invariant, an invariant of another family, a declaration that is not sound.
func requestProblem(_ strategy: any Strategy, invariants: [String], count: Int, service: CatalogService) -> String? {
  if count < 1 { return "the count of cases must be at least 1, not \(count)" }
  for id in invariants {
    guard let invariant = service.invariants.first(where: { $0.id == id }) else {
      return "there is no invariant '\(id)' (see `scrollcheck list`)"
    }
    if !invariant.applies(to: strategy.family) {
      let families = invariant.families.map(\.rawValue).joined(separator: ", ")
      return "the invariant '\(id)' does not apply to \(strategy.family) strategies (it applies to \(families))"
    }
  }
  if let problem = DeclarationCheck.problem(strategy) { return problem }
  return nil
}

/// The type name of a strategy, as a user writes it (`ProfileHeader`).
func typeName(_ strategy: any Strategy) -> String {
  String(describing: type(of: strategy)).split(separator: "<").first.map(String.init) ?? "MyStrategy"
}
