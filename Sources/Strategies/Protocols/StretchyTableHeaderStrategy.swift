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
}

extension StretchyTableHeaderStrategy {
  public var family: StrategyFamily { .tableHeader }
}
