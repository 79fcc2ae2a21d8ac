/// A header view built the way the self-sizing recipes build one: items stacked top to
/// bottom (multi-line labels and fixed-height views) with spacing between them, inside
/// padding constraints to the header's edges (F6 to F13).
///
/// It stands for a plain `UIView` with Auto Layout constraints. Seed 002's
///
///     headerView.addSubview(titleLabel)
///     NSLayoutConstraint.activate([
///       titleLabel.topAnchor.constraint(equalTo: headerView.topAnchor, constant: 16),
///       titleLabel.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: 16),
///       titleLabel.trailingAnchor.constraint(equalTo: headerView.trailingAnchor, constant: -16),
///       titleLabel.bottomAnchor.constraint(equalTo: headerView.bottomAnchor, constant: -16),
///     ])
///
/// ports as
///
///     let headerView = StackedHeaderView(
///       padding: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
///     headerView.addSubview(titleLabel)
///
/// and leaving out the bottom constraint is `hasBottomConstraint: false`.
open class StackedHeaderView: UIView, SelfSizingView {
  /// One stacked item: a view, and its fixed height unless it is a label measured by its
  /// text.
  struct Item {
    let view: UIView
    let fixedHeight: CGFloat?
  }

  /// The stacked items, top to bottom.
  var items: [Item] = []

  /// Fitting results kept until something asks for a layout pass: layout and observation
  /// ask for the same sizes many times per step, and every change that can alter them
  /// (padding, spacing, the bottom constraint, the scale, the frame's size, the items, a
  /// label's text, font or line count) calls `setNeedsLayout()`, which forgets them.
  var fittingMemo: [(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority, size: CGSize)] = []
  /// The last fit observation, with the width and frame size it was made for.
  var fitObservationMemo: (width: CGFloat, size: CGSize, scale: CGFloat, value: HeaderFitObservation)?

  /// Asks for a layout pass and forgets the fitting results kept so far.
  open override func setNeedsLayout() {
    fittingMemo.removeAll(keepingCapacity: true)
    fitObservationMemo = nil
    super.setNeedsLayout()
  }

  /// The distances of the items from the header's edges: `top` from the header's top to the
  /// first item, `left` and `right` from the sides to every item, `bottom` from the last
  /// item to the header's bottom (positive numbers, unlike a trailing or bottom
  /// constraint's constant).
  open var padding: UIEdgeInsets {
    didSet { if oldValue != padding { setNeedsLayout() } }
  }

  /// The vertical distance between consecutive items.
  open var spacing: CGFloat {
    didSet { if oldValue != spacing { setNeedsLayout() } }
  }

  /// Whether the last item is constrained to the header's bottom. Without it nothing pushes
  /// the header's height (F8).
  open var hasBottomConstraint: Bool {
    didSet { if oldValue != hasBottomConstraint { setNeedsLayout() } }
  }

  /// The pixel scale of the screen (2 or 3) whose grid sizes are rounded to (F9). Values
  /// that are not finite or not positive count as 1.
  open override var contentScaleFactor: CGFloat {
    didSet { if oldValue != contentScaleFactor { setNeedsLayout() } }
  }

  /// The frame; a change of size asks for a layout pass.
  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { setNeedsLayout() } }
  }

  /// Creates an empty header with the given frame and constraints.
  public init(
    frame: CGRect = .zero, padding: UIEdgeInsets = .zero, spacing: CGFloat = 0,
    hasBottomConstraint: Bool = true
  ) {
    self.padding = padding
    self.spacing = spacing
    self.hasBottomConstraint = hasBottomConstraint
    super.init(frame: frame)
  }

  /// The stacked views, top to bottom.
  public var arrangedSubviews: [UIView] { items.map(\.view) }

  /// It stands for a plain `UIView` with constraints: it draws only its background colour
  /// and its subviews (C34).
  open override var drawsOwnContent: Bool { false }

  /// The stacked labels, top to bottom.
  public var labels: [UILabel] { items.compactMap { $0.view as? UILabel } }

  /// Stacks `view` below the current items. A label is measured by its text; any other view
  /// without a height constraint is 0 points tall. A view already stacked moves to the
  /// bottom.
  open override func addSubview(_ view: UIView) {
    super.addSubview(view)
    append(Item(view: view, fixedHeight: nil))
  }

  /// Stacks `view` below the current items with a required height constraint of `height`
  /// (negative or not finite counts as 0). A view already stacked moves to the bottom.
  open func addSubview(_ view: UIView, height: CGFloat) {
    super.addSubview(view)
    append(Item(view: view, fixedHeight: AxisFitting.sanitized(height)))
  }

  /// Removes `view` from the stack, if it is there.
  open func removeSubview(_ view: UIView) {
    guard items.contains(where: { $0.view === view }) else { return }
    items.removeAll { $0.view === view }
    if view.superview === self { view.removeFromSuperview() }
    (view as? UILabel)?.container = nil
    setNeedsLayout()
  }

  /// Sets the frames of the stacked views for the header's current size (F11).
  open override func layoutSubviews() {
    let frames = itemFrames(in: bounds.size)
    for (item, frame) in zip(items, frames) { item.view.frame = frame }
  }

  private func append(_ item: Item) {
    items.removeAll { $0.view === item.view }
    items.append(item)
    (item.view as? UILabel)?.container = self
    setNeedsLayout()
  }
}
