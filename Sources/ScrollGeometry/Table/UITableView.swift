/// A model of `UITableView` for vertical scrolling: content as a value (`TableContent`),
/// table header and footer views, layout passes that derive `contentSize`, pinned section
/// headers and footers in plain style, and the visible rows.
///
/// Every rule cites `docs/semantics.md` by number (T1, T2, ...).
///
/// ```swift
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
/// table.content = TableContent(sections: 5, rowsPerSection: 5)
/// table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 200))
/// table.layoutIfNeeded()   // a layout pass: contentSize is now derived (T4)
/// ```
open class UITableView: UIScrollView {
  /// Every view the table has held as its header or footer, kept so that their unretained
  /// `holder` is cleared when the table goes (P2).
  private var viewsEverHeld: [UIView] = []

  deinit {
    for view in viewsEverHeld where view.holder === self { view.holder = nil }
  }

  /// `automaticDimension`: let the table choose a height (resolved per style, T2, T3, T6).
  public static let automaticDimension: CGFloat = -1

  /// The row height used where the content and `rowHeight` leave it automatic (T2).
  public static let defaultRowHeight: CGFloat = 44

  /// The padding above each plain-style section header when `sectionHeaderTopPadding` is
  /// automatic (T6).
  public static let automaticSectionHeaderTopPadding: CGFloat = 22

  /// The band a grouped table leaves above its first section when it has no table header
  /// view, or one 0 points tall (T31).
  public static let groupedTopBand: CGFloat = 35

  /// The section header and footer height a style uses by default (T3): 28 plain, 18 grouped.
  public static func defaultSectionHeight(_ style: Style) -> CGFloat {
    style == .plain ? 28 : 18
  }

  /// The style, fixed at creation.
  public let style: Style

  /// The sections and their heights: the data source and height delegate as a value.
  /// Assigning it is a content replacement (a batch update): it asks for a layout pass (T11).
  @exclusivity(unchecked)
  open var content = TableContent() {
    didSet {
      keepRowMeasurements(from: oldValue)
      setNeedsContentLayout()
      // Once shown (a recorder attached), a change the world does not make is the app's (V4).
      recorder?.noteAppContentChange(contentOffsetY: contentOffset.y, content: content)
    }
  }

  /// The default height of a row (T2). Changing it asks for a layout pass.
  @exclusivity(unchecked)
  open var rowHeight: CGFloat = UITableView.defaultRowHeight {
    didSet { if oldValue != rowHeight { setNeedsContentLayout() } }
  }

  /// The height of a section header whose delegate gives none (T3, T5). Reading it while
  /// unset gives the style's value, or `automaticDimension` under `T3=automatic`.
  open var sectionHeaderHeight: CGFloat {
    get {
      if !isSectionHeaderHeightSet { EngineAssumptions.exercised("T3") }
      return storedSectionHeaderHeight
    }
    set {
      isSectionHeaderHeightSet = true
      if storedSectionHeaderHeight != newValue {
        storedSectionHeaderHeight = newValue
        setNeedsContentLayout()
      }
    }
  }
  @exclusivity(unchecked)
  var storedSectionHeaderHeight: CGFloat
  var isSectionHeaderHeightSet = false

  /// The height of a section footer whose delegate gives none (T3, T5); unset, as
  /// `sectionHeaderHeight`.
  open var sectionFooterHeight: CGFloat {
    get {
      if !isSectionFooterHeightSet { EngineAssumptions.exercised("T3") }
      return storedSectionFooterHeight
    }
    set {
      isSectionFooterHeightSet = true
      if storedSectionFooterHeight != newValue {
        storedSectionFooterHeight = newValue
        setNeedsContentLayout()
      }
    }
  }
  @exclusivity(unchecked)
  var storedSectionFooterHeight: CGFloat
  var isSectionFooterHeightSet = false

