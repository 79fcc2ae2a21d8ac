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
    let jobs = IndexedJobs<Result>(count: count)
    let group = DispatchGroup()
    if let threads, threads >= 1 {
      // A fixed number of workers taking the next job in turn.
      for _ in 0..<min(threads, max(1, count)) {
        DispatchQueue.global().async(group: group) {
          while let index = jobs.next() { jobs.store(job(index), at: index) }
        }
      }
    } else {
      DispatchQueue.global().async(group: group) {
        DispatchQueue.concurrentPerform(iterations: count) { index in
          jobs.store(job(index), at: index)
        }
      }
    }
    return jobs.results(waitingFor: group, progress: progress)
  }
}
