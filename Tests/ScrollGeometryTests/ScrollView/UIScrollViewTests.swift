import ScrollGeometry
import Testing

@Suite("UIScrollView (S11 to S14)")
struct UIScrollViewTests {
  // MARK: S11

  @Test func s11InsetChangeDoesNotMoveAnInRangeOffset() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.contentInset.top = 60
    view.contentInset.bottom = 100
    view.contentSize.height = 3000
    #expect(view.contentOffset.y == 0)
    #expect(delegate.log.isEmpty)
  }

  @Test func s11AtRestClampOnContentSizeShrink() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.contentOffset.y = 1040
    delegate.reset()
    view.contentSize.height = 1500
    #expect(view.contentOffset.y == 540)
    #expect(delegate.scrolledOffsets == [540])
    #expect(view.recordedFrameOffsets.isEmpty)
  }

  @Test func s11AtRestClampOnInsetShrink() {
    let view = makeScrollView(inset: UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.contentOffset.y = -60
    delegate.reset()
    view.contentInset.top = 20
    #expect(view.contentOffset.y == -20)
    #expect(delegate.scrolledOffsets == [-20])
  }

  @Test func s11AtRestClampOnSafeAreaAndBehaviourChange() {
    let view = makeScrollView(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    view.contentOffset.y = -47
    view.contentInsetAdjustmentBehavior = .never
    #expect(view.contentOffset.y == 0)
    view.contentInsetAdjustmentBehavior = .always
    view.contentOffset.y = -47
    view.safeAreaInsets = .zero
    #expect(view.contentOffset.y == 0)
  }

  @Test func s11AtRestClampOnViewGrowing() {
    let view = makeScrollView()
    view.contentOffset.y = 1040
    view.frame.size.height = 1200  // keyboard dismissed, rotation: the range ends at 800
    #expect(view.bounds.height == 1200)
    #expect(view.contentOffset.y == 800)
    #expect(view.bounds.origin.y == 800)
  }

  @Test func s11NoClampDuringADrag() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.contentOffset.y = 1000
    view.drag(by: -40)
    delegate.reset()
    view.contentSize.height = 1500
    view.frame.size.height = 1000
    #expect(view.contentOffset.y == 1040)
    #expect(delegate.log.isEmpty)
    // On release the view animates to the new edge (2000 was shrunk to 1500, view 1000).
    view.release()
    #expect(view.recordedFrameOffsets.count > 1)
    #expect(view.contentOffset.y == 500)
    #expect(delegate.log.first == "didEndDragging(true)")
  }

  @Test func s11ProgrammaticOutOfRangeOffsetStaysAtRest() {
    let view = makeScrollView()
    view.contentOffset.y = -100
    #expect(view.contentOffset.y == -100)
    view.contentInset.bottom = 10  // an unrelated range change pulls it back
    #expect(view.contentOffset.y == 0)
  }

  // MARK: S12

  @Test func s12EqualOffsetAssignmentCallsNothing() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.contentOffset = .zero
    view.contentOffset.y = 0
    view.setContentOffset(.zero, animated: false)
    #expect(delegate.log.isEmpty)
    view.contentOffset.y = 7
    view.contentOffset.y = 7
    #expect(delegate.scrolledOffsets == [7])
  }

  @Test func s12SetContentOffsetInsideDidScrollReenters() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    // A parallax-style handler that snaps any offset below 50 to 50.
    delegate.onDidScroll = { scrollView in
      if scrollView.contentOffset.y < 50 { scrollView.contentOffset.y = 50 }
    }
    view.contentOffset.y = 10
    #expect(view.contentOffset.y == 50)
    #expect(delegate.scrolledOffsets == [10, 50])
    #expect(delegate.deepest == 2)
    #expect(view.recordedEvents.isEmpty)
  }

  @Test func s12RedeliverCallsDidScrollWithoutMoving() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.redeliverDidScroll()
    #expect(delegate.scrolledOffsets == [0])
    #expect(view.recorder?.trace.observations.map(\.cause) == [.redeliver])
  }

  // MARK: S13

  @Test func s13ReentrancyBoundIsRecordedNotAHang() {
    let view = makeScrollView()
    let delegate = LoggingDelegate()
    view.delegate = delegate
    delegate.onDidScroll = { scrollView in scrollView.contentOffset.y += 1 }
    view.contentOffset.y = 100
    #expect(view.maximumDidScrollDepth == 16)
    #expect(delegate.didScrollCount == 16)
    #expect(delegate.deepest == 16)
    // 100 delivered, then 15 nested +1 delivered, the 16th +1 moved but was cut.
    #expect(view.contentOffset.y == 116)
    #expect(view.recordedEvents == [.reentrancyBoundHit(depth: 16)])
    // The depth unwinds: the next assignment is delivered again.
    delegate.onDidScroll = nil
    view.contentOffset.y = 0
    #expect(delegate.didScrollCount == 17)
  }

  @Test func s13ReentrancyBoundIsConfigurable() {
    let view = makeScrollView()
    view.maximumDidScrollDepth = 3
    let delegate = LoggingDelegate()
    view.delegate = delegate
    delegate.onDidScroll = { scrollView in scrollView.contentOffset.y -= 2 }
    view.contentOffset.y = 10
    #expect(delegate.scrolledOffsets == [10, 8, 6])
    #expect(view.contentOffset.y == 4)
    #expect(view.recordedEvents == [.reentrancyBoundHit(depth: 3)])
  }

  // MARK: S14

  @Test func s14BoundsOriginIsTheContentOffset() {
    let view = makeScrollView()
    view.contentOffset = CGPoint(x: 0, y: 250)
    #expect(view.bounds.origin == CGPoint(x: 0, y: 250))
    #expect(view.bounds.size == CGSize(width: 400, height: 960))
    let rect = CGRect(x: 10, y: 300, width: 100, height: 44)
    #expect(view.screenRect(fromContent: rect) == CGRect(x: 10, y: 50, width: 100, height: 44))
    view.contentOffset.y = -60
    #expect(view.screenRect(fromContent: rect).minY == 360)
  }

  @Test func s14ObservationSnapshotsTheView() {
    let view = makeScrollView(
      height: 800, contentHeight: 2000, inset: UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0),
      safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    view.contentOffset.y = 33
    view.drag(by: -3)
    let o = view.observe(.marker("now"))
    #expect(o.cause == .marker("now"))
    #expect(o.contentOffset == CGPoint(x: 0, y: 36))
    #expect(o.bounds == CGRect(x: 0, y: 36, width: 400, height: 800))
    #expect(o.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    #expect(o.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 54, right: 0))
    #expect(o.safeAreaInsets.top == 47)
    #expect(o.contentSize == CGSize(width: 400, height: 2000))
    #expect(o.validOffsetY == -57...1254)
    #expect(o.isTracking && o.isDragging)
    #expect(o.fingerTranslation == -3)
    #expect(o.elements.isEmpty && o.headerFit == nil)
    #expect(o.scale == 3)
  }
}
