import ScrollGeometry

/// What a strategy promises about its header: the numbers invariants hold it to.
///
/// A strategy declares these so that scenarios can vary them and invariants can check the
/// promise (a header declared to stretch may exceed its maximum while pulled; one declared
/// with a spacing may leave that much background below it).
public struct HeaderDeclaration: Hashable, Sendable, Codable {
  /// The family the strategy belongs to.
  public var family: StrategyFamily
  /// The smallest height the header collapses to (table-header family).
  public var minimumHeight: CGFloat
  /// The largest height at rest (table-header family), or the base height (SwiftUI).
  public var maximumHeight: CGFloat
  /// Whether the header grows past its maximum, following the finger, when pulled down.
  public var stretches: Bool
  /// Background the layout itself declares below the header (a stack's spacing).
  public var spacingBelowHeader: CGFloat
  /// The view that is the header, which every invariant judges (V1): any view of the
  /// controller's hierarchy, named by its `accessibilityIdentifier` or `tag` (a subview of the
  /// scroll view, a view beside it, a library's container, or the table header view). `nil`:
  /// the family's own header (the `tableHeaderView`, the SwiftUI header); the inset-header
  /// family must name one.
  public var headerView: ViewReference?

  /// Creates a declaration for a family; every number defaults to zero, `stretches` to false
  /// and the header to the family's own.
  public init(
    family: StrategyFamily, minimumHeight: CGFloat = 0, maximumHeight: CGFloat = 0,
    stretches: Bool = false, spacingBelowHeader: CGFloat = 0, headerView: ViewReference? = nil
  ) {
    self.family = family
    self.minimumHeight = minimumHeight
    self.maximumHeight = maximumHeight
    self.stretches = stretches
    self.spacingBelowHeader = spacingBelowHeader
    self.headerView = headerView
  }
}
