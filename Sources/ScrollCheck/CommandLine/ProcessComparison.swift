import Foundation

/// Times two commands as whole processes, alternately (A B A B ...), and gives the median
/// of each and the median of the pairwise ratios A/B: pairing keeps the ratio meaningful
/// when the machine's speed drifts, as on a shared machine it does.
struct ProcessComparison {
  /// The executable and arguments of A (this build) and B (the yardstick).
  var a: (path: String, arguments: [String])
  var b: (path: String, arguments: [String])
  /// How many runs of each.
  var runs: Int

  /// The figures of one comparison.
  struct Result {
    var medianA: Double
    var medianB: Double
    var medianRatio: Double
    var runs: Int
  }

  /// Runs both `runs` times after one unmeasured run each; `nil` when a command cannot start.
  func measure() -> Result? {
    guard time(a) != nil, time(b) != nil else { return nil }
    var timesA: [Double] = []
    var timesB: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<max(1, runs) {
      guard let first = time(a), let second = time(b) else { return nil }
      timesA.append(first)
      timesB.append(second)
      ratios.append(first / second)
    }
    return Result(
      medianA: Self.median(timesA), medianB: Self.median(timesB), medianRatio: Self.median(ratios), runs: ratios.count)
  }

  /// Wall-clock seconds of one whole process, its output thrown away.
  func time(_ command: (path: String, arguments: [String])) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command.path)
    process.arguments = command.arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    return (ContinuousClock.now - start).seconds
  }

  /// Shrinking's cost in one whole process: `run --search-only --seed 1 --format json` with
  /// a fresh, empty failure database (`SCROLLCHECK_DB`), so every finding is found and shrunk
  /// afresh; the evaluations summed over its findings. `nil` when it cannot start or its
  /// report cannot be read.
  static func shrinkEvaluations(of executable: String) -> (evaluations: Int, findings: Int)? {
    let database = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollcheck-bench-db-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: database) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["run", "--search-only", "--seed", "1", "--format", "json"]
    var environment = ProcessInfo.processInfo.environment
    environment["SCROLLCHECK_DB"] = database.path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let findings = document["findings"] as? [[String: Any]]
    else { return nil }
    let evaluations = findings.compactMap { ($0["shrink"] as? [String: Any])?["evaluations"] as? Int }
    return (evaluations.reduce(0, +), findings.count)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// This executable's path.
  static var ownExecutable: String? {
    Bundle.main.executablePath ?? CommandLine.arguments.first
  }
}
