import ScrollGeometry

/// The family of tables whose section headers and footers must not float.
public protocol NonFloatingSectionsStrategy: Strategy {
  /// Builds the view controller; the scenario's sections reach its table as its data source.
  func makeViewController() -> UIViewController
  /// The app changes its section headers' height at runtime to `height` (W51, the
  /// `set-header-height` event for this family, whose headers are section headers) as the
  /// app's code would, and returns whether it could. The default sets the table-wide
  /// `sectionHeaderHeight` of the controller's first table, the one line an app writes
  /// (seed 003 reads the property again in its next `scrollViewDidScroll`).
  func setSectionHeaderHeight(_ height: CGFloat, in viewController: UIViewController) -> Bool
}

extension NonFloatingSectionsStrategy {
  public var family: StrategyFamily { .nonFloatingSections }

  /// Section headers and footers promise no header heights.
  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .nonFloatingSections)
  }

  /// Sets `sectionHeaderHeight` on the first table in the controller's view (W51).
  public func setSectionHeaderHeight(_ height: CGFloat, in viewController: UIViewController) -> Bool {
    guard let table = Self.firstTable(in: viewController.view) else { return false }
    table.sectionHeaderHeight = height
    return true
  }

  /// The first table in a view's hierarchy, depth first.
  static func firstTable(in view: UIView) -> UITableView? {
    if let table = view as? UITableView { return table }
    for subview in view.subviews {
      if let table = firstTable(in: subview) { return table }
    }
    return nil
  }
}
