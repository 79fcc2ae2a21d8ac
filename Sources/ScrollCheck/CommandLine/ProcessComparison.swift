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
