import ScrollGeometry
import Testing

@Suite("K1: key-value observation of the scroll view's geometry")
struct UIScrollViewObservationTests {
  final class Log: UIScrollViewDelegate {
    var lines: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { lines.append("didScroll \(scrollView.contentOffset.y)") }
  }

  func makeView() -> UIScrollView {
    let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    view.contentSize = CGSize(width: 320, height: 2000)
    return view
  }

  @Test func k1ContentOffsetObserversHearEveryAssignmentAfterScrollViewDidScroll() {
    let view = makeView()
    let log = Log()
    view.delegate = log
    let observation = view.observe(\.contentOffset, options: [.new, .old]) { _, change in
      log.lines.append("kvo \(change.oldValue!.y) -> \(change.newValue!.y)")
    }
    view.contentOffset = CGPoint(x: 0, y: 40)
    view.contentOffset = CGPoint(x: 0, y: 40)
    #expect(log.lines == ["didScroll 40.0", "kvo 0.0 -> 40.0", "kvo 40.0 -> 40.0"])
    observation.invalidate()
    view.contentOffset = CGPoint(x: 0, y: 50)
    #expect(log.lines.last == "didScroll 50.0")
  }

  @Test func k1DragsAndInsetsAndSizesAreObserved() {
    let view = makeView()
    var offsets: [CGFloat] = []
    var insets: [CGFloat] = []
    var sizes: [CGFloat] = []
    var bounds: [CGFloat] = []
    let a = view.observe(\.contentOffset, options: .new) { _, change in offsets.append(change.newValue!.y) }
    let b = view.observe(\.contentInset, options: [.new, .initial]) { _, change in insets.append(change.newValue!.top) }
    let c = view.observe(\.contentSize) { view, change in
      #expect(change.newValue == nil && change.oldValue == nil)
      sizes.append(view.contentSize.height)
    }
    let d = view.observe(\.bounds, options: .new) { _, change in bounds.append(change.newValue!.origin.y) }
    view.drag(by: -30)
    view.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    view.contentSize = CGSize(width: 320, height: 900)
    #expect(offsets == [30])
    #expect(bounds == [30])
    #expect(insets == [0, 64])
    #expect(sizes == [900])
    _ = (a, b, c, d)
  }

  @Test func k1AReleasedObservationStopsItsHandler() {
    let view = makeView()
    var calls = 0
    do {
      let observation = view.observe(\.contentOffset) { _, _ in calls += 1 }
      view.contentOffset = CGPoint(x: 0, y: 10)
      _ = observation
    }
    view.contentOffset = CGPoint(x: 0, y: 20)
    #expect(calls == 1)
  }
  /// Round 13: an observation reads the value when it is sent. A delegate that corrects the
  /// offset inside `scrollViewDidScroll` makes the call's own notification report the
  /// corrected value, after the correction's (Foundation's KVO fetches the new value at
  /// `didChangeValueForKey:`); it used to report the value asked for, which a header
  /// following the offset by KVO kept until the next move.
  @Test func k1AnOffsetCorrectedInsideScrollViewDidScrollIsWhatObserversSee() {
    final class Correcting: UIScrollViewDelegate {
      func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.contentOffset.y > 100 { scrollView.contentOffset.y = 100 }
      }
    }
    let view = makeView()
    let delegate = Correcting()
    view.delegate = delegate
    var seen: [CGFloat] = []
    let observation = view.observe(\UIScrollView.contentOffset, options: [.new]) { _, change in seen.append(change.newValue!.y) }
    view.contentOffset = CGPoint(x: 0, y: 300)
    #expect(view.contentOffset.y == 100)
    #expect(seen == [100, 100])
    observation.invalidate()
  }
}

/// The porting guide's pitfall, pinned: a subclass's delegate method is not called when the
/// class that declares the conformance takes the protocol extension's default.
@Suite("Porting: the protocol-extension default")
struct ProtocolExtensionPitfallTests {
  class SilentBase: UIScrollViewDelegate {}
  final class SilentSubclass: SilentBase {
    var calls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls += 1 }
  }

  class DeclaringBase: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  }
  final class OverridingSubclass: DeclaringBase {
    var calls = 0
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { calls += 1 }
  }

  @Test func aSubclassMethodIsSkippedUnlessTheBaseDeclaresIt() {
    let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    view.contentSize = CGSize(width: 320, height: 2000)
    let silent = SilentSubclass()
    view.delegate = silent
    view.contentOffset = CGPoint(x: 0, y: 10)
    #expect(silent.calls == 0)
    let overriding = OverridingSubclass()
    view.delegate = overriding
    view.contentOffset = CGPoint(x: 0, y: 20)
    #expect(overriding.calls == 1)
  }

}
