extension UIScrollView {
  /// The elements the view hierarchy shows besides what the scroll view lays out itself
  /// (V2): every view inside the scroll view that has an `accessibilityIdentifier`, and the
  /// view the recorder names as the header (V1) wherever it is (inside the scroll view, a
  /// table's header view, beside the scroll view, inside a library's container). Each in the
  /// scroll view's content and screen coordinates, drawn where UIKit draws it (V3).
  /// Costs one walk of the scroll view's subviews (and of the root's, to find a named header).
  func hierarchyElementFrames() -> [ElementFrame] {
    let headerReference = recorder?.headerView
    guard headerReference != nil || !subviews.isEmpty else { return [] }
    var frames: [ElementFrame] = []
    let header = headerReference.flatMap { reference in
      firstView(in: rootOfHierarchy, matching: reference)
    }
    if let header, let reference = headerReference {
      frames.append(element(for: header, name: reference.elementName))
    }
    func visit(_ view: UIView) {
      for subview in view.subviews {
        if let name = subview.accessibilityIdentifier, subview !== header {
          frames.append(element(for: subview, name: name))
        }
        visit(subview)
      }
    }
    visit(self)
    return frames
  }

  /// The views outside this scroll view that have an `accessibilityIdentifier`, paint their
  /// whole frame (their own background colour paints) and are drawn over it (V3: after it in
  /// their nearest common ancestor's subviews), as elements of that name in this scroll view's
  /// coordinates (V5): a palette an app keeps above its table, in the band its own
  /// `additionalSafeAreaInsets` make. A transparent container (whatever its subviews draw)
  /// and the header a declaration names (reported among the elements already) are left out;
  /// clipping by an ancestor is not modelled.
  public func identifiedViewsOverScrollView() -> [ElementFrame] {
    let root = rootOfHierarchy
    guard root !== self else { return [] }  // nothing outside: a bare table is the root
    let header = recorder?.headerView.flatMap { firstView(in: root, matching: $0) }
    var found: [ElementFrame] = []
    func visit(_ view: UIView) {
      for subview in view.subviews where subview !== self {
        if let name = subview.accessibilityIdentifier, subview !== header,
          subview.backgroundColor?.paints == true, subview.isDrawn(after: self) == true
        {
          found.append(element(for: subview, name: name))
        }
        visit(subview)
      }
    }
    visit(root)
    return found
  }

  /// The first view of `root`'s hierarchy, depth first, including views held without being
  /// subviews (a table's header and footer views), that `reference` names.
  private func firstView(in root: UIView, matching reference: ViewReference) -> UIView? {
    switch reference {
    case .tag(let tag): if root.tag == tag { return root }
    case .accessibilityIdentifier(let identifier): if root.accessibilityIdentifier == identifier { return root }
    }
    for child in root.subviews + root.heldViews {
      if let found = firstView(in: child, matching: reference) { return found }
    }
    return nil
  }

  /// A view as an element: its frame converted to this scroll view's coordinates through the
  /// hierarchy (V2), at its tier of the drawing order (V3).
  private func element(for view: UIView, name: String) -> ElementFrame {
    let inRoot = view.frameInRootView
    let origin = frameInRootView.origin
    let screen = CGRect(
      x: inRoot.minX - origin.x, y: inRoot.minY - origin.y, width: inRoot.width, height: inRoot.height)
    let content = screen.offsetBy(dx: contentOffset.x, dy: contentOffset.y)
    return ElementFrame(
      kind: .view(name: name), contentFrame: content, screenFrame: screen, zIndex: tier(of: view),
      drawsNothing: view.drawsNothing)
  }

  /// Where `view` is drawn (V3): a view inside this scroll view at the tier of the subview
  /// that contains it; a table's header or footer view at theirs; a view outside over or
  /// under the whole scroll view, as the subview order of their common ancestor says.
  private func tier(of view: UIView) -> Int {
    var current = view
    while let parent = current.superview ?? current.holder {
      if parent === self {
        if current.superview === self { return drawingTier(ofSubview: current) }
        return (self as? UITableView).map { table in
          table.tierBroughtToFront(of: current) ?? DrawingOrder.tableHeaderAndFooter
        } ?? DrawingOrder.content
      }
      current = parent
    }
    return view.isDrawn(after: self) == false ? DrawingOrder.behindScrollView : DrawingOrder.overScrollView
  }
}
