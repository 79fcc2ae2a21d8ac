import Foundation
import Testing

@testable import ScrollCheck

@Suite struct ScrollCheckCommandTests {
  static let commands = ["run", "replay", "exhaustive", "list", "explain", "bench", "db", "merge", "help"]

  @Test func exitsZeroWhenEveryResultMatchesTheRecord() {
    let result = scrollcheck(["--seed", "1"])
    #expect(result.code == 0)
    #expect(result.output.contains("OK:"))
  }

  @Test func plainScrollcheckIsRun() {
    let service = FakeCheckService()
    #expect(scrollcheck([], service: service).code == 0)
    #expect(service.lastRequest?.seed == 0xC0FFEE)
    #expect(service.lastRequest?.strategyIDs.count == 3)
    #expect(service.lastRequest?.invariantIDs == ["clamped", "no-gap", "pinned"])
    #expect(service.lastRequest?.replaysRecord == true)
  }

  @Test func searchOnlyAsksForNoReplayOfTheRecord() {
    let service = FakeCheckService()
    #expect(scrollcheck(["run", "--search-only"], service: service).code == 0)
    #expect(service.lastRequest?.replaysRecord == false)
  }

  @Test func exitsOneOnANewViolation() {
    let service = FakeCheckService(violations: [
      "stretchy-table-header.published/no-gap", "swiftui-header.published/pinned",
      "stretchy-table-header.fixed/clamped",
    ])
    let result = scrollcheck(["run", "--seed", "1"], service: service)
    #expect(result.code == 1)
    #expect(result.output.contains("new violation: stretchy-table-header.fixed violates clamped"))
    #expect(result.output.contains("FAILED"))
  }

  @Test func exitsOneWhenARecordedViolationNoLongerAppears() {
    let service = FakeCheckService(violations: ["stretchy-table-header.published/no-gap"])
    let result = scrollcheck(["run"], service: service)
    #expect(result.code == 1)
    #expect(result.output.contains("missing violation: swiftui-header.published"))
  }

  @Test func recordedViolationsOfUnselectedInvariantsAreNotMissing() {
    let service = FakeCheckService(violations: [])
    #expect(scrollcheck(["--invariant", "clamped"], service: service).code == 0)
    #expect(scrollcheck(["--invariant", "no-gap"], service: service).code == 1)
  }

  @Test(arguments: [[String]()] + commands.map { [$0] })
  func helpOnEveryCommandExitsZero(command: [String]) {
    for flag in ["--help", "-h"] {
      let result = scrollcheck(command + [flag])
      #expect(result.code == 0)
      #expect(result.output.hasPrefix("OVERVIEW: "))
      #expect(result.output.contains("\nUSAGE: scrollcheck"))
      #expect(result.output.contains("\nOPTIONS:\n"))
      #expect(result.output.contains("-h, --help"))
      #expect(result.error.isEmpty)
    }
  }

  /// Issue 8, item 8: a search finds, with a minimal example; it proves nothing, and the help
  /// must not say it does.
  @Test(arguments: [[String]()] + commands.map { [$0] })
  func helpNeverClaimsProof(command: [String]) {
    let help = scrollcheck(command + ["--help"]).output.lowercased()
    for claim in ["proves", "prove ", "proven", "proof"] { #expect(!help.contains(claim)) }
  }

  /// Help and `list` fit a 100-column terminal: long descriptions wrap under their column.
  @Test(arguments: [[String]()] + commands.map { [$0] })
  func helpFitsOneHundredColumns(command: [String]) {
    let lines = scrollcheck(command + ["--help"]).output.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.filter { $0.count > 100 })")
  }

