import ScrollGeometry

/// The family of headers drawn as views of their own above a top inset: a vertical
/// `UIScrollView` or a plain `UITableView` whose `contentInset.top` leaves room for a header
/// view the code lays out as the content scrolls, as GSKStretchyHeaderView and
/// MXParallaxHeader do (through `scrollViewDidScroll` or `observe(\.contentOffset)`).
///
/// The declaration names the header view (`headerView: .accessibilityIdentifier(...)` or
/// `.tag(...)`), wherever the code puts it; every invariant judges that view. A table gets
/// the scenario's sections (floating section headers included) as its data source; a plain
/// scroll view's content is the port's own.
public protocol InsetHeaderStrategy: Strategy {
  /// Builds the view controller for the heights the declaration settled on.
  func makeViewController(heights: HeaderHeights) -> UIViewController
  /// The app changes the header's maximum height at runtime to `maximum` (never below the
  /// minimum), as its own code would (GSKStretchyHeaderView's `maximumContentHeight` setter,
  /// MXParallaxHeader's `height`), and returns whether the port has such a path (W47, the
  /// `set-header-height` event). The default has none and returns false, and the invariants
  /// keep holding the header to the declared maximum.
  func setMaximumHeight(_ maximum: CGFloat, in viewController: UIViewController) -> Bool
}

extension InsetHeaderStrategy {
  public var family: StrategyFamily { .insetHeader }

  /// No runtime path: the maximum is the declared one for the whole run (W47).
  public func setMaximumHeight(_ maximum: CGFloat, in viewController: UIViewController) -> Bool { false }
}
