/// A value that views pass up the tree, as SwiftUI's `PreferenceKey` (U18).
///
///     struct HeaderMinY: PreferenceKey {
///       static let defaultValue: CGFloat = 0
///       static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
///     }
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the values of siblings, in tree order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A preference set by a view: its key and value.
struct PreferenceValue {
  var key: ObjectIdentifier
  var value: Any
}

/// An `onPreferenceChange` met during an update: its key and how to build its registration
/// from the values its subtree set.
struct PreferenceObserver {
  var key: ObjectIdentifier
  var registration: (_ values: [PreferenceValue]) -> OnChangeRegistration
}

extension View {
  /// Sets `value` for `key` on this view; values of the same key set inside it are replaced
  /// (U18).
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedView {
    ModifiedView(self, "preference") {
      ViewNode(.preference(PreferenceValue(key: ObjectIdentifier(key), value: value), child: $0))
    }
  }

  /// Sets a preference computed from an anchor of this view's bounds, as
  /// `anchorPreference(key:value:transform:)` (U18, U19).
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> ModifiedView {
    ModifiedView(self, "anchorPreference") { child, _ in
      ViewNode(
        .anchorPreference(
          key: ObjectIdentifier(key), source: value.resolve,
          transform: { transform(Anchor<A>(value: $0 as! A)) }, child: child))
    }
  }

  /// Runs `action` with the reduced value of `key` over this view's subtree when it differs
  /// from the value at the previous update, and with the first value on the first update
  /// where the subtree sets one (U18).
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> ModifiedView where K.Value: Equatable {
    ModifiedView(self, "onPreferenceChange") { child, context in
      let path = context.path
      let id = ObjectIdentifier(key)
      let observer = PreferenceObserver(key: id) { values in
        var reduced = K.defaultValue
        for entry in values where entry.key == id {
          guard let next = entry.value as? K.Value else { continue }
          K.reduce(value: &reduced, nextValue: { next })
        }
        let value = reduced
        return OnChangeRegistration(
          path: path, value: value, isEqual: { ($0 as? K.Value) == value },
          action: { _ in action(value) }, runsInitially: value != K.defaultValue)
      }
      return ViewNode(.onPreferenceChange(observer, child: child))
    }
  }
}

/// A geometry value of a view that a `GeometryProxy` resolves in its own space, as
/// SwiftUI's `Anchor` (U19).
public struct Anchor<Value> {
  /// The value in window coordinates.
  let value: Value

  /// What an anchor is taken from, as SwiftUI's `Anchor.Source`.
  public struct Source {
    /// Maps the view's drawn frame in the window to the anchored value.
    let resolve: (CGRect) -> Any
  }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
}

extension Anchor.Source where Value == CGPoint {
  /// The top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source { $0.origin } }
  /// The middle of the top edge.
  public static var top: Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.midX, y: $0.minY) }
  }
  /// The middle of the bottom edge.
  public static var bottom: Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.midX, y: $0.maxY) }
  }
  /// The centre.
  public static var center: Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.midX, y: $0.midY) }
  }
}
