extension UIScrollView {
  /// How the safe area is added to `contentInset` to give `adjustedContentInset`.
  /// See `docs/semantics.md`, rules S2 to S5.
  public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable, Codable {
    /// UIKit's default: like `.always` vertically for the content view of a controller in
    /// a navigation or tab bar controller, otherwise like `.scrollableAxes`.
    case automatic
    /// Adds the safe area on an axis only when the content scrolls on it (taller than the
    /// view) or `alwaysBounceVertical` is set.
    case scrollableAxes
    /// Never adds the safe area.
    case never
    /// Always adds the safe area, on all edges.
    case always
  }
}
