import ScrollGeometry

extension TableWorld {
  /// The app's own share of the table's `contentInset` grows by `top` and `bottom` (never
  /// below zero: the app takes away only what it added), then a layout cycle (W30): the
  /// offset stays while in range, at rest it is pulled back into it (S11).
  public func changeContentInset(top: CGFloat, bottom: CGFloat) {
    let table = tableView
    let old = appContentInset
    let new = UIEdgeInsets(
      top: max(0, old.top + top), left: 0, bottom: max(0, old.bottom + bottom), right: 0)
    guard new != old else { return }
    appContentInset = new
    host.update {
      var insets = table.contentInset
      insets.top += new.top - old.top
      insets.bottom += new.bottom - old.bottom
      table.contentInset = insets
    }
  }

  /// The app assigns `contentInsetAdjustmentBehavior` after appearance (W31, S16).
  public func setAdjustmentBehavior(_ behaviour: UIScrollView.ContentInsetAdjustmentBehavior) {
    let table = tableView
    host.update { table.contentInsetAdjustmentBehavior = behaviour }
  }

  /// The app sets its controller's `additionalSafeAreaInsets` (W32): the root view's safe
  /// area is the window's plus these.
  public func setAdditionalSafeArea(top: CGFloat, bottom: CGFloat) {
    let insets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    guard controller.additionalSafeAreaInsets != insets else { return }
    host.setAdditionalSafeAreaInsets(
      insets, of: controller,
      recording: .environmentChange(
        "additionalSafeAreaInsets top \(top.compactDescription), bottom \(bottom.compactDescription)"))
  }
}
