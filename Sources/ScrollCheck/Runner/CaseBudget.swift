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
/// The limit is on wall-clock time less the time the machine made the case wait for a core
/// (`CaseClock`), so that a loaded machine (six builds on two cores) never turns a slow case
/// into a hang, while a case that sleeps or blocks is charged every second it waits.
struct CaseMeter {
  let budget: CaseBudget
  let clock: CaseClock

  init(_ budget: CaseBudget) {
    self.budget = budget
    clock = CaseClock()
  }

  /// Throws when the case has run past its time or recorded too much.
  func check(observations: Int) throws {
    if observations > budget.observations {
      throw CaseInterruption(
        reason: "the case recorded more than \(budget.observations) observations (engine steps) without finishing")
    }
    // The charged time never exceeds wall-clock time: read it only when it could be over.
    guard clock.wallSeconds > budget.seconds else { return }
    if clock.chargedSeconds() > budget.seconds {
      throw CaseInterruption(reason: "the case ran past its \(CaseMeter.seconds(budget.seconds)) limit")
    }
  }

  /// `2 s`, `0.5 s`.
  static func seconds(_ value: Double) -> String {
    (value == value.rounded() ? String(Int(value)) : String(value)) + " s"
  }
}

/// The time a case is charged, measured on the thread that runs it: wall-clock time less the
/// time the thread was ready to run but waited for a core (Linux's scheduler statistics,
/// `/proc/thread-self/schedstat`). Working, sleeping and blocking are charged; waiting for a
/// core taken by other processes is not. Where the statistics cannot be read (macOS, a
/// kernel without them) it is the thread's CPU time, with ten times the limit of wall-clock
/// time as a backstop for a case that waits.
struct CaseClock {
  /// The thread's identifier (Linux), or nil where the scheduler statistics are unavailable.
  let threadID: Int?
  let start: ContinuousClock.Instant
  let waitStart: Double
  /// The thread's time on a core at the start, from the scheduler statistics.
  let runStart: Double?
  let cpuStart: Double

  /// Starts the clock on the calling thread.
  init() {
    start = ContinuousClock.now
    cpuStart = CPUTime.thread()
    if let tid = SchedulerStatistics.currentThreadID(), let fields = SchedulerStatistics.fields(thread: tid) {
      threadID = tid
      waitStart = fields.wait
      runStart = fields.run
    } else {
      threadID = nil
      waitStart = 0
      runStart = nil
    }
  }

  /// Wall-clock seconds since the start.
  var wallSeconds: Double { (ContinuousClock.now - start).seconds }

  /// The seconds charged so far; read on the case's own thread, whose waits for a core are
  /// then all counted by the kernel.
  func chargedSeconds() -> Double {
    let wall = wallSeconds
    if let threadID, let wait = SchedulerStatistics.runQueueWait(thread: threadID) {
      return max(0, wall - (wait - waitStart))
    }
    // The fallback: CPU time, or a tenth of the wall clock for a case that waits.
    return max(CPUTime.thread() - cpuStart, wall / 10)
  }
}

