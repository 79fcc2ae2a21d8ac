import ScrollGeometry
import Testing

/// A scroll view that counts `adjustedContentInsetDidChange()` calls.
private final class CountingScrollView: UIScrollView {
  var changes = 0
  override func adjustedContentInsetDidChange() {
    changes += 1
    super.adjustedContentInsetDidChange()
  }
}

@Suite("UIScrollView adjusted inset changes (K10)")
struct UIScrollViewAdjustedInsetTests {
  /// The safe area, the app's inset and the adjustment behaviour each change the adjusted
  /// inset: the view hears it, and through it the delegate, once per change, with the new value.
  @Test func k10EveryChangeOfTheAdjustedInsetIsReported() {
    let view = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 960))
    view.contentSize = CGSize(width: 400, height: 2000)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    view.contentInset.top = 100
    view.contentInsetAdjustmentBehavior = .never
    #expect(view.changes == 3)
    #expect(delegate.adjustedInsetChanges.map(\.0.top) == [47, 147, 100])
    // Assignments that leave the adjusted inset as it was are not changes.
    view.contentInset.top = 100
    view.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)  // ignored under .never
    view.contentOffset.y = 300
    #expect(view.changes == 3)
  }

  /// During a drag the offset does not move when the safe area grows (S11, S16), so a header
  /// that follows only `contentOffset` would go stale: the delegate still hears the change.
  @Test func k10ADragHearsTheChangeThoughTheOffsetStays() {
    let view = makeScrollView(behavior: .always)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    view.drag(by: 10)
    let offset = view.contentOffset.y
    delegate.adjustedInsetChanges = []
    view.safeAreaInsets = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    #expect(view.contentOffset.y == offset)
    #expect(delegate.adjustedInsetChanges.map(\.0.top) == [64])
    #expect(delegate.adjustedInsetChanges.map(\.1) == [offset])
  }

  /// At rest at the top edge, the change is reported before the offset follows it (S16).
  @Test func k10TheChangeIsReportedBeforeTheOffsetFollows() {
    let view = makeScrollView(behavior: .always)
    let delegate = LoggingDelegate()
    view.delegate = delegate
    view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(delegate.adjustedInsetChanges.map(\.0.top) == [47])
    #expect(delegate.adjustedInsetChanges.map(\.1) == [0])
    #expect(view.contentOffset.y == -47)
  }
}
