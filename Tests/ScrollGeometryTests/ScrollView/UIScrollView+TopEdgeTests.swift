import ScrollGeometry
import Testing

@Suite("UIScrollView top edge (S16)")
struct UIScrollViewTopEdgeTests {
  @Test func s16RestingAtTopFollowsANewSafeArea() {
    let view = makeScrollView(behavior: .always)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    #expect(view.contentOffset.y == 0)
    view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(view.contentOffset.y == -47)
    #expect(delegate.scrolledOffsets == [-47])
    view.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    #expect(view.contentOffset.y == 0)
  }

  @Test func s16AnOffsetAwayFromTheTopDoesNotFollow() {
    let view = makeScrollView(behavior: .always)
    view.contentOffset.y = 300
    view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(view.contentOffset.y == 300)
  }

  @Test func s16BehaviourChangeAtTheTopFollows() {
    let view = makeScrollView(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), behavior: .never)
    #expect(view.contentOffset.y == 0)
    view.contentInsetAdjustmentBehavior = .always
    #expect(view.contentOffset.y == -59)
  }

  @Test func s16AppInsetChangeDoesNotFollow() {
    let view = makeScrollView()
    view.contentInset.top = 200
    #expect(view.contentOffset.y == 0)
  }

  @Test func s16NoFollowDuringADrag() {
    let view = makeScrollView(behavior: .always)
    view.drag(by: 0.0)
    view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
    #expect(view.contentOffset.y == 0)
  }
}
