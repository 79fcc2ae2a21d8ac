import ScrollGeometry

/// The family of `tableHeaderView`s that collapse (and perhaps stretch) between a minimum
/// and a maximum height as the table scrolls.
///
/// A conforming type builds the view controller exactly as the app would: a
/// `UIViewController` that owns a `UITableView`, installs a header and implements
/// `scrollViewDidScroll`. The scenario's rows reach the table as its data source.
public protocol StretchyTableHeaderStrategy: Strategy {
  /// Builds the view controller for the heights the declaration settled on.
  func makeViewController(heights: HeaderHeights) -> UIViewController
  /// The app changes the header's maximum height at runtime to `maximum` (never below the
  /// minimum), as the app's own code would, and returns whether the port has such a path
  /// (W47, the `set-header-height` event). A port calls what its seed implies: the seed's
  /// stored heights changed, then the seed's own update path (its relayout, its
  /// `scrollViewDidScroll` logic). The default has none and returns false: a seed that keeps
  /// its heights in constants (seed 000's `static let maxHeight`) cannot change them at
  /// runtime, and the invariants keep holding the header to the declared maximum.
  func setMaximumHeight(_ maximum: CGFloat, in viewController: UIViewController) -> Bool
}

extension StretchyTableHeaderStrategy {
  public var family: StrategyFamily { .tableHeader }

  /// No runtime path: the maximum is the declared one for the whole run (W47).
  public func setMaximumHeight(_ maximum: CGFloat, in viewController: UIViewController) -> Bool { false }
}