  /// The height rows not yet shown are laid out at (T20): `automaticDimension` by default
  /// (Apple: "the table view selects an estimated height to use on your behalf", modelled as
  /// each row's real height); 0 disables estimates; a positive value is the estimate every
  /// row has until it enters the bounds and is measured.
  @exclusivity(unchecked)
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { if oldValue != estimatedRowHeight { setNeedsContentLayout() } }
  }

  /// Which rows have been measured (entered the bounds) since the content was loaded, by
  /// section and row (T20); kept in step with the content's shape.
  @exclusivity(unchecked)
  var measuredRows: [[Bool]] = []

  /// The content the last layout pass laid out at the estimates, and what it was made from
  /// (P7): most passes ask again with nothing changed.
  @exclusivity(unchecked)
  var laidOutContentMemo: LaidOutContentMemo?

  /// The padding above each section header (iOS 15); automatic by default (T6).
  @exclusivity(unchecked)
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
    didSet { if oldValue != sectionHeaderTopPadding { setNeedsContentLayout() } }
  }

  /// The view above the first section. Assigning it (even the same view again) forces its
  /// width to the table's, puts its origin at the top, captures its height for the rows'
  /// layout and asks for a layout pass (T7, T8).
  @exclusivity(unchecked)
  open var tableHeaderView: UIView? {
    didSet {
      // The view it replaces leaves the table, and with it its place in front of the rows
      // (Z1); the same view assigned again keeps it, or loses it (Z6, an assumption).
      if let oldValue { forgetDrawingOrder(of: oldValue, reassigned: oldValue === tableHeaderView) }
      capturedHeaderHeight = install(tableHeaderView, atY: 0)
      setNeedsContentLayout()
    }
  }

  /// The view below the last section. Assigning it forces its width, captures its height
  /// and asks for a layout pass; each pass puts it below the last section (T7, T9).
  @exclusivity(unchecked)
  open var tableFooterView: UIView? {
    didSet {
      if let oldValue { forgetDrawingOrder(of: oldValue, reassigned: oldValue === tableFooterView) }
      capturedFooterHeight = install(tableFooterView, atY: layout.tableFooterY)
      setNeedsContentLayout()
    }
  }

  /// The header or footer views the app brought to the front, drawn over rows and section
  /// headers (Z1).
  var viewsBroughtToFront: [UIView] = []

  /// Brings a subview to the front; for the table header or footer view (which the table
  /// holds itself), draws it over the rows and section headers from now on (Z1), as
  /// `bringSubviewToFront(header)` or `header.layer.zPosition = 1` does in UIKit.
  /// Any other subview brought to the front is drawn over them too (V3), and so is the
  /// refresh control (Z4, GSKStretchyHeaderView #61's fix). The last brought is the front-most.
  open override func bringSubviewToFront(_ view: UIView) {
    super.bringSubviewToFront(view)
    let isControl = refreshControl.map { $0 === view } ?? false
    guard isControl || view === tableHeaderView || view === tableFooterView || view.superview === self else { return }
    viewsBroughtToFront.removeAll { $0 === view }
    viewsBroughtToFront.append(view)
  }

  /// A subview leaving the table loses the place in front of the rows it was brought to
  /// (Z1): added again, it is behind them until brought to the front again.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    forgetDrawingOrder(of: subview)
  }

  /// A refresh control the table no longer has loses its place too.
  open override var refreshControl: UIRefreshControl? {
    didSet { if let oldValue, oldValue !== refreshControl { forgetDrawingOrder(of: oldValue) } }
  }

  /// Forgets that `view` was brought to the front.
  func forgetDrawingOrder(of view: UIView) {
    viewsBroughtToFront.removeAll { $0 === view }
  }

  /// A header or footer view leaving its property: a view replaced by another loses its
  /// place in front of the rows (Z1); the same view assigned again keeps it under `Z6=keeps`
  /// (the default) and loses it under `Z6=back`. No source says which: Chameleon's
  /// open-source UIKit (`setTableHeaderView:`) ignores the same view, but also re-lays out
  /// nothing, where UIKit's re-assignment takes the new height (T8).
  func forgetDrawingOrder(of view: UIView, reassigned: Bool) {
    guard reassigned else { return forgetDrawingOrder(of: view) }
    guard viewsBroughtToFront.contains(where: { $0 === view }) else { return }
    EngineAssumptions.exercised("Z6")
    if EngineAssumptions.uses("back", for: "Z6") { forgetDrawingOrder(of: view) }
  }

  /// The table header and footer views: held by the table, in its content coordinates.
  open override var heldViews: [UIView] { [tableHeaderView, tableFooterView].compactMap { $0 } }

  /// A subview the app added: behind the rows (added once, as the table header is, Z1),
  /// unless it was brought to the front (V3).
  open override func drawingTier(ofSubview view: UIView) -> Int {
    tierBroughtToFront(of: view) ?? DrawingOrder.tableHeaderAndFooter
  }

  /// A table adds its refresh control over the header view and the app's subviews it has,
  /// under the rows it adds later (Z4=added), unless the app brought it to the front.
  override func refreshControlTier(_ control: UIRefreshControl) -> Int {
    tierBroughtToFront(of: control) ?? super.refreshControlTier(control)
  }

  /// Under Z4=added, over the header view and the app's subviews, under the rows.
  override var refreshControlAddedTier: Int { DrawingOrder.refreshControlAddedToTable }

  /// How many layout passes have run.
  public private(set) var layoutPassCount = 0

  /// Whether a layout pass (deriving `contentSize`) is pending.
  @exclusivity(unchecked)
  public private(set) var needsContentLayout = true

  /// The positions the last layout pass derived.
  @exclusivity(unchecked)
  var layout = TableLayout.empty

  /// What the last layout was derived from.
  struct LayoutInputs: Equatable {
    var content: TableContent
    /// The room above the first section (`headerAreaHeight`: T8, T31).
    var tableHeaderHeight: CGFloat
    var tableFooterHeight: CGFloat
    var metrics: TableMetrics
  }
  @exclusivity(unchecked)
  var lastLayoutInputs: LayoutInputs?

  /// The header height captured when `tableHeaderView` was last assigned (T8).
  var capturedHeaderHeight: CGFloat = 0
  /// The footer height captured when `tableFooterView` was last assigned (T9).
  var capturedFooterHeight: CGFloat = 0

  /// Creates a table of the given style (or of the style the attributes in force give, W52).
  /// Tables always bounce vertically (T1).
  public init(frame: CGRect = .zero, style: Style = .plain) {
    let style = StoryboardAttributes.current?.style ?? style
    self.style = style
    let unset = EngineAssumptions.uses("automatic", for: "T3")
      ? UITableView.automaticDimension : UITableView.defaultSectionHeight(style)
    self.storedSectionHeaderHeight = unset
    self.storedSectionFooterHeight = unset
    super.init(frame: frame)
    alwaysBounceVertical = true
    StoryboardAttributes.current?.apply(to: self)
    setNeedsLayout()
  }

  /// A new size asks for a layout pass; a new width forces the header's and footer's widths
  /// again (T7, T12).
  open override var frame: CGRect {
    didSet {
      guard oldValue.size != frame.size else { return }
      if oldValue.width != frame.width {
        for view in [tableHeaderView, tableFooterView].compactMap({ $0 })
        where view.frame.width != frame.width {
          view.frame.size.width = frame.width
        }
      }
      setNeedsContentLayout()
    }
  }

  /// Asks for a layout pass that derives `contentSize` at the next layout cycle (T11).
  public func setNeedsContentLayout() {
    needsContentLayout = true
    setNeedsLayout()
  }

  /// Forces the view's width to the table's and its origin to `(0, y)`; returns the height
  /// to capture.
  private func install(_ view: UIView?, atY y: CGFloat) -> CGFloat {
    guard let view else { return 0 }
    view.holder = self
    if !viewsEverHeld.contains(where: { $0 === view }) { viewsEverHeld.append(view) }
    view.contentScaleFactor = contentScaleFactor
    view.frame = CGRect(x: 0, y: y, width: bounds.width, height: view.frame.height)
    return TableMetrics.sanitized(view.frame.height)
  }

  /// The table-wide heights as the layout resolves them.
  var metrics: TableMetrics {
    TableMetrics(
      style: style, rowHeight: rowHeight, sectionHeaderHeight: storedSectionHeaderHeight,
      sectionFooterHeight: storedSectionFooterHeight, sectionHeaderTopPadding: sectionHeaderTopPadding)
  }

  /// UIKit's `layoutSubviews`: on every bounds change (scrolling included) the table
  /// repositions what floats, which here is computed when asked; when a layout pass was
  /// requested it also derives the layout and `contentSize` (T4, T11). Nothing is recorded
  /// here: a pass is not a drawn frame; whoever ends the layout cycle records (C10).
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard needsContentLayout else {
      // Scrolling brings rows into the bounds: with estimates they are measured now (T20).
      measureRowsInBounds()
      return
    }
    needsContentLayout = false
    // T8: the rows follow the height captured at assignment, or (alternative) the header
    // view's current height.
    if let header = tableHeaderView, TableMetrics.sanitized(header.frame.height) != capturedHeaderHeight {
      EngineAssumptions.exercised("T8")
      if EngineAssumptions.uses("reread", for: "T8") {
        capturedHeaderHeight = TableMetrics.sanitized(header.frame.height)
      }
    }
    // T9: the same for the table footer view.
    if let footer = tableFooterView, TableMetrics.sanitized(footer.frame.height) != capturedFooterHeight {
      EngineAssumptions.exercised("T9")
      if EngineAssumptions.uses("reread", for: "T9") {
        capturedFooterHeight = TableMetrics.sanitized(footer.frame.height)
      }
    }
    let inputs = LayoutInputs(
      content: laidOutContent, tableHeaderHeight: headerAreaHeight,
      tableFooterHeight: tableFooterView == nil ? 0 : capturedFooterHeight, metrics: metrics)
    // A pass with the same inputs derives the same positions: keep them (a header
    // reassigned at the same height re-lays out nothing, whatever the number of rows).
    if inputs != lastLayoutInputs { derive(from: inputs) }
    placeFooter()
    layoutPassCount += 1
    contentSize = CGSize(width: bounds.width, height: layout.contentHeight)
    // T20: rows the pass brought into the bounds are measured, the offset left where it is.
    measureRowsInBounds(compensating: false)
  }

  /// Derives the layout again from the same content (rows measured since the last pass, T20)
  /// and the `contentSize` it gives.
  func relayOutRows() {
    guard let last = lastLayoutInputs else { return }
    var inputs = last
    inputs.content = laidOutContent
    guard inputs != last else { return }
    derive(from: inputs)
    placeFooter()
    contentSize = CGSize(width: bounds.width, height: layout.contentHeight)
  }

  /// How much room the layout leaves above the first section: the table header view's
  /// captured height (T8); in the grouped style, with no header view or one 0 points tall,
  /// the default band UIKit fills in there (T31, an assumption: 35 points, or none).
  var headerAreaHeight: CGFloat {
    let captured = tableHeaderView == nil ? 0 : capturedHeaderHeight
    guard style == .grouped, captured == 0 else { return captured }
    EngineAssumptions.exercised("T31")
    return EngineAssumptions.uses("none", for: "T31") ? 0 : UITableView.groupedTopBand
  }

  /// The row, section and footer positions the inputs give, kept as the last layout's.
  private func derive(from inputs: LayoutInputs) {
    layout = TableLayout(
      content: inputs.content, tableHeaderHeight: inputs.tableHeaderHeight,
      tableFooterHeight: inputs.tableFooterHeight, metrics: inputs.metrics)
    lastLayoutInputs = inputs
  }

  /// The table footer view at the place the layout gives it.
  private func placeFooter() {
    if let footer = tableFooterView, footer.frame.origin.y != layout.tableFooterY {
      footer.frame.origin = CGPoint(x: 0, y: layout.tableFooterY)
    }
  }

  /// The table's header and footer views take the table's scale, as subviews do.
  open override var contentScaleFactor: CGFloat {
    didSet {
      tableHeaderView?.contentScaleFactor = contentScaleFactor
      tableFooterView?.contentScaleFactor = contentScaleFactor
    }
  }

  /// The self-sizing facts of a table header that can compute its fitting size, at the
  /// table's current width (F12).
  open override func headerFitObservation() -> HeaderFitObservation? {
    tableHeaderView?.asSelfSizing?.fitObservation(atWidth: bounds.width)
  }

  /// The frames of the table header, footer, visible rows and on-screen section headers and
  /// footers (T16).
  open override func elementFrames() -> [ElementFrame] { tableElementFrames() }

  /// The natural rectangles of floating section footers drawn elsewhere, where they overlap
  /// the bounds (C33).
  open override func vacatedFooterPlaces() -> [CGRect] { tableVacatedFooterPlaces() }

  /// The natural rectangles of section headers drawn lower because they pin, where they
  /// overlap the bounds (W45).
  open override func vacatedHeaderPlaces() -> [CGRect] { tableVacatedHeaderPlaces() }
  open override func sectionPaddingPlaces() -> [CGRect] { tableSectionPaddingPlaces() }

  /// Scrolling changes the bounds, which asks for a (cheap) layout, as in UIKit (C6).
  open override func didScroll() {
    super.didScroll()
    setNeedsLayout()
  }
}
