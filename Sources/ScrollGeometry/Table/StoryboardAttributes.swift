/// Attributes every `UITableView` created while they are in force starts with, as a
/// storyboard's `initWithCoder:` gives them before `viewDidLoad` (T18).
///
/// A harness sets them around the creation of a view controller, so that a ported
/// controller needs no change to receive a scenario's content and table-wide heights:
///
/// ```swift
/// StoryboardAttributes.$current.withValue(attributes) {
///   controller = SeedController()        // its tables start with `attributes`
///   host.present()
/// }
/// ```
/// Code in `viewDidLoad` that sets the same properties still wins, as in UIKit.
public struct StoryboardAttributes: Hashable, Sendable {
  /// What the data source and height delegate answer.
  public var content: TableContent
  /// The table-wide `sectionHeaderHeight`, as set in the storyboard's size inspector
  /// (nil: the default).
  public var sectionHeaderHeight: CGFloat?
  /// The table-wide `sectionFooterHeight` (nil: the default).
  public var sectionFooterHeight: CGFloat?
  /// The table's `sectionHeaderTopPadding` (nil: the default).
  public var sectionHeaderTopPadding: CGFloat?
  /// The scroll view's adjustment behaviour (nil: `.automatic`).
  public var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior?
  /// The table's frame in the storyboard scene (nil: the frame the code gives it).
  public var frame: CGRect?
  /// What the scene's constraints pin the table to (nil: no constraints from the scene; the
  /// code pins it).
  public var pin: TablePin?

  /// The style every table created now has, whatever its initializer says (nil: the
  /// initializer's). A storyboard's Style attribute; for a table built in code, the one
  /// argument of its initializer a pairing changes (the table-header family on a table with
  /// grouped sections, W52: the app writes `style: .grouped` where the seed writes a plain
  /// table).
  public var style: UITableView.Style?
  /// The table's `estimatedRowHeight` (nil: the default, `automaticDimension`): the
  /// estimate in the storyboard's size inspector, or the one the app's code sets (T20).
  public var estimatedRowHeight: CGFloat?

  /// What a storyboard scene's constraints pin its table to (C30).
  public enum TablePin: String, Hashable, Sendable, CaseIterable, Codable {
    /// The view's safe area layout guide: Interface Builder's default for new constraints
    /// since Xcode 9.
    case safeArea
    /// The view's edges (the superview): the table reaches under the bars.
    case superview
  }

  /// Creates attributes with the given content; nil leaves a property at its default.
  public init(
    content: TableContent, sectionHeaderHeight: CGFloat? = nil, sectionFooterHeight: CGFloat? = nil,
    sectionHeaderTopPadding: CGFloat? = nil,
    contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior? = nil,
    frame: CGRect? = nil, pin: TablePin? = nil, style: UITableView.Style? = nil,
    estimatedRowHeight: CGFloat? = nil
  ) {
    self.style = style
    self.estimatedRowHeight = estimatedRowHeight
    self.frame = frame
    self.pin = pin
    self.content = content
    self.sectionHeaderHeight = sectionHeaderHeight
    self.sectionFooterHeight = sectionFooterHeight
    self.sectionHeaderTopPadding = sectionHeaderTopPadding
    self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
  }

  /// The attributes in force for tables created now, if any.
  @TaskLocal public static var current: StoryboardAttributes?

  /// Gives a freshly created table these attributes.
  func apply(to table: UITableView) {
    if let estimatedRowHeight { table.estimatedRowHeight = estimatedRowHeight }
    table.content = content
    if let sectionHeaderHeight { table.sectionHeaderHeight = sectionHeaderHeight }
    if let sectionFooterHeight { table.sectionFooterHeight = sectionFooterHeight }
    if let sectionHeaderTopPadding { table.sectionHeaderTopPadding = sectionHeaderTopPadding }
    if let contentInsetAdjustmentBehavior {
      table.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    }
    if let frame { table.frame = frame }
    switch pin {
    case .safeArea?: table.isPinnedToSafeArea = true
    case .superview?: table.isPinnedToSuperviewEdges = true
    case nil: break
    }
  }
}
