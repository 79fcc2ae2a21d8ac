import Dispatch
import Foundation

/// Jobs numbered `0..<count` shared by several threads: each takes the next index in turn,
/// stores its result at that index, and the caller reads the results in index order, so a
/// parallel run gives what a sequential one would.
final class IndexedJobs<Result: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result?]
  private var nextIndex = 0
  private var finishedCount = 0

  /// Jobs `0..<count`, none taken yet.
  init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// The next index not yet taken, or `nil` when all are.
  func next() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < slots.count else { return nil }
    nextIndex += 1
    return nextIndex - 1
  }

  /// Records the result of job `index`.
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

  /// Waits for `group`, telling `progress` the number finished whenever it changes (on the
  /// calling thread), then returns every result in index order.
  func results(waitingFor group: DispatchGroup, progress: (Int) -> Void) -> [Result] {
    var reported = 0
    while group.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
      let finished = self.finished
      if finished != reported {
        reported = finished
        progress(finished)
      }
    }
    if reported != slots.count { progress(slots.count) }
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0! }
  }
}
