import Strategies
import ScrollGeometry
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where and how to start workers: this executable, re-launched with the hidden worker
/// subcommand, `jobs` at a time.
public struct WorkerConfiguration: Hashable, Sendable {
  /// The executable to start (this process's own).
  public var executable: String
  /// How many workers run at once.
  public var jobs: Int

  /// Creates a configuration.
  public init(executable: String, jobs: Int) {
    self.executable = executable
    self.jobs = max(1, jobs)
  }

  /// This process's executable, if it can be found.
  public static var currentExecutable: String? {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #endif
    return Bundle.main.executablePath
  }

  /// The number of cores.
  public static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

/// A set of worker processes, each driven by one thread of this process (a lane). A worker
/// that dies is replaced by the next request on its lane.
final class WorkerPool: @unchecked Sendable {
  let configuration: WorkerConfiguration
  let budget: CaseBudget
  let lanes: [WorkerLane]
  private let directory: String

  init(
    _ configuration: WorkerConfiguration, budget: CaseBudget, assumptions: EngineAssumptions = EngineAssumptions()
  ) throws {
    self.configuration = configuration
    self.budget = budget
    // A crash would otherwise kill this process too, on the next write to a dead worker.
    signal(SIGPIPE, SIG_IGN)
    let base = FileManager.default.temporaryDirectory.path
    let directory = base + "/scrollcheck-workers-\(getpid())-\(UInt64(Date().timeIntervalSince1970 * 1e6))"
    self.directory = directory
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    // The engine assumptions cross to the workers on their command line (`--assume ID=alt`).
    let arguments = [WorkerServer.subcommand, "--case-timeout", String(budget.seconds)]
      + assumptions.settings.flatMap { ["--assume", $0] }
    lanes = (0..<configuration.jobs).map { index in
      WorkerLane(
        executable: configuration.executable, arguments: arguments,
        logPath: "\(directory)/worker-\(index).log", budget: budget)
    }
  }

  /// Ends every worker and removes the logs.
  func shutDown() {
    for lane in lanes { lane.shutDown() }
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// Runs `job` for every index below `count` on the lanes, each lane taking the next index
  /// as it frees up; results come back in index order. `progress` hears the number finished,
  /// on the calling thread.
  func map<Result: Sendable>(
    count: Int, progress: (Int) -> Void, _ job: @escaping @Sendable (WorkerLane, Int) -> Result
  ) -> [Result] {
    let state = IndexedJobs<Result>(count: count)
    let group = DispatchGroup()
    for lane in lanes.prefix(max(1, min(lanes.count, count))) {
      group.enter()
      let thread = Thread {
        while let index = state.next() {
          state.store(job(lane, index), at: index)
        }
        group.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    return state.results(waitingFor: group, progress: progress)
  }
}

/// One lane: a thread's worker process, started when first needed and after each death.
final class WorkerLane: @unchecked Sendable {
  let executable: String
  let arguments: [String]
  let logPath: String
  let budget: CaseBudget
  private var process: WorkerProcess?
  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()

  init(executable: String, arguments: [String], logPath: String, budget: CaseBudget) {
    self.executable = executable
    self.arguments = arguments
    self.logPath = logPath
    self.budget = budget
  }

  /// How a request ended when the worker did not answer.
  struct Death: Error {
    var reason: String
    var standardError: [String]
    var kind: IncidentKind
  }

  /// Sends a request and waits for the reply (at most `timeout` seconds, if given); a worker
  /// that dies or runs past the timeout is ended, reaped, and reported as a death.
  func perform(_ request: WorkerRequest, timeout: Double?) throws -> Swift.Result<WorkerReply, Death> {
    if process == nil {
      process = try WorkerProcess.spawn(executable: executable, arguments: arguments, logPath: logPath)
    }
    let worker = process!
    let line = String(decoding: try encoder.encode(request), as: UTF8.self)
    let sent = worker.send(line)
    let (reply, timedOut) = sent ? worker.receive(timeout: timeout) : (nil, false)
    if let reply {
      do {
        return .success(try decoder.decode(WorkerReply.self, from: Data(reply.utf8)))
      } catch {
        // Something wrote over the reply descriptor: treat the worker as lost.
        _ = worker.reap(kill: true)
        process = nil
        throw WorkerError("a worker sent an unreadable reply: \(TerminalText.escaped(String(reply.prefix(200))))")
      }
    }
    let ending = worker.reap(kill: true)
    let lines = worker.lastLines()
    process = nil
    if timedOut || ending == "the process exited with status \(CaseWatchdog.exitStatus)" {
      return .failure(Death(
        reason: "the case ran past its \(CaseMeter.seconds(budget.seconds)) limit inside code that never returned to the engine; its worker was stopped",
        standardError: lines, kind: .hangs))
    }
    return .failure(Death(reason: ending, standardError: lines, kind: .crashes))
  }

  /// Evaluates one case in the worker, under its engine assumptions or, when given, under
  /// `assumptions`.
  func evaluate(
    _ strategy: any Strategy, _ invariant: any Invariant, _ scenario: Scenario, assumptions: EngineAssumptions? = nil
  ) throws -> CaseEvaluation {
    let token = FindingToken(strategyID: strategy.id, invariantID: invariant.id, scenario: scenario).text
    let request = WorkerRequest.evaluate(token: token, assumptions: assumptions?.settings)
    switch try perform(request, timeout: budget.seconds * 10 + 30) {
    case .success(.evaluated(let verdict)): return verdict
    case .success(.failed(let reason)): throw WorkerError(reason)
    case .success: throw WorkerError("a worker answered a case with something else")
    case .failure(let death):
      return death.kind == .hangs
        ? .interrupted(death.reason) : .died(reason: death.reason, standardError: death.standardError)
    }
  }

  func shutDown() {
    process?.finish()
    process = nil
  }
}
