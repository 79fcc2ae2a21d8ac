import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

/// The review's mutants of `swiftui-sticky-header.fixed` (round 7), each with the fixed
/// version's id and record, so that a run replays that record against it: a regression of a
/// recorded pair that the record alone hid.
struct MutatedFixedHeader: StickyHeaderStrategy {
  /// The mutation.
  enum Mutation: Sendable {
    /// M7: the header offset only when pulled, `.offset(y: -max(0, minY))`.
    case offsetOnlyWhenPulled
    /// N4: the clamp dropped from the frame's height, `baseHeight + minY`.
    case unclampedHeight
    /// Round 12's audit, M4: the header reads its place in `.global` instead of `.scrollView`,
    /// so its offset is wrong by the safe area's top wherever it is: the recorded examples
    /// themselves fail under U34=space, which clears the records.
    case globalSpace
  }

  let mutation: Mutation
  let id = SwiftUIStickyHeaderFixed().id
  let summary = "a mutant of the fixed SwiftUI header (test)"
  let knownViolations = SwiftUIStickyHeaderFixed().knownViolations

  func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    SwiftUIStickyHeaderFixed().declaration(for: proposal)
  }

  func makeView(itemCount: Int, baseHeight: CGFloat) -> MutatedFixedHeaderView {
    MutatedFixedHeaderView(itemCount: itemCount, baseHeight: baseHeight, mutation: mutation)
  }
}

/// `FixedStretchyHeaderView` with one mutation.
struct MutatedFixedHeaderView: View {
  let itemCount: Int
  let baseHeight: CGFloat
  let mutation: MutatedFixedHeader.Mutation

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
        Section {
          ForEach(0..<itemCount) { index in
            Text("Item \(index)")
              .frame(maxWidth: .infinity, minHeight: 60)
              .background(Color.white)
              .padding(.horizontal)
          }
        } header: {
          GeometryReader { geo in
            let minY = geo.frame(in: mutation == .globalSpace ? .global : .scrollView).minY
            Image("picture")
              .resizable()
              .scaledToFill()
              .frame(
                width: geo.size.width,
                height: mutation == .unclampedHeight ? baseHeight + minY : baseHeight + max(0, minY))
              .clipped()
              .offset(y: mutation == .offsetOnlyWhenPulled ? -max(0, minY) : -minY)
          }
          .frame(height: baseHeight)
        }
      }
    }
  }
}

@Suite("Recorded pairs: telling the recorded mistake from a different one")
struct RecordClearingTests {
  static let recordedInvariants = ["pinned", "rest-identity"]

  func run(
    _ strategy: any Strategy, seed: UInt64, replaysRecord: Bool = true, invariants: [String] = RecordClearingTests.recordedInvariants,
    assumptions: EngineAssumptions = EngineAssumptions()
  ) throws -> RunReport {
    try CatalogService(strategies: [strategy]).run(
      RunRequest(
        strategyIDs: [], invariantIDs: invariants, seed: seed, replaysRecord: replaysRecord,
        assumptions: assumptions),
      progress: { _ in })
  }

  /// The first run, over seeds 1 to 20, that reports a new violation. Which seed's 60
  /// cases reach a mutant's mistake moves with every change to the generator (seed 2 did until
  /// SwiftUI cases got containers), so the tests ask for one seed in twenty, not a named one;
  /// none in twenty fails the test.
  func firstUnexpected(
    _ strategy: any Strategy, replaysRecord: Bool = true, invariants: [String] = RecordClearingTests.recordedInvariants,
    assumptions: EngineAssumptions = EngineAssumptions()
  ) throws -> RunReport? {
    for seed: UInt64 in 1...20 {
      let report = try run(
        strategy, seed: seed, replaysRecord: replaysRecord, invariants: invariants, assumptions: assumptions)
      if report.unexpected.contains(where: { $0.kind == .newViolation }) { return report }
    }
    return nil
  }

