import ScrollGeometry

extension SwiftUIWorld {
  /// The app changes its inset (W30): SwiftUI's equivalent is the app's
  /// `contentMargins(.top/.bottom, _, for: .scrollContent)` around its view, whose share grows
  /// by the event's top and bottom or shrinks by what it added, never below zero (U41). The
  /// view is built again with the new margins; the offset stays where S11 leaves it.
  public func changeContentInset(top: CGFloat, bottom: CGFloat) {
    let old = appContentMargins
    let new = UIEdgeInsets(top: max(0, old.top + top), left: 0, bottom: max(0, old.bottom + bottom), right: 0)
    guard new != old else { return }
    appContentMargins = new
    host.replaceRootView(currentRootView())
  }

  /// SwiftUI has no `contentInsetAdjustmentBehavior`: nothing changes (W31).
  public func setAdjustmentBehavior(_ behaviour: UIScrollView.ContentInsetAdjustmentBehavior) {}

  /// The hosting controller's `additionalSafeAreaInsets` (W32): the hosting view's safe area
  /// is the window's plus these. Taking them back (`GestureEvent.takeBackAppAdditionalSafeArea`)
  /// sets them to zero: no strategy sets its hosting controller's.
  public func setAdditionalSafeArea(top: CGFloat, bottom: CGFloat) {
    let insets =
      GestureEvent.isTakingBack(additionalTop: top, bottom: bottom)
      ? .zero : UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    guard additionalSafeAreaInsets != insets else { return }
    additionalSafeAreaInsets = insets
    let screen = currentScreen
    resizeHost(to: screen)
  }

  /// New items at index `row` (past the end: appended) of the app's one list of items,
  /// whatever the section (U44): the app's data gets items with new ids there. A view that
  /// identifies its items by their data keeps the others' identities (their state and
  /// appearance); a `ForEach(0..<n)` view sees `n` more items, its identities the indices,
  /// so the rows from `row` on show other data with the state of their index (U42).
  public func insertRows(section: Int, row: Int, heights: [CGFloat], animated: Bool) {
    insertItems(at: row, count: heights.count)
  }

  /// Up to `count` items removed from index `row` on (U44; U42 for a `ForEach(0..<n)` view).
  public func deleteRows(section: Int, row: Int, count: Int, animated: Bool) {
    deleteItems(at: row, count: count)
  }

  /// Inserts `count` new items at `index` (clamped to the list) and gives the view its data.
  func insertItems(at index: Int, count: Int) {
    guard count > 0 else { return }
    let start = min(max(0, index), itemIDs.count)
    let added = Array(nextItemID..<(nextItemID + count))
    nextItemID += count
    setItems(Array(itemIDs[..<start]) + added + Array(itemIDs[start...]))
  }

  /// Removes up to `count` items from `index` on and gives the view its data.
  func deleteItems(at index: Int, count: Int) {
    let start = min(max(0, index), itemIDs.count)
    let end = min(itemIDs.count, start + max(0, count))
    guard start < end else { return }
    setItems(Array(itemIDs[..<start] + itemIDs[end...]))
  }

  /// The app's data is now `items`: the state of a row whose identity went away goes with it
  /// (U45), and the view is built again.
  private func setItems(_ items: [Int]) {
    let before = rowIdentities
    itemIDs = items
    let now = Set(rowIdentities)
    for identity in before where !now.contains(identity) {
      host.setRowExtraHeight(nil, forElement: identity)
    }
    host.replaceRootView(currentRootView())
  }

  /// The identities of the view's rows, in order: the data's ids (U44) or the indices (U42).
  var rowIdentities: [String] {
    identifiesItems ? itemIDs.map { "\($0)" } : itemIDs.indices.map { "\($0)" }
  }

  /// The row at index `row` of the app's list (whatever the section) changes its own state
  /// and grows or shrinks by `delta`, never below the height of its view alone (U45): SwiftUI
  /// lays it out again; the state belongs to the row's identity, so it follows the item's data
  /// in a view that identifies its items by their data, and stays at the index in a
  /// `ForEach(0..<n)` view.
  public func changeRowHeight(section: Int, row: Int, delta: CGFloat) {
    let identities = rowIdentities
    guard identities.indices.contains(row), delta != 0 else { return }
    let identity = identities[row]
    host.setRowExtraHeight(host.rowExtraHeight(forElement: identity) + delta, forElement: identity)
  }

  /// The user changes the text size (Dynamic Type): every `Text` re-measures at the body
  /// font's new size, `scale` times its size at `.large` (U43).
  public func applyTextScale(_ scale: CGFloat) {
    host.textScale = scale
  }

  /// `change-content-size-category` (W35) in the SwiftUI world: SwiftUI's text follows the
  /// user's text size, so every `Text` re-measures at the category's body size (U43).
  public func changeContentSizeCategory(_ category: UIContentSizeCategory) {
    applyTextScale(category.bodyScale)
  }

  /// The strategy's view with the current items.
  func currentRootView() -> any View { makeView() }
}
