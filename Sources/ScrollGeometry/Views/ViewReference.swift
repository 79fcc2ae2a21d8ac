/// How a declaration names a view of the hierarchy: by its `accessibilityIdentifier` or its
/// `tag`, as UI tests and `viewWithTag(_:)` find views (V1).
///
/// ```swift
/// header.accessibilityIdentifier = "profile-header"   // in the port
/// HeaderDeclaration(family: .insetHeader, minimumHeight: 64, maximumHeight: 240,
///   headerView: .accessibilityIdentifier("profile-header"))  // in the strategy
/// ```
public enum ViewReference: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The first view, depth first from the root, whose `accessibilityIdentifier` is this.
  case accessibilityIdentifier(String)
  /// The first view, depth first from the root, whose `tag` is this (`viewWithTag(_:)`).
  case tag(Int)

  /// The name of the element the view is observed as: the identifier, or `view tag 7`.
  public var elementName: String {
    switch self {
    case .accessibilityIdentifier(let identifier): return identifier
    case .tag(let tag): return "view tag \(tag)"
    }
  }

  public var description: String {
    switch self {
    case .accessibilityIdentifier(let identifier): return "the view named '\(identifier)'"
    case .tag(let tag): return "the view with tag \(tag)"
    }
  }
}

extension UIView {
  /// The view itself if its `tag` is `tag`, else the first such view among its subviews,
  /// depth first (UIKit's `viewWithTag(_:)`).
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The first view of this view's hierarchy (itself included), depth first, that the
  /// reference names.
  public func firstView(matching reference: ViewReference) -> UIView? {
    switch reference {
    case .tag(let tag): return viewWithTag(tag)
    case .accessibilityIdentifier(let identifier): return firstView(withIdentifier: identifier)
    }
  }

  private func firstView(withIdentifier identifier: String) -> UIView? {
    if accessibilityIdentifier == identifier { return self }
    for subview in subviews {
      if let found = subview.firstView(withIdentifier: identifier) { return found }
    }
    return nil
  }

  /// Whether this view is `ancestor` or lies inside it.
  public func isDescendant(of ancestor: UIView) -> Bool {
    var view: UIView? = self
    while let current = view {
      if current === ancestor { return true }
      view = current.superview
    }
    return false
  }

  /// Whether this view is drawn after (over) `other`, which is neither inside it nor around
  /// it: UIKit draws siblings back to front in subview order, each with everything inside it,
  /// so the order of the two branches under their nearest common ancestor decides (V3).
  /// `nil` when they share no ancestor or one contains the other.
  public func isDrawn(after other: UIView) -> Bool? {
    var chain: [UIView] = []
    var view: UIView? = self
    while let current = view {
      chain.append(current)
      view = current.superview
    }
    var otherChild: UIView? = nil
    var candidate: UIView? = other
    while let current = candidate {
      if let index = chain.firstIndex(where: { $0 === current }) {
        guard index > 0, let otherChild else { return nil }
        let ownChild = chain[index - 1]
        guard let own = current.subviews.firstIndex(where: { $0 === ownChild }),
          let theirs = current.subviews.firstIndex(where: { $0 === otherChild })
        else { return nil }
        return own > theirs
      }
      otherChild = current
      candidate = current.superview
    }
    return nil
  }
}
