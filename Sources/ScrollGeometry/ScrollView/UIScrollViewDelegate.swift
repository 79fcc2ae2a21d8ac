/// The scroll-view delegate methods the engine calls, with UIKit's names and signatures so
/// that a delegate ports verbatim. Every method is optional, as in UIKit.
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed (by a drag, an animation frame or an assignment,
  /// including one made from inside this method).
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag is about to move the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger is about to lift after a drag (S22). `velocity` is the content's, in points
  /// per millisecond (positive: the offset grows, the finger moves up); `targetContentOffset`
  /// is where the momentum will bring the view to rest, inside the valid range. Change
  /// `targetContentOffset.pointee` to make the view decelerate to another offset.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The finger lifted; `decelerate` is true when an animation follows (momentum, a bounce,
  /// or the return into the valid range, S23).
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The momentum or return animation after a release begins (S23).
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The animation that followed a release came to rest.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// The status bar was tapped: return false to keep the view where it is (S17).
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// The scroll to the top that a status-bar tap started has ended (S17).
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The adjusted content inset changed (the safe area, the app's inset, the adjustment
  /// behaviour, a refreshing refresh control), whether or not the offset moved (K10).
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
