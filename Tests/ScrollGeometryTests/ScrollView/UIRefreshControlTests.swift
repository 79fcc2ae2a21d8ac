import ScrollGeometry
import Testing

/// The refresh control on a bare scroll view (W40 to W43).
@Suite("UIRefreshControl (W40 to W43)")
struct UIRefreshControlTests {
  /// A scroll view at rest at its top under a 47-point safe area, with a refresh control.
  func makeView() -> (UIScrollView, UIRefreshControl, LoggingDelegate) {
    let view = makeScrollView(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), behavior: .always)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    let control = UIRefreshControl()
    view.refreshControl = control
    #expect(view.contentOffset.y == -47)
    return (view, control, delegate)
  }

  func pull(_ view: UIScrollView, by distance: CGFloat) {
    for _ in 0..<Int(distance / 10) { view.drag(by: 10) }
  }

  @Test func w40APullPastTheTriggerStartsARefreshAndLetsTheContentRestBelowTheSpinner() {
    let (view, control, delegate) = makeView()
    var sent = 0
    control.valueChanged = { sent += 1 }
    pull(view, by: 400)
    #expect(control.isRefreshing)
    #expect(sent == 1)
    #expect(view.adjustedContentInset.top == 47 + UIRefreshControl.height)
    #expect(view.contentInset.top == 0)
    #expect(delegate.adjustedInsetChanges.map(\.0.top).last == 107)  // K10
    view.release()
    #expect(view.contentOffset.y == -107)
  }

  @Test func w43TheControlIsDrawnJustAboveTheContentBehindEverythingWhileItRefreshes() {
    let (view, _, _) = makeView()
    #expect(view.observe(.marker("x")).element(.refreshControl) == nil)
    pull(view, by: 400)
    view.release()
    let spinner = view.observe(.marker("x")).element(.refreshControl)
    #expect(spinner?.contentFrame == CGRect(x: 0, y: -60, width: 400, height: 60))
    #expect(spinner?.screenFrame.minY == 47)
    #expect(spinner?.zIndex == DrawingOrder.refreshControl)
  }

  @Test func w40AShortPullDoesNotRefreshAndShowsTheControlOnlyWhilePulled() {
    let (view, control, _) = makeView()
    pull(view, by: 60)
    #expect(!control.isRefreshing)
    #expect(view.observe(.marker("x")).element(.refreshControl) != nil)
    view.release()
    #expect(view.contentOffset.y == -47)
    #expect(view.observe(.marker("x")).element(.refreshControl) == nil)
  }

  @Test func w41BeginRefreshingGrowsTheAdjustedInsetWithoutMovingTheContent() {
    let (view, control, _) = makeView()
    control.beginRefreshing()
    #expect(view.adjustedContentInset.top == 107)
    #expect(view.contentInset.top == 0)
    #expect(view.contentOffset.y == -47)
    // Scrolled into the content, nothing moves either.
    control.endRefreshing()
    view.contentOffset.y = 300
    control.beginRefreshing()
    #expect(view.contentOffset.y == 300)
  }

  @Test func w42EndRefreshingAnimatesBackFromTheSpinnerAndLeavesOtherOffsets() {
    let (view, control, _) = makeView()
    pull(view, by: 400)
    view.release()
    let frames = view.recordedFrameOffsets.count
    control.endRefreshing()
    #expect(view.adjustedContentInset.top == 47)
    #expect(view.contentOffset.y == -47)
    #expect(view.recordedFrameOffsets.count - frames > 3)  // animated, frame by frame
    control.beginRefreshing()
    view.contentOffset.y = 200
    control.endRefreshing()
    #expect(view.contentOffset.y == 200)
  }

  /// Under `W41=contentInset` the control sets `contentInset.top` itself, as iOS 7 to 12 did.
  @Test func w41TheAlternativePutsTheHeightIntoContentInset() throws {
    let assumptions = try EngineAssumptions(["W41=contentInset"])
    EngineAssumptions.$current.withValue(assumptions) {
      let (view, control, _) = makeView()
      control.beginRefreshing()
      #expect(view.contentInset.top == 60)
      #expect(view.adjustedContentInset.top == 107)
      // An app that resets its inset meanwhile loses the control's room.
      view.contentInset.top = 0
      control.endRefreshing()
      #expect(view.contentInset.top == -60)
    }
  }
}
