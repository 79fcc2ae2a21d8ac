extension View {
  /// Runs `action` when the view appears: on the first update where it is laid out on
  /// screen (for a row of a lazy stack, when it is built), and again after it disappeared
  /// and came back (U17).
  public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView {
    lifecycle("onAppear", .appear, action)
  }

  /// Runs `action` when the view is no longer laid out: a lazy row scrolled out of the
  /// visible area, a branch of an `if` gone (U17).
  public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedView {
    lifecycle("onDisappear", .disappear, action)
  }

  /// Runs `action` when the view appears, as `task(priority:_:)`. The model has no run
  /// loop: the task runs to completion before the next frame is drawn (U17, assumption;
  /// under `U17=later` at the start of the next update instead); one still suspended after a
  /// second is left behind.
  public func task(_ action: @escaping () async -> Void) -> ModifiedView {
    lifecycle("task", .appear, isTask: true) { TaskRunner.runToCompletion(action) }
  }

  private func lifecycle(
    _ name: String, _ kind: LifecycleRegistration.Kind, isTask: Bool = false, _ action: (() -> Void)?
  ) -> ModifiedView {
    ModifiedView(self, name) { child, context in
      ViewNode(
        .lifecycle(
          LifecycleRegistration(path: context.path, kind: kind, action: action ?? {}, isTask: isTask),
          child: child))
    }
  }
}

/// An `onAppear`, `onDisappear` or `task` met during an update (U17).
struct LifecycleRegistration {
  enum Kind { case appear, disappear }
  /// The structural identity of the modifier.
  var path: String
  var kind: Kind
  var action: () -> Void
  /// A `task`: when its state arrives is U17.
  var isTask = false
}

/// Runs an async closure to completion from synchronous code (U17).
enum TaskRunner {
  /// Runs `action` on the calling thread: its jobs are queued on an executor of its own that
  /// this thread drains until the task ends, so no other thread (nor the cooperative pool,
  /// which tests may have filled) is needed. Waiting stops after one second.
  static func runToCompletion(_ action: @escaping () async -> Void) {
    let box = UncheckedBox(action)
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
      let executor = DrainingExecutor()
      let finished = Flag()
      Task(executorPreference: executor) {
        await box.value()
        finished.set()
        executor.wake()
      }
      executor.drain(until: { finished.isSet }, deadline: .now() + 1)
    } else {
      let done = DispatchSemaphore(value: 0)
      Task.detached {
        await box.value()
        done.signal()
      }
      _ = done.wait(timeout: .now() + 1)
    }
  }
}

/// A task executor whose jobs run when `drain` is called, on the caller's thread.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class DrainingExecutor: TaskExecutor, @unchecked Sendable {
  private let lock = NSLock()
  private var jobs: [UnownedJob] = []
  private let signal = DispatchSemaphore(value: 0)

  func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    lock.lock()
    jobs.append(unowned)
    lock.unlock()
    signal.signal()
  }

  /// Lets `drain` look at its condition again.
  func wake() { signal.signal() }

  /// Runs queued jobs until `done` or the deadline.
  func drain(until done: () -> Bool, deadline: DispatchTime) {
    while !done() {
      lock.lock()
      let job = jobs.isEmpty ? nil : jobs.removeFirst()
      lock.unlock()
      if let job {
        job.runSynchronously(on: asUnownedTaskExecutor())
      } else if signal.wait(timeout: deadline) == .timedOut {
        return
      }
    }
  }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.lock(); value = true; lock.unlock() }
  var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}

/// Carries a value to a task whose thread the sender waits for.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
