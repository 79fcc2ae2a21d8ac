import Dispatch
import Foundation

/// Runs independent jobs on every core, returning their results in job order, so that the
/// output is the same as a sequential run's. Progress is reported on the calling thread.
enum ParallelCells {
  /// The results of `job` for every index below `count`, in index order. Jobs are handed
  /// out to the cores as they free up; `progress` hears the number of finished jobs.
  /// `threads` caps how many jobs run at once (`nil`: one per core).
  static func map<Result: Sendable>(
    count: Int, threads: Int? = nil, progress: (Int) -> Void, _ job: @escaping @Sendable (Int) -> Result
  ) -> [Result] {
    let box = ResultBox<Result>(count: count)
    let group = DispatchGroup()
    if let threads, threads >= 1 {
      // A fixed number of workers taking the next job in turn.
      let next = JobCounter()
      for _ in 0..<min(threads, max(1, count)) {
        DispatchQueue.global().async(group: group) {
          while let index = next.take(below: count) { box.store(job(index), at: index) }
        }
      }
    } else {
      DispatchQueue.global().async(group: group) {
        DispatchQueue.concurrentPerform(iterations: count) { index in
          box.store(job(index), at: index)
        }
      }
    }
    var reported = 0
    while group.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
      let finished = box.finished
      if finished != reported {
        reported = finished
        progress(finished)
      }
    }
    if reported != count { progress(count) }
    return box.results()
  }
}

/// Results written from several threads, read once all are written.
private final class ResultBox<Result: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result?]
  private var finishedCount = 0

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ result: Result, at index: Int) {
    lock.lock()
    slots[index] = result
    finishedCount += 1
    lock.unlock()
  }

  /// How many results have been stored.
  var finished: Int {
    lock.lock()
    defer { lock.unlock() }
    return finishedCount
  }

  func results() -> [Result] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0! }
  }
}

/// Hands out job indices in order to several workers.
private final class JobCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  /// The next index below `count`, or `nil` when all are taken.
  func take(below count: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }
}
