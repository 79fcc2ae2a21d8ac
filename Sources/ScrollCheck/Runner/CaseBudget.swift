import Foundation

/// What one case may spend before it is stopped and reported under `hangs`: a wall-clock
/// limit, and a number of observations the engine records (every drag move, animation frame
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
struct CaseMeter {
  let budget: CaseBudget
  let deadline: ContinuousClock.Instant

  init(_ budget: CaseBudget) {
    self.budget = budget
    deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64(budget.seconds * 1000)))
  }

  /// Throws when the case has run past its time or recorded too much.
  func check(observations: Int) throws {
    if observations > budget.observations {
      throw CaseInterruption(
        reason: "the case recorded more than \(budget.observations) observations (engine steps) without finishing")
    }
    if ContinuousClock.now > deadline {
      throw CaseInterruption(reason: "the case ran past its \(CaseMeter.seconds(budget.seconds)) limit")
    }
  }

  /// `2 s`, `0.5 s`.
  static func seconds(_ value: Double) -> String {
    (value == value.rounded() ? String(Int(value)) : String(value)) + " s"
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
  private var deadline: ContinuousClock.Instant?

  /// Notes that a case starts and must be over by `deadline`.
  func begin(deadline: ContinuousClock.Instant) {
    lock.lock()
    self.deadline = deadline
    lock.unlock()
  }

  /// Notes that the case is over.
  func end() {
    lock.lock()
    deadline = nil
    lock.unlock()
  }

  /// Starts the watchdog thread: past a deadline plus `grace`, the process exits with
  /// `exitStatus` at once.
  func start(grace: Duration) {
    let thread = Thread { [self] in
      while true {
        Thread.sleep(forTimeInterval: 0.05)
        lock.lock()
        let expired = deadline.map { ContinuousClock.now > $0.advanced(by: grace) } ?? false
        lock.unlock()
        if expired { _exit(Self.exitStatus) }
      }
    }
    thread.start()
  }
}
