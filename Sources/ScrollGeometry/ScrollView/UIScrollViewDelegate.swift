/// The scroll-view delegate methods the engine calls, with UIKit's names and signatures so
/// that a delegate ports verbatim. Every method is optional, as in UIKit.
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed (by a drag, an animation frame or an assignment,
  /// including one made from inside this method).
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag is about to move the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifted; `decelerate` is true when an animation (here: the bounce back
  /// into the valid range) follows.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The animation that followed a release came to rest.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// The status bar was tapped: return false to keep the view where it is (S17).
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// The scroll to the top that a status-bar tap started has ended (S17).
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
