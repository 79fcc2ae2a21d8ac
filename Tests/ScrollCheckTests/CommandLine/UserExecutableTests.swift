import Foundation
import Testing

/// Runs `my-checks` (Tests/Fixtures/my-checks: a user's executable over the README's strategy
/// and strategies that trap, loop and declare NaN) as a user would, in a subprocess.
@Suite("A user's executable: workers, crashes, hangs, the failure database")
struct UserExecutableTests {
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// The fixture executable, built beside the test bundle.
  static var executable: String {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("my-checks").path
  }

  static func temporaryDirectory() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("scrollcheck-tests-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func run(_ arguments: [String], environment: [String: String] = [:], directory: String? = nil) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["SCROLLCHECK_DB"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    process.currentDirectoryURL = URL(fileURLWithPath: directory ?? temporaryDirectory())
    let finished = try ProcessOutput.run(process)
    return Run(status: finished.status, output: finished.output, error: finished.error)
  }

  @Test func theExecutableIsBuilt() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.executable), "build it: swift build --build-tests")
  }

  @Test func aStrategyThatTrapsIsACrashesFindingAndTheRunGoesOn() throws {
    let result = try Self.run([
      "--strategy", "trapping-header", "--invariant", "clamped", "--invariant", "collapsible", "--count", "10",
      // A seed whose ten cases include content over 1,500 points (with the content events in
      // the generator, seed 1's do not).
      "--seed", "2", "--no-db", "--no-color", "--jobs", "2",
    ])
    #expect(result.status == 1)
    #expect(result.output.contains("trapping-header violates crashes"))
    #expect(result.output.contains("signal 4") || result.output.contains("signal 5"))
    #expect(result.output.contains("the header ran out of room"))
    // The other cell still reports: the README's header does not collapse.
    #expect(result.output.contains("trapping-header violates collapsible"))
    #expect(result.output.contains("swift run -c release my-checks replay \\\n    sc1-"))
    // The crash's token replays it, in a worker: a finding, not a crash of the command.
    let crash = result.output.components(separatedBy: "violates crashes").dropFirst().first ?? ""
    // The replay command, whose token may be on the next line after a shell continuation.
    let lines = crash.split(separator: "\n")
    let replayIndex = try #require(lines.firstIndex { $0.contains("Replay:") })
    let replayLine = lines[replayIndex].hasSuffix("\\") ? lines[replayIndex + 1] : lines[replayIndex]
    let token = try #require(replayLine.split(separator: " ").last.map(String.init))
    let replay = try Self.run(["replay", token, "--no-color"])
    #expect(replay.status == 1)
    #expect(replay.output.contains("trapping-header violates crashes"))
    #expect(replay.output.contains("the header ran out of room"))
  }

  @Test func aStrategyThatLoopsIsAHangsFindingStoppedAtTheCaseTimeout() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try Self.run([
      "--strategy", "looping-header", "--invariant", "clamped", "--count", "20", "--seed", "1", "--no-db",
      "--no-color", "--case-timeout", "0.1", "--jobs", "1",
    ])
    #expect(result.status == 1)
    #expect(result.output.contains("looping-header violates hangs"))
    #expect(result.output.contains("0.1 s limit"))
    #expect(result.output.contains("5 rows of 260"))  // the shrunk case under the generator with world events
    #expect(clock.now - start < .seconds(120))
  }

  @Test func aNaNDeclarationIsAnErrorThatNamesIt() throws {
    let result = try Self.run(["--strategy", "nan-header", "--count", "2", "--no-db"])
    #expect(result.status == 64)
    #expect(result.error.contains("Error: Invalid input: strategy 'nan-header' declares a maximum height of NaN"))
  }

  @Test func outputIsByteIdenticalForAnyNumberOfWorkers() throws {
    let arguments = [
      "--strategy", "trapping-header", "--strategy", "profile-header", "--invariant", "clamped",
      "--invariant", "no-gap", "--count", "6", "--seed", "9", "--no-db", "--format", "json",
    ]
    let one = try Self.run(arguments + ["--jobs", "1"])
    let two = try Self.run(arguments + ["--jobs", "2"])
    #expect(one.status == 1)
    #expect(one.output == two.output)
    #expect(one.output.contains("\"crashes\""))
  }

  @Test func anAssumedAlternativeReachesTheWorkers() throws {
    // Seed 003's endless loop needs S11=pull: under S11=stay the case is cut by the bound
    // without an endless loop. Had the workers run under the default, the cell would be
    // violated.
    let arguments = [
      "--strategy", "non-floating-sections.published", "--invariant", "terminates", "--count", "1",
      "--seed", "1", "--no-db", "--format", "json", "--jobs", "1",
    ]
    let pull = try Self.run(arguments)
    let stay = try Self.run(arguments + ["--assume", "S11=stay"])
    #expect(pull.output.contains("\"verdict\": \"violated\""))
    #expect(!stay.output.contains("\"verdict\": \"violated\""))
    #expect(stay.output.contains("S11=stay"))
  }

  @Test func serialTwoWorkersAndFourShardsMergedGiveByteIdenticalJSON() throws {
    let directory = Self.temporaryDirectory()
    let arguments = [
      "--strategy", "trapping-header", "--strategy", "stretchy-table-header.published", "--invariant", "clamped",
      "--invariant", "collapsible", "--invariant", "no-gap", "--count", "6", "--seed", "11", "--no-db",
      "--format", "json",
    ]
    let serial = try Self.run(arguments + ["--jobs", "1"], directory: directory)
    let parallel = try Self.run(arguments + ["--jobs", "2"], directory: directory)
    #expect(serial.status == 1)
    #expect(serial.output == parallel.output)
    var files: [String] = []
    for index in 1...4 {
      let shard = try Self.run(arguments + ["--shard", "\(index)/4"], directory: directory)
      #expect(shard.output.contains("\"shard\": \"\(index)/4\""))
      let file = directory + "/shard-\(index).json"
      try shard.output.write(toFile: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let merged = try Self.run(["merge", "--format", "json"] + files.reversed(), directory: directory)
    #expect(merged.status == serial.status)
    #expect(merged.output == serial.output)
    // The text report and the exit code too.
    let text = try Self.run(["merge", "--no-color"] + files, directory: directory)
    let single = try Self.run(
      arguments.dropLast(2) + ["--format", "text", "--no-color"], directory: directory)
    #expect(text.output == single.output)
    #expect(text.status == single.status)
    // A missing shard is bad usage.
    let partial = try Self.run(["merge"] + files.dropLast(), directory: directory)
    #expect(partial.status == 64)
    #expect(partial.error.contains("missing shard 4/4"))
  }

  /// `exhaustive --shard I/N` slices every cell's domain: three shards (the 288 scenarios of a
  /// collapsing table header's cell, 144 also on grouped sections, W52) merged give the single run's JSON byte for byte, with a violation found in
  /// one slice, cells that hold in all, and a crash the trapping strategy's cases hit.
  @Test func exhaustiveShardsSliceEachCellsDomainAndMergeToTheSingleRun() throws {
    let directory = Self.temporaryDirectory()
    let arguments = [
      "exhaustive", "--bound", "small", "--strategy", "early-trapping-header", "--strategy",
      "stretchy-table-header.published", "--invariant", "clamped", "--invariant", "collapsible", "--invariant",
      "settles", "--format", "json", "--jobs", "2",
    ]
    let single = try Self.run(arguments, directory: directory)
    #expect(single.status == 1)
    #expect(single.output.contains("\"invariant\": \"crashes\""))
    #expect(single.output.contains("\"verdict\": \"violated\""))
    var files: [String] = []
    var cases: [Int] = []
    for index in 1...3 {
      let shard = try Self.run(arguments + ["--shard", "\(index)/3"], directory: directory)
      #expect(shard.output.contains("\"shard\": \"\(index)/3\""))
      let json = try #require(try JSONSerialization.jsonObject(with: Data(shard.output.utf8)) as? [String: Any])
      let results = json["results"] as? [[String: Any]] ?? []
      // Every shard holds every cell, on its slice: 96 of the 288 scenarios each (W53's 32,
      // round 14's 64 with a refresh control, 48 first at medium and round 15's 16 kept there
      // while dragged, W57, included).
      let settles = results.first { $0["strategy"] as? String == "early-trapping-header" && $0["invariant"] as? String == "settles" }
      cases.append((settles?["slice"] as? [String: Any])?["cases"] as? Int ?? -1)
      let file = directory + "/exhaustive-\(index).json"
      try shard.output.write(toFile: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    #expect(cases == [96, 96, 96])
    let merged = try Self.run(["merge", "--format", "json"] + files.reversed(), directory: directory)
    #expect(merged.status == single.status)
    #expect(merged.output == single.output)
    let text = try Self.run(["merge", "--no-color"] + files, directory: directory)
    let singleText = try Self.run(Array(arguments.dropLast(4)) + ["--no-color"], directory: directory)
    // The same text, but for where the domain is listed: the single run announces it before
    // its title line, `merge` after.
    var singleLines = singleText.output.components(separatedBy: "\n")
    let title = try #require(singleLines.firstIndex { $0.hasPrefix("scrollcheck exhaustive:") })
    singleLines.insert(singleLines.remove(at: title), at: 0)
    #expect(text.output.components(separatedBy: "\n") == singleLines, "\(text.output)\n---\n\(singleText.output)")
    #expect(text.status == singleText.status)
  }

  @Test func anUnwritableSVGDirectoryIsAUsageErrorBeforeTheRun() throws {
    let directory = Self.temporaryDirectory()
    let file = directory + "/file"
    _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
    let result = try Self.run(["--strategy", "profile-header", "--svg", file + "/pictures", "--no-db"], directory: directory)
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("Error: The value"))
    #expect(result.error.contains("--svg"))
  }

  @Test func everyPathOptionIsCheckedBeforeTheRun() throws {
    let directory = Self.temporaryDirectory()
    let file = directory + "/file"
    _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
    let clock = ContinuousClock()
    let start = clock.now
    // `--html` to a directory, or into a directory that does not exist.
    for (html, problem) in [(directory, "it is a directory"), (directory + "/missing/page.html", "does not exist")] {
      for command in [["run", "--strategy", "profile-header", "--no-db"], ["exhaustive", "--strategy", "profile-header"]] {
        let result = try Self.run(command + ["--html", html], directory: directory)
        #expect(result.status == 64, "\(command) \(html)")
        #expect(result.error.hasPrefix("Error: The value"), "\(result.error)")
        #expect(result.error.contains("--html") && result.error.contains(problem), "\(result.error)")
        #expect(result.output.isEmpty)
      }
    }
    // The failure database: SCROLLCHECK_DB naming a file, or under a file.
    for database in [file, file + "/db"] {
      let result = try Self.run(
        ["--strategy", "profile-header"], environment: ["SCROLLCHECK_DB": database], directory: directory)
      #expect(result.status == 64, "\(database)")
      #expect(result.error.hasPrefix("Error: The failure database (SCROLLCHECK_DB)"), "\(result.error)")
      #expect(result.output.isEmpty)
    }
    // Refused at once, not after the run (a run of this selection takes seconds).
    #expect(clock.now - start < .seconds(60))
    // A writable HTML path is written after the run.
    let page = directory + "/page.html"
    let good = try Self.run(
      ["--strategy", "profile-header", "--invariant", "collapsible", "--count", "5", "--seed", "1", "--no-db",
       "--html", page], directory: directory)
    #expect(good.status == 1)
    #expect(try String(contentsOfFile: page, encoding: .utf8).contains("<html"))
  }

  @Test func scrollcheckDBPutsTheDatabaseElsewhere() throws {
    let directory = Self.temporaryDirectory()
    let database = Self.temporaryDirectory() + "/nested/db"
    let arguments = ["--strategy", "profile-header", "--invariant", "collapsible", "--count", "20", "--seed", "3", "--no-color"]
    let first = try Self.run(arguments, environment: ["SCROLLCHECK_DB": database], directory: directory)
    #expect(first.status == 1)
    // Stored under SCROLLCHECK_DB, nothing in the working directory.
    let stored = try String(contentsOfFile: database + "/profile-header/collapsible.tokens", encoding: .utf8)
    #expect(stored.hasPrefix("scrollcheck-failures 1\nsc1-"))
    #expect(!FileManager.default.fileExists(atPath: directory + "/.scrollcheck"))
    // Replayed from there on the next run (another seed), and listed and cleared there.
    let second = try Self.run(
      ["--strategy", "profile-header", "--invariant", "collapsible", "--count", "20", "--seed", "4", "--no-color"],
      environment: ["SCROLLCHECK_DB": database], directory: directory)
    #expect(second.output.contains("Replayed from its token"))
    let list = try Self.run(["db", "list"], environment: ["SCROLLCHECK_DB": database], directory: directory)
    #expect(list.output.contains("profile-header × collapsible: 1 token"))
    let elsewhere = try Self.run(["db", "list"], directory: directory)
    #expect(elsewhere.output.contains("is empty"))
    _ = try Self.run(["db", "clear"], environment: ["SCROLLCHECK_DB": database], directory: directory)
    #expect(!FileManager.default.fileExists(atPath: database + "/profile-header/collapsible.tokens"))
  }

  @Test func theFailureDatabaseReplaysFirstAndSkipsCorruptFiles() throws {
    let directory = Self.temporaryDirectory()
    let base = ["--strategy", "profile-header", "--invariant", "collapsible", "--count", "20", "--no-color"]
    let arguments = base + ["--seed", "3"]
    let first = try Self.run(arguments, directory: directory)
    #expect(first.status == 1)
    #expect(!first.output.contains("Replayed from its token"))
    let file = directory + "/.scrollcheck/failures/profile-header/collapsible.tokens"
    let stored = try String(contentsOfFile: file, encoding: .utf8)
    #expect(stored.hasPrefix("scrollcheck-failures 1\nsc1-"))
    // The next run, with another seed, replays the stored failure before any random case.
    let second = try Self.run(base + ["--seed", "4"], directory: directory)
    #expect(second.output.contains("Replayed from its token"))
    let list = try Self.run(["db", "list"], directory: directory)
    #expect(list.output.contains("profile-header × collapsible: 1 token"))
    // A file cut short mid-write (as a non-atomic writer killed at the wrong moment leaves
    // it) is skipped with a warning, never a crash.
    try String(stored.dropLast(12)).write(toFile: file, atomically: false, encoding: .utf8)
    let third = try Self.run(arguments, directory: directory)
    #expect(third.status == 1)
    #expect(third.error.contains("warning: skipped the failure-database file"))
    #expect(third.output.contains("profile-header violates collapsible"))
    let cleared = try Self.run(["db", "clear"], directory: directory)
    #expect(cleared.status == 0)
    #expect(!FileManager.default.fileExists(atPath: file))
    // --no-db neither reads nor writes.
    _ = try Self.run(arguments + ["--no-db"], directory: directory)
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  @Test func aRunKilledAtAnyMomentLeavesEveryDatabaseFileWhole() throws {
    let directory = Self.temporaryDirectory()
    let arguments = ["--strategy", "profile-header", "--strategy", "trapping-header", "--count", "10"]
    let root = directory + "/.scrollcheck/failures"
    /// Every file is old or new: a header and whole tokens.
    func checkFiles() throws -> Int {
      var seen = 0
      for path in (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      where path.hasSuffix(".tokens") {
        seen += 1
        let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "scrollcheck-failures 1", "\(path)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("sc1-") && $0.count > 40 }, "\(path)")
      }
      return seen
    }
    // A whole run first, so that there are old files for the killed runs to replace, and its
    // length, to spread the kills over a run (the writes come at its end).
    let clock = ContinuousClock()
    let start = clock.now
    _ = try Self.run(arguments + ["--seed", "5"], directory: directory)
    let elapsed = (clock.now - start).components
    let length = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    var filesSeen = try checkFiles()
    for (index, fraction) in [0.1, 0.5, 0.8, 0.9, 0.95, 1.0].enumerated() {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Self.executable)
      process.arguments = arguments + ["--seed", String(20 + index)]
      process.currentDirectoryURL = URL(fileURLWithPath: directory)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: length * fraction)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      filesSeen += try checkFiles()
    }
    // The kills did not all come before any file was written (else this test proves nothing).
    #expect(filesSeen > 0)
    // And the database still reads without a warning.
    let list = try Self.run(["db", "list"], directory: directory)
    #expect(list.status == 0)
    #expect(!list.error.contains("warning"))
  }
}
