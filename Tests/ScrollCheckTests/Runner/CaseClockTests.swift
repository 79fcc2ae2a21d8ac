import Foundation
import Testing

@testable import ScrollCheck

/// The case timeout's clock: wall-clock time less the waits for a core, so that a loaded
/// machine never turns a slow case into a `hangs` finding.
@Suite("The case clock")
struct CaseClockTests {
  @Test func sleepingIsCharged() {
    let clock = CaseClock()
    Thread.sleep(forTimeInterval: 0.3)
    let charged = clock.chargedSeconds()
    #expect(charged >= 0.28, "charged \(charged) s for a 0.3 s sleep")
    #expect(charged <= clock.wallSeconds + 1e-3)
  }

  #if os(Linux)
    @Test func linuxReadsTheSchedulerStatistics() {
      #expect(CaseClock().threadID != nil)
    }

    /// More busy threads than cores: the case's thread gets at most part of a core, and only
    /// that part is charged.
    @Test func waitingForACoreIsNotCharged() {
      let spinners = ProcessInfo.processInfo.activeProcessorCount * 2 + 1
      let stop = StopFlag()
      for _ in 0..<spinners {
        Thread { while !stop.isSet { _ = (0..<1000).reduce(0, &+) } }.start()
      }
      defer { stop.set() }
      let clock = CaseClock()
      let cpu = CPUTime.thread()
      while clock.wallSeconds < 0.6 { _ = (0..<1000).reduce(0, &+) }
      let charged = clock.chargedSeconds()
      let used = CPUTime.thread() - cpu
      // Charged is what it ran (its CPU time, here), well under the wall-clock time.
      #expect(charged < clock.wallSeconds * 0.9, "charged \(charged) s of \(clock.wallSeconds) s")
      #expect(abs(charged - used) < 0.1, "charged \(charged) s, CPU \(used) s")
    }

    @Test func theWatchdogStopsNeitherAStarvedCaseNorAFinishedOne() {
      let clock = CaseClock()
      // Not past a limit it has not reached in wall-clock time.
      #expect(!CaseWatchdog.isPast(10, clock: clock, processCPU: 0))
      // Sleeping past the limit is past it (a wait that never ends).
      let sleeper = SleeperClock()
      Thread.sleep(forTimeInterval: 0.3)
      #expect(CaseWatchdog.isPast(0.1, clock: sleeper.clock, processCPU: 0))
      sleeper.finish()
    }
  #endif
}

/// A thread that starts a case clock and sleeps, so that another thread sees it asleep.
private final class SleeperClock: @unchecked Sendable {
  private let ready = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  private(set) var clock = CaseClock()

  init() {
    Thread { [self] in
      clock = CaseClock()
      ready.signal()
      done.wait()
    }.start()
    ready.wait()
  }

  func finish() { done.signal() }
}

private final class StopFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
