import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one case may spend before it is stopped and reported under `hangs`: a time limit
/// (CPU time of the case, with ten times as much wall-clock time as a backstop for code that
/// waits), and a number of observations the engine records (every drag move, animation frame
/// and layout pass is one).
///
/// The limits are checked between engine steps (cooperatively): code that never returns to
/// the engine can only be stopped by running the case in a worker process, whose watchdog
/// ends it.
public struct CaseBudget: Hashable, Sendable, Codable {
  /// The wall-clock limit per case, in seconds (`--case-timeout`).
  public var seconds: Double
  /// The most observations a case may record.
  public var observations: Int

  /// The default: 2 seconds and 200,000 observations (a generated case records a few
  /// hundred to a few thousand).
  public static let standard = CaseBudget(seconds: 2, observations: 200_000)

  /// Creates a budget.
  public init(seconds: Double, observations: Int = CaseBudget.standard.observations) {
    self.seconds = seconds
    self.observations = observations
  }
}

/// A case stopped because it ran past its budget (a finding of the pseudo-invariant `hangs`).
public struct CaseInterruption: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was exceeded, in words.
  public var reason: String

  /// Creates an interruption.
  public init(reason: String) { self.reason = reason }

  public var description: String { reason }
}

/// The clock and counters of the case being run, checked between engine steps.
///
/// The limit is on the CPU time the case's thread uses, so that a loaded machine (six
/// builds on two cores) does not turn a slow case into a hang; a case that waits without
/// using the CPU is stopped at ten times the limit of wall-clock time.
struct CaseMeter {
  let budget: CaseBudget
  let start: ContinuousClock.Instant
  let cpuStart: Double

  init(_ budget: CaseBudget) {
    self.budget = budget
    start = ContinuousClock.now
    cpuStart = CPUTime.thread()
  }

  /// Throws when the case has run past its time or recorded too much.
  func check(observations: Int) throws {
    if observations > budget.observations {
      throw CaseInterruption(
        reason: "the case recorded more than \(budget.observations) observations (engine steps) without finishing")
    }
    let wall = (ContinuousClock.now - start).seconds
    // CPU time never exceeds wall-clock time: read it only when it could be over.
    guard wall > budget.seconds else { return }
    if CPUTime.thread() - cpuStart > budget.seconds {
      throw CaseInterruption(reason: "the case ran past its \(CaseMeter.seconds(budget.seconds)) limit")
    }
    if wall > budget.seconds * 10 {
      throw CaseInterruption(
        reason: "the case waited past \(CaseMeter.seconds(budget.seconds * 10)) (ten times its limit) without finishing")
    }
  }

  /// `2 s`, `0.5 s`.
  static func seconds(_ value: Double) -> String {
    (value == value.rounded() ? String(Int(value)) : String(value)) + " s"
  }
}

/// CPU time, in seconds.
enum CPUTime {
  /// The calling thread's.
  static func thread() -> Double { read(CLOCK_THREAD_CPUTIME_ID) }
  /// The whole process's.
  static func process() -> Double { read(CLOCK_PROCESS_CPUTIME_ID) }

  private static func read(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// The watchdog of a worker process: a thread that ends the process when a case runs well
/// past its limit inside code that never returns to the engine (an endless loop).
///
/// Only a worker starts it; elsewhere `begin` and `end` only note the time.
final class CaseWatchdog: @unchecked Sendable {
  /// The one watchdog of this process.
  static let shared = CaseWatchdog()
  /// The exit status of a worker the watchdog ended (as `timeout(1)` uses).
  static let exitStatus: Int32 = 124

  private let lock = NSLock()
  /// The running case: its limit, and the process's CPU time and the clock when it began.
  private var running: (limit: Double, cpuStart: Double, start: ContinuousClock.Instant)?

  /// Notes that a case with the given limit (seconds of CPU time) starts.
  func begin(limit: Double) {
    let cpu = CPUTime.process()
    lock.lock()
    running = (limit, cpu, ContinuousClock.now)
    lock.unlock()
  }

  /// Notes that the case is over.
  func end() {
    lock.lock()
    running = nil
    lock.unlock()
  }

  /// Starts the watchdog thread: past the limit plus `grace` seconds of the process's CPU time
  /// (only the case's thread works in a worker), or ten times the limit of wall-clock time,
  /// the process exits with `exitStatus` at once.
  func start(grace: Double) {
    let thread = Thread { [self] in
      while true {
        Thread.sleep(forTimeInterval: 0.05)
        lock.lock()
        let current = running
        lock.unlock()
        guard let current else { continue }
        let wall = (ContinuousClock.now - current.start).seconds
        guard wall > current.limit + grace else { continue }
        if CPUTime.process() - current.cpuStart > current.limit + grace || wall > current.limit * 10 + grace {
          _exit(Self.exitStatus)
        }
      }
    }
    thread.start()
  }
}