/// Linux's per-thread scheduler statistics (`/proc/<pid>/task/<tid>/schedstat`: time on a
/// core, time waiting for one, in nanoseconds, and the number of time slices).
enum SchedulerStatistics {
  /// The calling thread's kernel identifier, from `/proc/thread-self` (`<pid>/task/<tid>`),
  /// read with one `readlink(2)` (Foundation's file manager cost a hundredth of a default run,
  /// once per case: P5).
  static func currentThreadID() -> Int? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 64)
      let count = buffer.withUnsafeMutableBufferPointer { readlink("/proc/thread-self", $0.baseAddress!, 63) }
      guard count > 0 else { return nil }
      let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard let last = link.split(separator: "/").last else { return nil }
      return Int(last)
    #else
      return nil
    #endif
  }

  /// The seconds a thread of this process has waited for a core, as far as the kernel has
  /// counted (a wait in progress is counted when the thread gets its core).
  static func runQueueWait(thread: Int) -> Double? {
    fields(thread: thread).map { $0.wait }
  }

  /// The seconds a thread of this process has run on a core.
  static func runTime(thread: Int) -> Double? {
    fields(thread: thread).map { $0.run }
  }

  /// The thread's state letter from `/proc/self/task/<tid>/stat` (`R` running or ready,
  /// `S` sleeping, `D` waiting on a device, ...).
  static func state(thread: Int) -> Character? {
    guard let text = read("/proc/self/task/\(thread)/stat"), let close = text.lastIndex(of: ")") else { return nil }
    return text[text.index(after: close)...].first { $0 != " " }
  }

  static func fields(thread: Int) -> (run: Double, wait: Double)? {
    guard let text = read("/proc/self/task/\(thread)/schedstat") else { return nil }
    let parts = text.split(separator: " ")
    guard parts.count >= 2, let run = Double(parts[0]), let wait = Double(parts[1]) else { return nil }
    return (run / 1e9, wait / 1e9)
  }

  /// A small /proc file's text, read with one `read(2)` (no Foundation buffering).
  private static func read(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, 512) }
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count], as: UTF8.self)
  }
}

/// `read(2)`, named apart from `SchedulerStatistics.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
  #else
    return Darwin.read(descriptor, buffer, count)
  #endif
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
/// past its limit inside code that never returns to the engine (an endless loop, a wait that
/// never ends).
///
/// Only a worker starts it; elsewhere `begin` and `end` only note the time.
final class CaseWatchdog: @unchecked Sendable {
  /// The one watchdog of this process.
  static let shared = CaseWatchdog()
  /// The exit status of a worker the watchdog ended (as `timeout(1)` uses).
  static let exitStatus: Int32 = 124

  private let lock = NSLock()
  /// The running case: its limit, its clock, and the process's CPU time when it began.
  private var running: (limit: Double, clock: CaseClock, cpuStart: Double)?

  /// Notes that a case with the given limit (seconds) starts on the calling thread.
  func begin(limit: Double) {
    let clock = CaseClock()
    let cpu = CPUTime.process()
    lock.lock()
    running = (limit, clock, cpu)
    lock.unlock()
  }

  /// Notes that the case is over.
  func end() {
    lock.lock()
    running = nil
    lock.unlock()
  }

  /// Whether the running case is past `limit` seconds, seen from another thread: its thread
  /// used that much CPU time (an endless loop), or it is asleep or blocked and its charged
  /// time is past the limit (a wait that never ends). A thread ready to run but waiting for a
  /// core is never stopped: the kernel has not yet counted that wait.
  static func isPast(_ limit: Double, clock: CaseClock, processCPU: Double) -> Bool {
    guard clock.wallSeconds > limit else { return false }
    guard let thread = clock.threadID, let run = SchedulerStatistics.runTime(thread: thread) else {
      // No scheduler statistics: the process's CPU time (only the case's thread works in a
      // worker), or ten times the limit of wall-clock time.
      return processCPU > limit || clock.wallSeconds > limit * 10
    }
    if run - (clock.runStart ?? run) > limit { return true }
    if let state = SchedulerStatistics.state(thread: thread), state != "R" {
      return clock.chargedSeconds() > limit
    }
    return false
  }

  /// Starts the watchdog thread: a case past its limit plus `grace` seconds (`isPast`) ends
  /// the process with `exitStatus` at once.
  func start(grace: Double) {
    let thread = Thread { [self] in
      while true {
        Thread.sleep(forTimeInterval: 0.05)
        lock.lock()
        let current = running
        lock.unlock()
        guard let current else { continue }
        if Self.isPast(current.limit + grace, clock: current.clock, processCPU: CPUTime.process() - current.cpuStart) {
          _exit(Self.exitStatus)
        }
      }
    }
    thread.start()
  }
}
