/// A model of `UITableViewController`: its root view *is* its table view (C2), and it is the
/// table's scroll delegate, so subclasses `override` the delegate methods as in UIKit.
open class UITableViewController: UIViewController, UIScrollViewDelegate {
  /// The style the table view is created with.
  public let tableViewStyle: UITableView.Style

  /// Creates a controller whose table has the given style.
  public init(style: UITableView.Style = .plain) {
    self.tableViewStyle = style
    super.init()
  }

  /// The table view, which is also `view` (loaded on first access, C2).
  public var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Creates the table (at the canvas or screen size, C1) and becomes its delegate (C2).
  open override func loadView() {
    let table = UITableView(frame: CGRect(origin: .zero, size: initialViewSize), style: tableViewStyle)
    table.delegate = self
    view = table
  }

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
