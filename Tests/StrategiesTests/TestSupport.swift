import ScrollGeometry

@testable import Strategies

/// One pixel at scale 3: the tolerance of every comparison in these tests.
let pixel = PixelGrid.pixel(scale: 3)

/// Whether two values are equal within one pixel.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= pixel }

/// Whether two scale factors draw a view of `length` points within one pixel of each other
/// (a pixel is the wrong tolerance for the factor itself: 1.315 and 1.63 differ by less).
func closeScale(_ a: CGFloat, _ b: CGFloat, length: CGFloat) -> Bool { abs(a - b) * length <= pixel }

/// Whether two rectangles are equal within one pixel on every edge.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
  close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.maxX, b.maxX) && close(a.maxY, b.maxY)
}

/// Whether two inset values are equal within one pixel on every edge.
func close(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool {
  close(a.top, b.top) && close(a.left, b.left) && close(a.bottom, b.bottom) && close(a.right, b.right)
}

/// An iPhone 14's portrait screen: 390 x 844 points at scale 3.
func phone(safeTop: CGFloat = 47, safeBottom: CGFloat = 34) -> Screen {
  Screen(
    size: CGSize(width: 390, height: 844), scale: 3,
    safeAreaInsets: UIEdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0))
}

/// How far a drag of `distance` past an edge moves the content of an 844-point-tall view
/// (the engine's rubber band, rule S8).
func rubberBand(_ distance: CGFloat, height: CGFloat = 844) -> CGFloat {
  RubberBand.offset(forDragDistance: distance, dimension: height)
}

/// A controller created with a storyboard's table attributes in force and shown on a
/// screen, as the runner shows strategies.
struct Presented<Controller: UIViewController> {
  let controller: Controller
  let host: ViewControllerHost
  let recorder: TraceRecorder
  /// The spy in front of the delegate of the scroll view `spying` chose, if any.
  let spy: DidScrollSpy?

  /// Creates the controller with `attributes` in force, loads its view, installs a spy in
  /// front of the delegate of the scroll view `spying` returns, then presents it on `screen`.
  init(
    _ make: () -> Controller, attributes: StoryboardAttributes, screen: Screen = phone(),
    spying: ((Controller) -> UIScrollView)? = nil
  ) {
    let recorder = TraceRecorder()
    let controller = StoryboardAttributes.$current.withValue(attributes) { () -> Controller in
      let controller = make()
      controller.loadViewIfNeeded()
      return controller
    }
    self.spy = spying.map { DidScrollSpy(installingOn: $0(controller)) }
    let host = ViewControllerHost(controller, screen: screen, recorder: recorder)
    StoryboardAttributes.$current.withValue(attributes) { host.present() }
    self.controller = controller
    self.host = host
    self.recorder = recorder
  }

  /// The engine events recorded so far.
  var events: [EngineEvent] { recorder.trace.events.map(\.event) }
}

/// A delegate standing between a scroll view and its real delegate: forwards every
/// `scrollViewDidScroll` and records, in the order the calls began, the offset each was
/// made at and what the real delegate (and any call nested in it) left behind.
///
/// It holds the real delegate strongly, so a controller lives as long as its spy.
final class DidScrollSpy: UIScrollViewDelegate {
  /// One forwarded call.
  struct Call: Equatable {
    /// The offset the call was made at.
    var offsetY: CGFloat
    var contentInset: UIEdgeInsets
    var headerFrame: CGRect?
  }

  private let target: UIScrollViewDelegate
  private(set) var calls: [Call] = []

  /// Installs the spy on `scrollView` in front of its current delegate.
  init(installingOn scrollView: UIScrollView) {
    guard let target = scrollView.delegate else { preconditionFailure("the scroll view has no delegate") }
    self.target = target
    scrollView.delegate = self
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let index = calls.count
    calls.append(Call(offsetY: scrollView.contentOffset.y, contentInset: .zero, headerFrame: nil))
    target.scrollViewDidScroll(scrollView)
    calls[index].contentInset = scrollView.contentInset
    calls[index].headerFrame = (scrollView as? UITableView)?.tableHeaderView?.frame
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    target.scrollViewWillBeginDragging(scrollView)
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    target.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    target.scrollViewDidEndDecelerating(scrollView)
  }
}
