import Foundation

/// Collects the describing phase's times from the threads that describe findings at once.
final class PhaseLog: @unchecked Sendable {
  private let lock = NSLock()
  private var times = PhaseTimes()

  /// The times added so far.
  var total: PhaseTimes {
    lock.lock()
    defer { lock.unlock() }
    return times
  }

  /// Adds times from one thread.
  func add(_ more: PhaseTimes) {
    lock.lock()
    times.add(more)
    lock.unlock()
  }
}