  @Test func listFitsOneHundredColumns() {
    for arguments in [["list"], ["list", "--assumptions"]] {
      let lines = scrollcheck(arguments + ["--no-color"]).output.split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.filter { $0.count > 100 })")
    }
  }

  @Test func rootHelpListsSubcommandsAndHelpSubcommandWorks() {
    let root = scrollcheck(["--help"]).output
    #expect(root.contains("SUBCOMMANDS:"))
    for command in Self.commands { #expect(root.contains("\n  \(command)")) }
    let viaHelp = scrollcheck(["help", "replay"])
    #expect(viaHelp.code == 0)
    #expect(viaHelp.output == scrollcheck(["replay", "--help"]).output)
    #expect(scrollcheck(["help"]).output == root)
    #expect(scrollcheck(["help", "nope"]).code == 64)
    // `help --help` is the help of `help` (it was an unknown subcommand, exit 64).
    for arguments in [["help", "--help"], ["help", "-h"], ["help", "help"]] {
      let result = scrollcheck(arguments)
      #expect(result.code == 0)
      #expect(result.output.contains("USAGE: scrollcheck help [<subcommand>]"))
    }
    #expect(scrollcheck(["help", "run", "--help"]).output == scrollcheck(["run", "--help"]).output)
  }

  @Test func countHelpNamesItsDefault() {
    #expect(scrollcheck(["run", "--help"]).output.contains("(default: \(CatalogService.defaultCount))"))
  }

  @Test func exhaustiveAndReplayAcceptNoDB() {
    let service = FakeCheckService()
    #expect(scrollcheck(["exhaustive", "--no-db"], service: service).code == 0)
    #expect(scrollcheck(["exhaustive", "--help"]).output.contains("--no-db"))
    #expect(scrollcheck(["replay", "--help"]).output.contains("--no-db"))
  }

  @Test func versionPrintsTheVersion() {
    let result = scrollcheck(["--version"])
    #expect(result.code == 0)
    #expect(result.output == ScrollCheckCommand.version + "\n")
  }

  @Test(arguments: [
    (["--count", "0"], "'--count <count>'"),
    (["--count", "-3"], "'--count <count>'"),
    (["--count", "many"], "'--count <count>'"),
    (["--seed", "-1"], "'--seed <seed>'"),
    (["--seed", "0x"], "'--seed <seed>'"),
    (["--seed", "18446744073709551616"], "'--seed <seed>'"),
    (["--seed", "0xfffffffffffffffff"], "'--seed <seed>'"),
    (["--format", "xml"], "'text', 'json' and 'junit'"),
    (["--seed"], "Missing value"),
    (["--seed", "1", "--seed", "2"], "more than once"),
    (["--no-color=yes"], "does not take a value"),
    (["--strategy", "nothing*"], "Valid values: stretchy-table-header.published"),
    (["--invariant", "no-gaps"], "Did you mean 'no-gap'?"),
    (["--sed", "3"], "Did you mean '--seed'?"),
    (["rnu"], "Did you mean 'run'?"),
    (["run", "extra"], "Unexpected argument 'extra'"),
    (["exhaustive", "--bound", "huge"], "'small', 'medium' and 'large'"),
    (["replay"], "Missing expected argument '<token>'"),
    (["replay", "garbage"], "Invalid replay token"),
    (["explain", "no-gaps"], "Did you mean 'no-gap'?"),
    (["list", "--format", "junit"], "'text' and 'json'"),
    (["run", "--assume", "S11=maybe"], "S11 has no alternative 'maybe'"),
    (["replay", "x", "--assume", "Z1=a"], "no modelled assumption 'Z1'"),
  ])
  func badUsageExitsSixtyFourWithAnErrorAndTheUsage(arguments: [String], expected: String) {
    let service = FakeCheckService()
    let result = scrollcheck(arguments, service: service)
    #expect(result.code == 64)
    let lines = result.error.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Error: ") == true)
    #expect(result.error.contains(expected))
    #expect(lines.dropFirst().first?.hasPrefix("Usage: scrollcheck") == true)
    #expect(result.output.isEmpty)
    #expect(service.lastRequest == nil)
  }

  /// A hand-made token's control characters and a malformed one's dash count: one readable
  /// `Error:` line, nothing raw reaches the terminal, exit 64.
  @Test func badTokensGiveOneEscapedLine() {
    let escape = scrollcheck(["replay", "sc1-ab\u{1B}[31m\u{07}c-00000000"], catalog: CatalogService())
    #expect(escape.code == 64)
    let first = escape.error.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("Error: Invalid replay token"))
    #expect(first.contains("\\u{1B}"), "\(first)")
    #expect(!escape.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let dashes = scrollcheck(["replay", "sc1-abc"], catalog: CatalogService())
    #expect(dashes.code == 64)
    #expect(dashes.error.contains("it has 1 dash, not 2"))
  }

  @Test func seedAcceptsDecimalAndHex() {
    let service = FakeCheckService()
    _ = scrollcheck(["--seed", "18446744073709551615"], service: service)
    #expect(service.lastRequest?.seed == .max)
    _ = scrollcheck(["--seed=0xDeadBeef"], service: service)
    #expect(service.lastRequest?.seed == 0xDEAD_BEEF)
    _ = scrollcheck(["run", "--seed", "42", "--count", "7"], service: service)
    #expect(service.lastRequest?.seed == 42)
    #expect(service.lastRequest?.count == 7)
  }

  @Test func repeatedGlobsSelectInCatalogOrder() {
    let service = FakeCheckService()
    _ = scrollcheck(
      ["--strategy", "swiftui-*", "--strategy", "*.fixed", "--invariant", "p?nned", "--invariant", "clamped"],
      service: service)
    #expect(service.lastRequest?.strategyIDs == ["stretchy-table-header.fixed", "swiftui-header.published"])
    #expect(service.lastRequest?.invariantIDs == ["clamped", "pinned"])
  }

  @Test func recordedFindingsTakeOneLineUnlessVerbose() {
    let output = scrollcheck(["--strategy", "stretchy-table-header.published"]).output
    #expect(output.contains("1 recorded violation reproduced:\n  stretchy-table-header.published: no-gap\n"))
    #expect(!output.contains("Failing step"))
    #expect(output.contains("add --verbose"))
  }

  @Test func findingsShowScenarioStepNumbersAndReplayCommand() {
    let output = scrollcheck(["--strategy", "stretchy-table-header.published", "--verbose"]).output
    #expect(output.contains("stretchy-table-header.published violates no-gap (recorded)"))
    #expect(output.contains("device 375x667 @2x, safe area top 20"))
    #expect(output.contains("Failing step 2: release after dragging down by 20"))
    #expect(output.contains("Numbers: gap of 20"))
    #expect(output.contains("swift run -c release scrollcheck replay v1:stretchy-table-header.published:no-gap"))
  }

  @Test func jsonGoesAloneToStandardOutputWithProgressOnStandardError() throws {
    let result = scrollcheck(["--format", "json", "--seed", "5"])
    #expect(result.code == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object?["seed"] as? String == "5")
    #expect(result.error.contains("progress: 100%"))
    #expect(!result.output.contains("progress"))
  }

  @Test func timingsOnlyWhenAsked() {
    #expect(!scrollcheck(["--format", "json"]).output.contains("timings"))
    #expect(!scrollcheck([]).output.contains("Time:"))
    #expect(scrollcheck(["--format", "json", "--timings"]).output.contains("\"totalSeconds\": 1.25"))
    #expect(scrollcheck(["--timings"]).output.contains("Time: 1.25 s"))
  }

  @Test func junitFormat() {
    let result = scrollcheck(["--format", "junit"])
    #expect(result.code == 0)
    #expect(result.output.hasPrefix("<?xml"))
    #expect(result.output.components(separatedBy: "<testcase ").count - 1 == 9)
    // JUnit carries times without --timings: the service was asked to measure them.
    #expect(result.output.contains("<testsuites name=\"scrollcheck\" tests=\"9\" failures=\"0\" errors=\"0\" skipped=\"3\" time=\"1.250\">"))
  }

  @Test func progressHasNoEscapeCodesWithADumbTerminal() {
    var output = ""
    var error = ""
    _ = ScrollCheckCommand.main(
      arguments: ["--seed", "1"], environment: ["TERM": "dumb"], service: FakeCheckService(),
      standardOutput: &output, standardError: &error, terminal: TerminalStatus(true), seedSource: { 1 })
    #expect(!error.contains("\u{1B}"))
    #expect(!output.contains("\u{1B}"))
    #expect(error.contains("progress: 100%"))
  }

  @Test func replayPrintsTheSameFinding() {
    let run = scrollcheck(["--strategy", "stretchy-table-header.published", "--verbose"]).output
    let replay = scrollcheck(["replay", "v1:stretchy-table-header.published:no-gap"])
    #expect(replay.code == 0)
    let body = TextReport.findingBody(FakeCheckService().finding("stretchy-table-header.published", "no-gap"))
      .joined(separator: "\n  ")
    #expect(run.contains(body))
    #expect(replay.output.contains(body))
  }

  @Test func replayOfAPassingCaseWithARecordedViolationIsUnexpected() {
    let service = FakeCheckService(violations: [])
    let result = scrollcheck(["replay", "v1:stretchy-table-header.published:no-gap"], service: service)
    #expect(result.code == 1)
    #expect(result.output.contains("holds no-gap on the replayed case"))
    #expect(scrollcheck(["replay", "v1:stretchy-table-header.fixed:no-gap"], service: service).code == 0)
  }

  @Test func exhaustiveAnnouncesTheDomainFirst() {
    let service = FakeCheckService()
    let result = scrollcheck(["exhaustive", "--bound", "medium"], service: service)
    #expect(result.code == 0)
    #expect(service.lastBound == .medium)
    #expect(result.output.hasPrefix("Domain (medium): 4321 scenarios\n  rows: 0, 1, 2\n"))
    #expect(result.output.components(separatedBy: "Domain (medium)").count == 2)
    _ = scrollcheck(["exhaustive"], service: service)
    #expect(service.lastBound == .small)
    let json = scrollcheck(["exhaustive", "--format", "json"], service: service)
    #expect(json.output.hasPrefix("{"))
    #expect(json.error.contains("Domain (small): 4321 scenarios"))
  }

  @Test func listAndExplain() {
    let list = scrollcheck(["list"])
    #expect(list.code == 0)
    #expect(list.output.contains("stretchy-table-header.published"))
    #expect(list.output.contains("recorded violations: no-gap"))
    let explain = scrollcheck(["explain", "no-gap"])
    #expect(explain.code == 0)
    #expect(explain.output.contains("No background shows between the header and the first row."))
    #expect(explain.output.contains("Tolerance: one screen pixel"))
    #expect(explain.output.contains("stretchy-table-header.published (violation recorded)"))
    #expect(scrollcheck(["explain", "swiftui-header.published"]).output.contains("Recorded violations: pinned"))
    #expect(scrollcheck(["list", "--format", "json"]).output.contains("\"schemaVersion\": 1"))
  }

  @Test func listAndExplainScriptEvents() {
    let list = scrollcheck(["list"])
    #expect(list.output.contains("SCRIPT EVENTS (\(ScriptEventCatalog.all.count)):"))
    #expect(list.output.contains("keyboard-show"))
    #expect(list.output.contains("status-bar-tap"))
    let explain = scrollcheck(["explain", "keyboard-show"])
    #expect(explain.code == 0)
    #expect(explain.output.contains("keyboard-show: the keyboard animates in over the bottom (script event)"))
    #expect(explain.output.contains("W1") && explain.output.contains("C12"))
    let typo = scrollcheck(["explain", "keyboard-shw"])
    #expect(typo.code == 64)
    #expect(typo.error.contains("Did you mean 'keyboard-show'?"))
  }

  @Test func explainFlingNamesItsRules() {
    let explain = scrollcheck(["explain", "fling"])
    #expect(explain.code == 0)
    #expect(explain.output.contains("fling") && explain.output.contains("S20") && explain.output.contains("scrollViewWillEndDragging"))
    #expect(scrollcheck(["list"]).output.contains("fling"))
  }

  /// Provenance lines and `list --assumptions` name rule ids: `explain` prints an assumption's
  /// alternatives, and points any other rule id at docs/semantics.md (review round 4, item 8).
  @Test func explainTakesRuleIDs() {
    let assumption = scrollcheck(["explain", "S11"])
    #expect(assumption.code == 0)
    #expect(assumption.output.hasPrefix("S11: "))
    #expect(assumption.output.contains("S11=stay"))
    #expect(assumption.output.contains("docs/semantics.md, row S11"))
    let rule = scrollcheck(["explain", "C33"])
    #expect(rule.code == 64)
    #expect(rule.error.contains("docs/semantics.md (the row 'C33')"))
    #expect(scrollcheck(["explain", "no-such-thing"]).error.contains("Unknown invariant, strategy or script event"))
  }

  @Test func everyEventKindIsInTheCatalog() {
    let events: [GestureEvent] = [
      .drag(translation: 1, moves: 1), .release, .fling(velocity: -1000), .rotate, .insertRows(section: 0, heights: [44]),
      .deleteRows(section: 0, count: 1), .setHeaderText("x"), .setContentOffset(y: 0, animated: false),
      .keyboard(shown: true), .keyboard(shown: false), .statusBar(hidden: true), .statusBar(hidden: false),
      .statusBarTap, .reloadData, .pushAndPop, .navigationBar(hidden: true), .navigationBar(hidden: false),
      .tabSwitch, .presentAndDismiss(fullScreen: false), .presentAndDismiss(fullScreen: true), .resizeWindow, .changeDetent,
      .changeContentInset(top: 1, bottom: 0), .setAdjustmentBehavior(.never),
      .setAdditionalSafeArea(top: 0, bottom: 0), .pullToRefresh, .beginRefreshing, .endRefreshing,
      .insertRowsAt(section: 0, row: 1, heights: [44], animated: true),
      .deleteRowsAt(section: 0, row: 1, count: 1, animated: false), .changeRowHeight(section: 0, row: 0, delta: 20),
      .changeContentSizeCategory(.extraLarge), .setHeaderHeight(delta: 56),
    ]
    #expect(events.map(\.catalogID) == ScriptEventCatalog.all.map(\.id))
  }

  @Test func benchPrintsMeasurements() {
    let result = scrollcheck(["bench"])
    #expect(result.code == 0)
    #expect(result.output.contains("generators: six numbers  1,000,000 cases/s  (2x the bare loop)"))
    // The README's speed table, as scripts/measure-readme-speed.sh prints it.
    let table = scrollcheck(["bench", "--format", "markdown"])
    #expect(table.code == 0)
    #expect(table.output.hasPrefix("| figure | value | how it was measured, goal |\n|---|---|---|\n"))
    #expect(table.output.contains("| generators: six numbers | 1,000,000 cases/s | 2x the bare loop |\n"))
  }

  @Test func benchShrinkPrintsTheChallengeBesideHypothesis() {
    let result = scrollcheck(["bench", "shrink", "--seeds", "1", "--row", "deletion", "--stats"])
    #expect(result.code == 0)
    #expect(result.output.contains("| deletion | 1/1 | 1 | 1/1 |"))
    #expect(result.output.contains("20/20, 9"))
    #expect(result.output.contains("delete spans"))
    let json = scrollcheck(["bench", "shrink", "--seeds", "1", "--row", "reverse", "--format", "json"])
    #expect(json.code == 0 && json.output.contains("\"meanShrinkCalls\""))
  }

  @Test func benchShrinkRefusesBadInput() {
    #expect(scrollcheck(["bench", "shrunk"]).code == 64)
    #expect(scrollcheck(["bench", "shrink", "--seeds", "0"]).code == 64)
    let noRow = scrollcheck(["bench", "shrink", "--row", "no-such-row"])
    #expect(noRow.code == 64 && noRow.error.contains("No row's name contains it."))
  }

  @Test func svgDirectoryGetsOnePicturePerFinding() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollcheck-svg-\(ProcessInfo.processInfo.processIdentifier)-\(#line)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = scrollcheck(["--format", "json", "--svg", directory.path])
    #expect(result.code == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == ["stretchy-table-header.published--no-gap.svg", "swiftui-header.published--pinned.svg"])
    #expect(result.error.contains("Wrote 2 SVG pictures"))
  }

  @Test func serviceFailuresExitOneWithAnError() {
    struct Broken: Error, CustomStringConvertible { var description: String { "engine on fire" } }
    final class Failing: FakeCheckService {
      override func run(_ request: RunRequest, progress: (RunProgress) -> Void) throws -> RunReport { throw Broken() }
    }
    let result = scrollcheck([], service: Failing())
    #expect(result.code == 1)
    #expect(result.error == "Error: engine on fire\n")
  }
}

@Suite("Bench figures")
struct BenchFigureTests {
  @Test func largeValuesAreGroupedAndSmallOnesKeepDecimals() {
    #expect(BenchCommand.readable(6_090_057.282) == "6,090,057")
    #expect(BenchCommand.readable(999.5) == "999.5")
    #expect(BenchCommand.readable(2.664) == "2.664")
    #expect(BenchCommand.readable(-12_345) == "-12,345")
  }

  @Test func listAssumptionsShowsEveryAlternative() {
    let result = scrollcheck(["list", "--assumptions"])
    #expect(result.code == 0)
    #expect(result.output.contains("S11=stay: left where it is until the next touch"))
    #expect(result.output.contains("S11=pull (default)"))
    let json = scrollcheck(["list", "--assumptions", "--format", "json"])
    #expect(json.output.contains("\"assumptions\""))
  }
}
