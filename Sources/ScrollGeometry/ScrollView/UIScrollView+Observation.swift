/// Key-value observation of a scroll view's geometry, as ports of libraries that observe
/// `contentOffset` (MXParallaxHeader, GSKStretchyHeaderView) need it (rule K1).
///
/// ```swift
/// observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in
///   layoutHeader(for: change.newValue!)
/// }
/// ```
///
/// Observable: `contentOffset`, `contentInset`, `contentSize` and `bounds`. As automatic KVO
/// does, a handler is called after every assignment of the property (also one that leaves it
/// unchanged), once the setter's own work is done: for `contentOffset`, after
/// `scrollViewDidScroll`. A new offset is a new `bounds.origin`: `bounds` observers hear of it
/// first, inside the setter.
public struct KeyValueObservingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The change carries the new value.
  public static let new = KeyValueObservingOptions(rawValue: 1)
  /// The change carries the old value.
  public static let old = KeyValueObservingOptions(rawValue: 2)
  /// The handler is also called once at registration, with the current value as new.
  public static let initial = KeyValueObservingOptions(rawValue: 4)
}

/// One notification: the values the options asked for.
public struct KeyValueObservedChange<Value> {
  /// The value after the assignment, with `.new` (or `.initial`).
  public var newValue: Value?
  /// The value before it, with `.old`.
  public var oldValue: Value?
}

/// A registration; the handler stops being called when it is invalidated or released, as
/// `NSKeyValueObservation` does.
public final class KeyValueObservation {
  fileprivate weak var scrollView: UIScrollView?
  fileprivate let identifier: Int

  fileprivate init(scrollView: UIScrollView, identifier: Int) {
    self.scrollView = scrollView
    self.identifier = identifier
  }

  /// Stops the notifications.
  public func invalidate() {
    scrollView?.observers.removeAll { $0.identifier == identifier }
  }

  deinit { invalidate() }
}

/// A registered handler, type-erased.
struct ScrollViewObserver {
  let identifier: Int
  let keyPath: AnyKeyPath
  let notify: (UIScrollView, Any, Any) -> Void
}

extension UIScrollView {
  /// Calls `changeHandler` after every assignment of the property at `keyPath`
  /// (`\.contentOffset`, `\.contentInset`, `\.contentSize` or `\.bounds`).
  public func observe<Value>(
    _ keyPath: KeyPath<UIScrollView, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping (UIScrollView, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    precondition(
      [\UIScrollView.contentOffset, \UIScrollView.contentInset, \UIScrollView.contentSize, \UIScrollView.bounds]
        .contains(keyPath as AnyKeyPath),
      "observe supports contentOffset, contentInset, contentSize and bounds")
    nextObserverIdentifier += 1
    let identifier = nextObserverIdentifier
    observers.append(
      ScrollViewObserver(identifier: identifier, keyPath: keyPath) { view, old, new in
        guard let old = old as? Value, let new = new as? Value else { return }
        changeHandler(
          view,
          KeyValueObservedChange(
            newValue: options.contains(.new) ? new : nil, oldValue: options.contains(.old) ? old : nil))
      })
    if options.contains(.initial) {
      let value = self[keyPath: keyPath]
      changeHandler(self, KeyValueObservedChange(newValue: value, oldValue: nil))
    }
    return KeyValueObservation(scrollView: self, identifier: identifier)
  }

  /// Tells the observers of `keyPath` about an assignment.
  func notifyObservers<Value>(_ keyPath: KeyPath<UIScrollView, Value>, old: Value, new: Value) {
    guard !observers.isEmpty else { return }
    for observer in observers where observer.keyPath == keyPath as AnyKeyPath {
      observer.notify(self, old, new)
    }
  }
}
