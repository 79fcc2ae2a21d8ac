import ScrollGeometry

/// Renders a `RunReport` as JSON following docs/json-schema.md (`schemaVersion` 1).
///
/// Keys are sorted and numbers formatted deterministically, so two runs with the same seed
/// give byte-identical output. Timings appear only when `includesTimings` is set.
public struct JSONReport {
  /// The version of the schema this writes.
  public static let schemaVersion = 1

  /// The report to render.
  public var report: RunReport
  /// Whether to write the top-level `timings` field (when the report has timings).
  public var includesTimings: Bool

  /// Creates a JSON rendering of `report`.
  public init(_ report: RunReport, includesTimings: Bool = false) {
    self.report = report
    self.includesTimings = includesTimings
  }

  /// The JSON text, ending with a newline.
  public func render() -> String { document().serialized() }

  /// The JSON document.
  public func document() -> JSONValue {
    var root: [String: JSONValue] = [
      "schemaVersion": .int(Self.schemaVersion),
      "command": .string(report.mode.commandName),
      "strategies": .array(report.strategies.map(Self.strategy)),
      "invariants": .array(report.invariants.map(Self.invariant)),
      "results": .array(report.cells.map(result)),
      "findings": .array(report.findings.map(Self.finding)),
      "unexpected": .array(report.unexpected.map(Self.unexpected)),
      "summary": summary(),
    ]
    switch report.mode {
    case .random(let seed, let count):
      root["seed"] = .string(String(seed))
      root["count"] = .int(count)
    case .exhaustive(let domain):
      root["domain"] = .object([
        "bound": .string(domain.bound.rawValue),
        "scenarioCount": .int(domain.scenarioCount),
        "dimensions": .array(domain.dimensions.map(JSONValue.string)),
      ])
    case .replay(let token):
      root["token"] = .string(token)
    }
    if report.shard.count > 1 { root["shard"] = .string(report.shard.description) }
    if !report.incidentCandidates.isEmpty {
      root["incidentCandidates"] = .array(report.incidentCandidates.map { candidate in
        var object: [String: JSONValue] = ["invariant": .string(candidate.invariantID), "result": result(candidate.cell)]
        if let finding = candidate.cell.verdict.finding { object["finding"] = Self.finding(finding) }
        return .object(object)
      })
    }
    if !report.assumptions.isEmpty { root["assumptions"] = .array(report.assumptions.map(JSONValue.string)) }
    if includesTimings, let timings = report.timings {
      var object: [String: JSONValue] = [
        "totalSeconds": .number(Self.seconds(timings.totalSeconds)),
        "secondsPerStrategy": .object(timings.secondsPerStrategy.mapValues { .number(Self.seconds($0)) }),
      ]
      if let phases = timings.phases {
        object["secondsPerPhase"] = .object([
          "replayingRecord": .number(Self.seconds(phases.replayingRecord)),
          "search": .number(Self.seconds(phases.search)),
          "shrinking": .number(Self.seconds(phases.shrinking)),
          "describing": .number(Self.seconds(phases.describing)),
          "provenanceReplays": .number(Self.seconds(phases.provenanceReplays)),
          "seedContentChecks": .number(Self.seconds(phases.seedContentChecks)),
          "caseParts": .object([
            "building": .number(Self.seconds(phases.caseParts.building)),
            "script": .number(Self.seconds(phases.caseParts.script)),
            "probe": .number(Self.seconds(phases.caseParts.probe)),
            "judging": .number(Self.seconds(phases.caseParts.judging)),
            "rest": .number(Self.seconds(phases.restOfCases)),
          ]),
        ])
      }
      root["timings"] = .object(object)
    }
    return .object(root)
  }

  static func strategy(_ strategy: StrategyInfo) -> JSONValue {
    .object([
      "id": .string(strategy.id),
      "family": .string(strategy.family.rawValue),
      "summary": .string(strategy.summary),
      "expectedViolations": .array(strategy.expectedViolations.map(JSONValue.string)),
    ])
  }

  static func invariant(_ invariant: InvariantInfo) -> JSONValue {
    .object([
      "id": .string(invariant.id),
      "families": .array(invariant.families.map { .string($0.rawValue) }),
      "summary": .string(invariant.summary),
      "tolerance": .string(invariant.tolerance),
    ])
  }

  func result(_ cell: Cell) -> JSONValue {
    var object: [String: JSONValue] = [
      "strategy": .string(cell.strategyID),
      "invariant": .string(cell.invariantID),
      "verdict": .string(cell.verdict.name),
      "expectation": .string(report.expectation(of: cell).rawValue),
    ]
    if case .passed(let cases) = cell.verdict { object["cases"] = .int(cases) }
    if case .inconclusive(let cases, let inconclusive, let reason) = cell.verdict {
      object["cases"] = .int(cases)
      object["inconclusiveCases"] = .int(inconclusive)
      object["inconclusiveReason"] = .string(reason)
    }
    if let finding = cell.verdict.finding { object["token"] = .string(finding.token) }
    if let slice = cell.slice { object["slice"] = Self.slice(slice) }
    return .object(object)
  }