  @Test(arguments: [MutatedFixedHeader.Mutation.offsetOnlyWhenPulled, .unclampedHeight])
  func aMutantOfARecordedPairIsNewWhereTheRecordIsCleared(_ mutation: MutatedFixedHeader.Mutation) throws {
    let report = try #require(try firstUnexpected(MutatedFixedHeader(mutation: mutation)))
    #expect(!report.matchesExpectations)
    let new = try #require(report.unexpected.first { $0.kind == .newViolation })
    #expect(new.newUnder == ["U34=space"])
    #expect(new.description.contains("where the record says its finding does not"))
    let finding = try #require(report.cell(strategy: new.strategyID, invariant: new.invariantID)?.verdict.finding)
    #expect(finding.newUnder == ["U34=space"])
    #expect(finding.replayCommand.hasSuffix("--assume U34=space"))
    // Its token replays under the clearing alternative, and the text says why it is new.
    let replayed = try CatalogService(strategies: [MutatedFixedHeader(mutation: mutation)]).replay(
      token: finding.token, assumptions: try EngineAssumptions(["U34=space"]))
    #expect(replayed.verdict.isViolation)
    #expect(TextReport(report).render().contains("New: shows under U34=space, where the record says its finding does not"))
  }

  /// Round 12's audit (M4): a mutant whose mistake shows in the recorded examples themselves
  /// under the alternative that clears them was taken as recorded there (the search under
  /// that alternative was skipped, since "a record of the pair shows there too"), so a run
  /// of the two recorded invariants alone passed it. The record's own example failing where
  /// it is cleared is new.
  @Test func aMutantThatBreaksTheRecordedExampleWhereItIsClearedIsNew() throws {
    let report = try run(MutatedFixedHeader(mutation: .globalSpace), seed: 1)
    #expect(!report.matchesExpectations)
    let new = report.unexpected.filter { $0.kind == .newViolation }
    #expect(Set(new.map(\.invariantID)) == ["pinned", "rest-identity"])
    #expect(new.allSatisfy { $0.newUnder == ["U34=space"] })
  }

  @Test func theFixedVersionStaysAsRecorded() throws {
    for seed: UInt64 in [1, 2] {
      let report = try run(SwiftUIStickyHeaderFixed(), seed: seed)
      #expect(report.matchesExpectations, "seed \(seed): \(report.unexpected.map(\.description))")
      #expect(report.findings.count == 2 && report.findings.allSatisfy { $0.shrink.isReplayed })
    }
  }

  @Test(arguments: [MutatedFixedHeader.Mutation.offsetOnlyWhenPulled, .unclampedHeight])
  func aSearchOnlyRunCallsAMutantsViolationNew(_ mutation: MutatedFixedHeader.Mutation) throws {
    let report = try #require(try firstUnexpected(MutatedFixedHeader(mutation: mutation), replaysRecord: false))
    #expect(report.unexpected.contains { $0.kind == .newViolation && $0.newUnder == ["U34=space"] })
  }

  @Test func aRunUnderTheClearingAlternativeCallsAnyViolationOfThePairNew() throws {
    let report = try #require(
      try firstUnexpected(
        MutatedFixedHeader(mutation: .unclampedHeight), invariants: ["pinned"],
        assumptions: try EngineAssumptions(["U34=space"])))
    // Under U34=space the record does not show (reported missing); the violation found is new.
    #expect(report.unexpected.filter { $0.kind == .newViolation }.map(\.newUnder) == [["U34=space"]])
  }

  @Test func aRecordFoundBySearchIsStillRecorded() throws {
    // Without the record's replay the fixed version's own mistake is found by search; it does
    // not show under U34=space, so it is the recorded one.
    let report = try run(SwiftUIStickyHeaderFixed(), seed: 2, replaysRecord: false)
    #expect(report.unexpected.allSatisfy { $0.kind != .newViolation }, "\(report.unexpected.map(\.description))")
  }

  @Test func everyRecordNamesTheAlternativesThatClearIt() throws {
    // Derived from provenance: an engine alternative under which the recorded token does not
    // show (gone, not inconclusive) clears it; every record names exactly those.
    let service = CatalogService()
    for strategy in StrategyCatalog.all {
      for known in strategy.knownViolations {
        let token = try FindingToken(parsing: known.token)
        let finding = try #require(
          try service.finding(
            strategy, try service.invariant(known.invariant), token.scenario,
            shrink: ShrinkStatistics(originalSize: 0, steps: 0, evaluations: 1, budgetExhausted: false),
            checksSeedContent: false, checksLayout: false))
        let gone = (finding.provenance?.trials ?? [])
          .filter { $0.outcome == .gone && !$0.setting.hasPrefix("C30=") }.map(\.setting).sorted()
        #expect(known.clearedBy.sorted() == gone, "\(strategy.id) x \(known.invariant)")
        for setting in known.clearedBy {
          let replayed = try service.replay(token: known.token, assumptions: try EngineAssumptions([setting]))
          #expect(!replayed.verdict.isViolation, "\(strategy.id) x \(known.invariant) shows under \(setting)")
        }
      }
    }
  }
}
