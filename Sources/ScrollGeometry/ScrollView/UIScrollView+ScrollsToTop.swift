extension UIScrollView {
  /// A tap on the status bar (S17): when `scrollsToTop` is true and the delegate's
  /// `scrollViewShouldScrollToTop(_:)` agrees, lifts any finger, animates the offset to the
  /// top of the valid range (`-adjustedContentInset.top`, and further by the collapsed part of
  /// a large title, which the tap expands: W13) frame by frame as
  /// `setContentOffset(_:animated: true)` does, then calls `scrollViewDidScrollToTop(_:)`.
  /// Returns whether the view scrolled.
  @discardableResult
  public func tapStatusBar() -> Bool {
    guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    if isTracking { release() }
    setContentOffset(CGPoint(x: contentOffset.x, y: draggingTopEdge), animated: true)
    delegate?.scrollViewDidScrollToTop(self)
    return true
  }
}