  /// A shard's view of an exhaustive cell's slice of the domain (for `merge`).
  static func slice(_ slice: DomainSliceDetail) -> JSONValue {
    var object: [String: JSONValue] = ["cases": .int(slice.cases)]
    if let index = slice.firstFailure { object["firstFailure"] = .int(index) }
    if let index = slice.firstUndecided { object["firstUndecided"] = .int(index) }
    for (key, position) in [("hang", slice.hang), ("death", slice.death)] {
      guard let position else { continue }
      object[key] = .object(["index": .int(position.index), "whileShrinking": .bool(position.whileShrinking)])
    }
    return .object(object)
  }

  static func provenance(_ provenance: Provenance) -> JSONValue {
    var object: [String: JSONValue] = [
      "robust": .bool(provenance.isRobust),
      "line": .string(provenance.line),
      "ranUnder": .array(provenance.ranUnder.map(JSONValue.string)),
      "dependsOn": .array(provenance.dependsOn.map(JSONValue.string)),
      "alsoRestsOn": .array(provenance.alsoRestsOn.map(JSONValue.string)),
      "alternatives": .array(provenance.trials.map {
        .object(["setting": .string($0.setting), "outcome": .string($0.outcome.rawValue)])
      }),
    ]
    if !provenance.reachedOnlyOutsideTheFailure.isEmpty {
      object["reachedOnlyOutsideTheFailure"] = .array(provenance.reachedOnlyOutsideTheFailure.map(JSONValue.string))
    }
    // C35: what a plain table laid out the same way showed; `layout` says whose finding it is.
    if let control = provenance.layoutControl {
      var entry: [String: JSONValue] = [
        "outcome": .string(control.outcome.rawValue), "layout": .bool(control.isLayout),
      ]
      if let message = control.message { entry["message"] = .string(message) }
      object["layoutControl"] = .object(entry)
    }
    return .object(object)
  }

  static func finding(_ finding: Finding) -> JSONValue {
    var object: [String: JSONValue] = [
      "strategy": .string(finding.strategyID),
      "invariant": .string(finding.invariantID),
      "scenario": .array(finding.scenario.map(JSONValue.string)),
      "failingStep": .object([
        "index": .int(finding.failingStep),
        "description": .string(finding.failingStepDescription),
      ]),
      "message": .string(finding.message),
      "token": .string(finding.token),
      "replayCommand": .string(finding.replayCommand),
      "shrink": .object([
        "originalSize": .int(finding.shrink.originalSize),
        "steps": .int(finding.shrink.steps),
        "evaluations": .int(finding.shrink.evaluations),
        "budgetExhausted": .bool(finding.shrink.budgetExhausted),
        "replayed": .bool(finding.shrink.isReplayed),
      ]),
      "marks": .array(finding.marks.map(rect)),
    ]
    if let provenance = finding.provenance { object["provenance"] = Self.provenance(provenance) }
    // A violation of a recorded pair that is not the recorded mistake, and what its replay needs.
    if !finding.newUnder.isEmpty { object["newUnder"] = .array(finding.newUnder.map(JSONValue.string)) }
    if !finding.replayAssumptions.isEmpty {
      object["replayAssumptions"] = .array(finding.replayAssumptions.map(JSONValue.string))
    }
    if let seed = finding.seedContent {
      var check: [String: JSONValue] = [
        "seed": .string(seed.seed), "content": .string(seed.content), "shows": .bool(seed.shows),
        "cases": .int(seed.cases),
      ]
      if let token = seed.token { check["token"] = .string(token) }
      object["seedContent"] = .object(check)
    }
    return .object(object)
  }

  static func rect(_ rect: CGRect) -> JSONValue {
    .object([
      "x": .points(rect.origin.x), "y": .points(rect.origin.y),
      "width": .points(rect.size.width), "height": .points(rect.size.height),
    ])
  }

  static func unexpected(_ result: UnexpectedResult) -> JSONValue {
    var object: [String: JSONValue] = [
      "strategy": .string(result.strategyID),
      "invariant": .string(result.invariantID),
      "kind": .string(result.kind.rawValue),
    ]
    if !result.newUnder.isEmpty { object["newUnder"] = .array(result.newUnder.map(JSONValue.string)) }
    return .object(object)
  }

  func summary() -> JSONValue {
    var counts: [String: Int] = ["passed": 0, "violated": 0, "notApplicable": 0, "inconclusive": 0]
    for cell in report.cells { counts[cell.verdict.name, default: 0] += 1 }
    return .object([
      "checks": .int(report.cells.count),
      "passed": .int(counts["passed"]!),
      "violated": .int(counts["violated"]!),
      "notApplicable": .int(counts["notApplicable"]!),
      "inconclusive": .int(counts["inconclusive"]!),
      "unexpected": .int(report.unexpected.count),
      "matchesExpectations": .bool(report.matchesExpectations),
    ])
  }

  /// Seconds with three decimals.
  static func seconds(_ value: Double) -> String {
    value.isFinite ? CGFloat(value).compactDescription : "null"
  }
}
