import Foundation
import ScrollGeometry

/// Reads the JSON reports of `--shard I/N` runs back and combines them into the report the
/// single run would have given: the same matrix, findings, JSON and exit code.
public enum ReportMerger {
  /// A problem with the reports given, in words.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// One shard's report as read.
  struct Part {
    var shard: Shard
    var report: RunReport
  }

  /// Merges the JSON texts (each a `run` or `exhaustive` report written with `--shard`).
  /// Strategy and invariant descriptions come from `known` where it has them (it knows which
  /// invariants a declaration excludes), else from the reports.
  public static func merge(_ texts: [(name: String, text: String)], known: [StrategyInfo] = [], invariants knownInvariants: [InvariantInfo] = []) throws -> RunReport {
    guard !texts.isEmpty else { throw Problem(description: "no reports to merge") }
    let parts = try texts.map { try read($0.text, name: $0.name, known: known, invariants: knownInvariants) }
    let first = parts[0]
    let count = first.shard.count
    for part in parts {
      guard part.report.mode == first.report.mode else {
        throw Problem(description: "the reports come from different runs (seed, count or domain differ)")
      }
      guard part.shard.count == count else { throw Problem(description: "the reports are shards of different splits") }
      guard part.report.assumptions == first.report.assumptions else {
        throw Problem(description: "the reports ran under different engine assumptions (--assume)")
      }
      guard part.report.strategies.map(\.id) == first.report.strategies.map(\.id),
        part.report.invariants.map(\.id) == first.report.invariants.map(\.id)
      else { throw Problem(description: "the reports check different strategies or invariants") }
    }
    let indices = parts.map(\.shard.index).sorted()
    guard indices == Array(1...count) else {
      let missing = Set(1...count).subtracting(indices).sorted().map { "\($0)/\(count)" }
      let doubled = Dictionary(grouping: indices, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        .map { "\($0)/\(count)" }
      var words: [String] = []
      if !missing.isEmpty { words.append("missing shard \(missing.joined(separator: ", "))") }
      if !doubled.isEmpty { words.append("shard \(doubled.joined(separator: ", ")) given twice") }
      throw Problem(description: words.joined(separator: "; "))
    }
    if case .exhaustive = first.report.mode, count > 1 {
      return try mergeSlices(parts, count: count)
    }
    let pseudo = Set(IncidentKind.allCases.map(\.rawValue))
    var cells: [Cell] = []
    var seen: Set<String> = []
    var incidents: [String: [Cell]] = [:]
    for part in parts {
      for cell in part.report.cells {
        let key = cell.strategyID + "\u{0}" + cell.invariantID
        if pseudo.contains(cell.invariantID) {
          incidents[key, default: []].append(cell)
          continue
        }
        guard seen.insert(key).inserted else {
          throw Problem(description: "two reports both hold \(cell.strategyID) × \(cell.invariantID)")
        }
        cells.append(cell)
      }
    }
    let invariantOrder = first.report.invariants.map(\.id)
    for key in incidents.keys.sorted() {
      cells.append(combine(incidents[key]!, invariantOrder: invariantOrder))
    }
    var merged = RunReport(
      mode: first.report.mode, strategies: first.report.strategies, invariants: first.report.invariants, cells: cells)
    merged.assumptions = first.report.assumptions
    return merged
  }

  /// The shards of an exhaustive run, each holding every cell on its slice of the domain: per
  /// cell, the verdict of the slice whose first violation comes first in the domain (its
  /// shrunk finding is the single run's), else the slices' cases and undecided cases added
  /// (the reason of the earliest undecided case); per strategy, the `crashes` and `hangs`
  /// cells of the first invariant whose cases the single run would have seen crash or hang
  /// (an incident after the cell's first violation is one it never runs).
  static func mergeSlices(_ parts: [Part], count: Int) throws -> RunReport {
    let first = parts[0].report
    let pseudo = Set(IncidentKind.allCases.map(\.rawValue))
    var byKey: [String: [Cell]] = [:]
    var order: [String] = []
    for part in parts {
      for cell in part.report.cells where !pseudo.contains(cell.invariantID) {
        let key = cell.strategyID + "\u{0}" + cell.invariantID
        if byKey[key] == nil { order.append(key) }
        byKey[key, default: []].append(cell)
      }
    }
    var cells: [Cell] = []
    // Per strategy, in invariant order: (invariant, first failure, hang, death, cases).
    var seen: [String: [(invariant: String, hang: Bool, death: Bool)]] = [:]
    var casesPerStrategy: [String: Int] = [:]
    for key in order {
      let slices = byKey[key]!
      guard slices.count == count else {
        throw Problem(description: "\(slices[0].strategyID) × \(slices[0].invariantID) is not in every shard")
      }
      guard slices.allSatisfy({ $0.slice != nil }) else {
        throw Problem(description: "the exhaustive reports lack their slices' details (written by an older scrollcheck?)")
      }
      let strategy = slices[0].strategyID
      let invariant = slices[0].invariantID
      let details = slices.map { $0.slice! }
      let failure = details.compactMap(\.firstFailure).min()
      casesPerStrategy[strategy, default: 0] += details.reduce(0) { $0 + $1.cases }
      seen[strategy, default: []].append((
        invariant,
        details.contains { $0.hang?.isSeen(before: failure) == true },
        details.contains { $0.death?.isSeen(before: failure) == true }))
      let verdict: CellVerdict
      if slices.allSatisfy({ $0.verdict == .notApplicable }) {
        verdict = .notApplicable
      } else if let failure, let violated = slices.first(where: { $0.slice?.firstFailure == failure }) {
        verdict = violated.verdict
      } else {
        var cases = 0
        var undecided = 0
        var reason: (Int, String)?
        for cell in slices {
          switch cell.verdict {
          case .passed(let n): cases += n
          case .inconclusive(let n, let m, let text):
            cases += n
            undecided += m
            if let index = cell.slice?.firstUndecided, reason == nil || index < reason!.0 { reason = (index, text) }
          default: break
          }
        }
        verdict = undecided > 0 ? .inconclusive(cases: cases, inconclusive: undecided, reason: reason?.1 ?? "")
          : .passed(cases: cases)
      }
      cells.append(Cell(strategyID: strategy, invariantID: invariant, verdict: verdict))
    }
    let candidates = parts.flatMap(\.report.incidentCandidates)
    for strategy in first.strategies.map(\.id) where seen[strategy] != nil {
      for kind in IncidentKind.allCases {
        let invariant = seen[strategy]!.first { kind == .crashes ? $0.death : $0.hang }?.invariant
        guard let invariant else {
          cells.append(Cell(
            strategyID: strategy, invariantID: kind.rawValue, verdict: .passed(cases: casesPerStrategy[strategy] ?? 0)))
          continue
        }
        guard let found = candidates.first(where: {
          $0.invariantID == invariant && $0.cell.strategyID == strategy && $0.cell.invariantID == kind.rawValue
        }) else {
          throw Problem(description: "no shard holds the shrunk \(kind.rawValue) case of \(strategy) × \(invariant)")
        }
        cells.append(Cell(strategyID: strategy, invariantID: kind.rawValue, verdict: found.cell.verdict))
      }
    }
    var merged = RunReport(mode: first.mode, strategies: first.strategies, invariants: first.invariants, cells: cells)
    merged.assumptions = first.assumptions
    return merged
  }

  /// A `crashes` or `hangs` cell from every shard's: the violation found with the earliest
  /// invariant (as the single run reports the first in catalog order), else every case counted.
  static func combine(_ cells: [Cell], invariantOrder: [String]) -> Cell {
    func rank(_ cell: Cell) -> Int {
      guard let token = cell.verdict.finding.flatMap({ try? FindingToken(parsing: $0.token) }),
        let (_, invariant) = IncidentKind.parse(token.invariantID)
      else { return Int.max }
      return invariantOrder.firstIndex(of: invariant) ?? Int.max
    }
    if let violated = cells.filter(\.verdict.isViolation).min(by: { rank($0) < rank($1) }) { return violated }
    let cases = cells.reduce(0) { total, cell in
      if case .passed(let cases) = cell.verdict { return total + cases }
      return total
    }
    return Cell(strategyID: cells[0].strategyID, invariantID: cells[0].invariantID, verdict: .passed(cases: cases))
  }

  static func read(_ text: String, name: String, known: [StrategyInfo], invariants knownInvariants: [InvariantInfo]) throws -> Part {
    func fail(_ what: String) -> Problem {
      Problem(description: "'\(TerminalText.escaped(name))' is not a scrollcheck JSON report: \(what)")
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
      throw fail("it does not parse as a JSON object")
    }
    guard object["schemaVersion"] as? Int == JSONReport.schemaVersion else { throw fail("no schemaVersion 1") }
    let mode: RunMode
    switch object["command"] as? String {
    case "run":
      guard let seed = (object["seed"] as? String).flatMap(UInt64.init), let count = object["count"] as? Int else {
        throw fail("a run without seed or count")
      }
      mode = .random(seed: seed, count: count)
    case "exhaustive":
      guard let domain = object["domain"] as? [String: Any],
        let bound = (domain["bound"] as? String).flatMap(ExhaustiveBound.init(rawValue:)),
        let size = domain["scenarioCount"] as? Int, let dimensions = domain["dimensions"] as? [String]
      else { throw fail("an exhaustive run without its domain") }
      mode = .exhaustive(ExhaustiveDomain(bound: bound, scenarioCount: size, dimensions: dimensions))
    default:
      throw fail("only run and exhaustive reports can be merged")
    }
    let shard = (object["shard"] as? String).flatMap(Shard.init(parsing:)) ?? .whole
    let strategies = try (object["strategies"] as? [[String: Any]] ?? []).map { entry -> StrategyInfo in
      guard let id = entry["id"] as? String, let family = (entry["family"] as? String).flatMap(Family.init(rawValue:))
      else { throw fail("a strategy without id or family") }
      if let info = known.first(where: { $0.id == id }) { return info }
      return StrategyInfo(
        id: id, family: family, summary: entry["summary"] as? String ?? "",
        expectedViolations: entry["expectedViolations"] as? [String] ?? [])
    }
    let invariants = try (object["invariants"] as? [[String: Any]] ?? []).map { entry -> InvariantInfo in
      guard let id = entry["id"] as? String else { throw fail("an invariant without id") }
      if let info = knownInvariants.first(where: { $0.id == id }) { return info }
      return InvariantInfo(
        id: id, families: (entry["families"] as? [String] ?? []).compactMap(Family.init(rawValue:)),
        summary: entry["summary"] as? String ?? "", explanation: "", tolerance: entry["tolerance"] as? String ?? "")
    }
    var findings: [String: Finding] = [:]
    for entry in object["findings"] as? [[String: Any]] ?? [] {
      let finding = try readFinding(entry, fail: fail)
      findings[finding.strategyID + "\u{0}" + finding.invariantID] = finding
    }
    let cells = try (object["results"] as? [[String: Any]] ?? []).map { entry in
      try readCell(entry, finding: { findings[$0 + "\u{0}" + $1] }, fail: fail)
    }
    var report = RunReport(mode: mode, strategies: strategies, invariants: invariants, cells: cells)
    report.assumptions = object["assumptions"] as? [String] ?? []
    report.incidentCandidates = try (object["incidentCandidates"] as? [[String: Any]] ?? []).map { entry in
      guard let invariant = entry["invariant"] as? String, let result = entry["result"] as? [String: Any] else {
        throw fail("an incident candidate without invariant or result")
      }
      let finding = try (entry["finding"] as? [String: Any]).map { try readFinding($0, fail: fail) }
      return IncidentCandidate(invariantID: invariant, cell: try readCell(result, finding: { _, _ in finding }, fail: fail))
    }
    return Part(shard: shard, report: report)
  }

  /// One `results` entry: its verdict (a violation's finding from `finding`) and, in a shard
  /// of an exhaustive run, its slice of the domain.
  static func readCell(
    _ entry: [String: Any], finding: (String, String) -> Finding?, fail: (String) -> Problem
  ) throws -> Cell {
    guard let strategy = entry["strategy"] as? String, let invariant = entry["invariant"] as? String,
      let verdict = entry["verdict"] as? String
    else { throw fail("a result without strategy, invariant or verdict") }
    var cell: Cell
    switch verdict {
    case "passed":
      cell = Cell(strategyID: strategy, invariantID: invariant, verdict: .passed(cases: entry["cases"] as? Int ?? 0))
    case "inconclusive":
      cell = Cell(
        strategyID: strategy, invariantID: invariant,
        verdict: .inconclusive(
          cases: entry["cases"] as? Int ?? 0, inconclusive: entry["inconclusiveCases"] as? Int ?? 0,
          reason: entry["inconclusiveReason"] as? String ?? ""))
    case "notApplicable":
      cell = Cell(strategyID: strategy, invariantID: invariant, verdict: .notApplicable)
    case "violated":
      guard let found = finding(strategy, invariant) else { throw fail("a violation without its finding") }
      cell = Cell(strategyID: strategy, invariantID: invariant, verdict: .violated(found))
    default:
      throw fail("an unknown verdict '\(TerminalText.escaped(verdict))'")
    }
    if let slice = entry["slice"] as? [String: Any] {
      func position(_ key: String) -> IncidentPosition? {
        guard let object = slice[key] as? [String: Any], let index = object["index"] as? Int else { return nil }
        return IncidentPosition(index: index, whileShrinking: object["whileShrinking"] as? Bool ?? false)
      }
      cell.slice = DomainSliceDetail(
        cases: slice["cases"] as? Int ?? 0, firstFailure: slice["firstFailure"] as? Int,
        firstUndecided: slice["firstUndecided"] as? Int, hang: position("hang"), death: position("death"))
    }
    return cell
  }

  static func readFinding(_ entry: [String: Any], fail: (String) -> Problem) throws -> Finding {
    guard let strategy = entry["strategy"] as? String, let invariant = entry["invariant"] as? String,
      let scenario = entry["scenario"] as? [String], let step = entry["failingStep"] as? [String: Any],
      let index = step["index"] as? Int, let description = step["description"] as? String,
      let message = entry["message"] as? String, let token = entry["token"] as? String,
      let shrink = entry["shrink"] as? [String: Any], let command = entry["replayCommand"] as? String
    else { throw fail("a finding with a missing field") }
    let words = command.split(separator: " ")
    let executable = words.count > 4 ? String(words[4]) : "scrollcheck"
    let marks = (entry["marks"] as? [[String: Any]] ?? []).map { mark in
      CGRect(
        x: number(mark["x"]), y: number(mark["y"]), width: number(mark["width"]), height: number(mark["height"]))
    }
    var finding = Finding(
      strategyID: strategy, invariantID: invariant, scenario: scenario, failingStep: index,
      failingStepDescription: description, message: message, token: token,
      shrink: ShrinkStatistics(
        originalSize: shrink["originalSize"] as? Int ?? 0, steps: shrink["steps"] as? Int ?? 0,
        evaluations: shrink["evaluations"] as? Int ?? 0, budgetExhausted: shrink["budgetExhausted"] as? Bool ?? false,
        isReplayed: shrink["replayed"] as? Bool ?? false),
      marks: marks, provenance: readProvenance(entry["provenance"]), executableName: executable,
      seedContent: readSeedContent(entry["seedContent"]))
    finding.newUnder = entry["newUnder"] as? [String] ?? []
    finding.replayAssumptions = entry["replayAssumptions"] as? [String] ?? []
    return finding
  }

  /// A finding's seed-content check as the JSON report writes it (`seedContent`), if any.
  static func readSeedContent(_ value: Any?) -> SeedContentCheck? {
    guard let object = value as? [String: Any], let seed = object["seed"] as? String,
      let content = object["content"] as? String, let cases = object["cases"] as? Int
    else { return nil }
    return SeedContentCheck(seed: seed, content: content, token: object["token"] as? String, cases: cases)
  }

  /// A finding's provenance as the JSON report writes it (`provenance`), if it has one.
  static func readProvenance(_ value: Any?) -> Provenance? {
    guard let object = value as? [String: Any], let ranUnder = object["ranUnder"] as? [String],
      let alternatives = object["alternatives"] as? [[String: Any]]
    else { return nil }
    let trials = alternatives.compactMap { trial -> Provenance.Trial? in
      guard let setting = trial["setting"] as? String, let text = trial["outcome"] as? String,
        let outcome = Provenance.Outcome(rawValue: text)
      else { return nil }
      return Provenance.Trial(setting: setting, outcome: outcome)
    }
    var layoutControl: Provenance.LayoutControl?
    if let control = object["layoutControl"] as? [String: Any], let text = control["outcome"] as? String,
      let outcome = Provenance.LayoutControl.Outcome(rawValue: text)
    {
      layoutControl = Provenance.LayoutControl(outcome: outcome, message: control["message"] as? String)
    }
    return Provenance(
      ranUnder: ranUnder, trials: trials, alsoRestsOn: object["alsoRestsOn"] as? [String] ?? [],
      layoutControl: layoutControl,
      reachedOnlyOutsideTheFailure: object["reachedOnlyOutsideTheFailure"] as? [String] ?? [])
  }

  static func number(_ value: Any?) -> CGFloat {
    if let number = value as? NSNumber { return CGFloat(number.doubleValue) }
    return .nan
  }
}
