/// Why a view cannot be hosted.
public enum SwiftUIModelError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The root view's body does not end in a `ScrollView` (only modifiers may wrap it).
  case rootIsNotAScrollView(found: String)
  /// The scroll view scrolls horizontally; only vertical scrolling is modelled.
  case horizontalScrollingNotModelled
  /// A size or inset is negative or not finite.
  case invalidGeometry(String)

  public var description: String {
    switch self {
    case .rootIsNotAScrollView(let found):
      return "the view must hold a vertical ScrollView or a List (a horizontal ScrollView is laid out, never hosted: "
        + "only vertical scrolling is modelled, U50); found \(found)"
    case .horizontalScrollingNotModelled:
      return "only vertical ScrollViews are modelled"
    case .invalidGeometry(let what):
      return "invalid geometry: \(what)"
    }
  }
}
