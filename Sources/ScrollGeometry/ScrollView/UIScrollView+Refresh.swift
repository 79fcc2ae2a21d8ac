extension UIScrollView {
  /// What the refresh control adds to the adjusted top inset: its height while it refreshes,
  /// unless under `W41=contentInset` it adds it to `contentInset` instead (W41).
  var refreshInsetTop: CGFloat {
    guard let control = refreshControl, control.isRefreshing, !refreshAddsToContentInset else { return 0 }
    return UIRefreshControl.height
  }

  /// W41's alternative (iOS 7 to 12: the control changes `contentInset`), which a SwiftUI
  /// host never takes: `refreshable` needs iOS 15 (K11).
  var refreshAddsToContentInset: Bool {
    !(self is HostingScrollView) && EngineAssumptions.uses("contentInset", for: "W41")
  }

  /// The control began or ended refreshing: the inset changed (W41). Beginning moves nothing:
  /// the offset stays inside the larger range. Ending, at rest with the offset above the new
  /// top edge (the spinner was showing), animates the content up to that edge frame by frame
  /// as an animated `setContentOffset` does (W42, S15); otherwise an offset left out of range
  /// at rest is pulled back (S11); during a drag nothing moves.
  func refreshControlDidChange(ending: Bool) {
    if !(self is HostingScrollView) { EngineAssumptions.exercised("W41") }
    if refreshAddsToContentInset {
      // iOS 7 to 12, as reported (openradar 35866834, iOS 11): the control adds its height to `contentInset` itself.
      let wasAbove = isAtRest && contentOffset.y < minimumContentOffsetY + UIRefreshControl.height - 1e-9
      let y = contentOffset.y
      contentInset.top += ending ? -UIRefreshControl.height : UIRefreshControl.height
      if ending, wasAbove, y < minimumContentOffsetY, contentOffset.y == y {
        animateContentOffset(to: CGPoint(x: contentOffset.x, y: minimumContentOffsetY))
      }
      return
    }
    let top = minimumContentOffsetY
    if ending, isAtRest, contentOffset.y < top {
      noteAdjustedContentInset()
      animateContentOffset(to: CGPoint(x: contentOffset.x, y: top))
    } else {
      rangeDidChange()
    }
  }

  /// During a drag, a pull past the top edge by `UIRefreshControl.triggerDistance` starts a
  /// refresh and sends `.valueChanged` (W40).
  func startRefreshingIfPulledFarEnough() {
    guard let control = refreshControl, !control.isRefreshing, isDragging else { return }
    guard minimumContentOffsetY - contentOffset.y >= UIRefreshControl.triggerDistance else { return }
    control.beginRefreshing()
    control.valueChanged?()
  }

  /// The refresh control, while it refreshes or while the content is pulled past its top
  /// edge: 60 points tall and full width, just above the app's own top inset (W43=inset, the
  /// default: the band right below the safe area) or just above the content's top (content
  /// y -60 to 0, W43=content), at its tier of the drawing order (Z4).
  func refreshControlFrames() -> [ElementFrame] {
    guard let control = refreshControl, control.isRefreshing || contentOffset.y < minimumContentOffsetY - 1e-9 else {
      return []
    }
    let frame = CGRect(
      x: 0, y: refreshControlBottom - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
    return [
      ElementFrame(
        kind: .refreshControl, contentFrame: frame, screenFrame: screenRect(fromContent: frame),
        zIndex: refreshControlTier(control))
    ]
  }

  /// The bottom of the control's frame in content coordinates (W43): the content's top edge,
  /// or the top of the band the app's own `contentInset.top` adds above it (without the
  /// height the control itself adds under `W41=contentInset`).
  var refreshControlBottom: CGFloat {
    let ownShare = refreshAddsToContentInset && refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
    let appInset = contentInset.top - ownShare
    guard abs(appInset) > 1e-9 else { return 0 }
    EngineAssumptions.exercised("W43")
    return EngineAssumptions.uses("content", for: "W43") ? 0 : -appInset
  }
}
