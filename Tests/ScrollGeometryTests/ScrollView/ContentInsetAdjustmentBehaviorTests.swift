import ScrollGeometry
import Testing

/// The adjusted inset and the valid range for each behaviour (S2 to S6). A phone-like view:
/// height 800, safe area top 47 / bottom 34, contentInset top 10 / bottom 20. Short content
/// is 300 high, tall content 2000.
@Suite("ContentInsetAdjustmentBehavior (S1 to S6)")
struct ContentInsetAdjustmentBehaviorTests {
  static let safe = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  static let inset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)

  struct Case: CustomTestStringConvertible, Sendable {
    var behavior: UIScrollView.ContentInsetAdjustmentBehavior
    var contentHeight: CGFloat
    var alwaysBounce: Bool
    var inContainer: Bool
    /// Expected adjusted top and bottom, and the valid range.
    var top: CGFloat, bottom: CGFloat, minY: CGFloat, maxY: CGFloat
    var testDescription: String {
      "\(behavior) content \(contentHeight) bounce \(alwaysBounce) container \(inContainer)"
    }
  }

  static let withSafeArea: [Case] = [
    // .never: contentInset only. Tall: 2000 + 20 - 800 = 1220.
    Case(behavior: .never, contentHeight: 300, alwaysBounce: false, inContainer: false,
      top: 10, bottom: 20, minY: -10, maxY: -10),
    Case(behavior: .never, contentHeight: 300, alwaysBounce: true, inContainer: true,
      top: 10, bottom: 20, minY: -10, maxY: -10),
    Case(behavior: .never, contentHeight: 2000, alwaysBounce: false, inContainer: false,
      top: 10, bottom: 20, minY: -10, maxY: 1220),
    // .always: 57 / 54, whatever the content. Tall: 2000 + 54 - 800 = 1254.
    Case(behavior: .always, contentHeight: 300, alwaysBounce: false, inContainer: false,
      top: 57, bottom: 54, minY: -57, maxY: -57),
    Case(behavior: .always, contentHeight: 2000, alwaysBounce: false, inContainer: false,
      top: 57, bottom: 54, minY: -57, maxY: 1254),
    // .scrollableAxes: only when taller than the view or always bouncing.
    Case(behavior: .scrollableAxes, contentHeight: 300, alwaysBounce: false, inContainer: false,
      top: 10, bottom: 20, minY: -10, maxY: -10),
    Case(behavior: .scrollableAxes, contentHeight: 300, alwaysBounce: false, inContainer: true,
      top: 10, bottom: 20, minY: -10, maxY: -10),
    Case(behavior: .scrollableAxes, contentHeight: 300, alwaysBounce: true, inContainer: false,
      top: 57, bottom: 54, minY: -57, maxY: -57),
    Case(behavior: .scrollableAxes, contentHeight: 800, alwaysBounce: false, inContainer: false,
      top: 10, bottom: 20, minY: -10, maxY: 20),
    Case(behavior: .scrollableAxes, contentHeight: 801, alwaysBounce: false, inContainer: false,
      top: 57, bottom: 54, minY: -57, maxY: 55),
    Case(behavior: .scrollableAxes, contentHeight: 2000, alwaysBounce: false, inContainer: false,
      top: 57, bottom: 54, minY: -57, maxY: 1254),
    // .automatic: always vertical in a container, else as .scrollableAxes.
    Case(behavior: .automatic, contentHeight: 300, alwaysBounce: false, inContainer: true,
      top: 57, bottom: 54, minY: -57, maxY: -57),
    Case(behavior: .automatic, contentHeight: 300, alwaysBounce: false, inContainer: false,
      top: 10, bottom: 20, minY: -10, maxY: -10),
    Case(behavior: .automatic, contentHeight: 300, alwaysBounce: true, inContainer: false,
      top: 57, bottom: 54, minY: -57, maxY: -57),
    Case(behavior: .automatic, contentHeight: 2000, alwaysBounce: false, inContainer: false,
      top: 57, bottom: 54, minY: -57, maxY: 1254),
    Case(behavior: .automatic, contentHeight: 2000, alwaysBounce: false, inContainer: true,
      top: 57, bottom: 54, minY: -57, maxY: 1254),
  ]

  func makeView(_ c: Case, safeArea: UIEdgeInsets) -> UIScrollView {
    let view = makeScrollView(
      height: 800, contentHeight: c.contentHeight, inset: Self.inset, safeArea: safeArea,
      behavior: c.behavior)
    view.alwaysBounceVertical = c.alwaysBounce
    view.isContentViewOfContainerController = c.inContainer
    return view
  }

  @Test("S2-S6: adjusted inset and range with a safe area", arguments: withSafeArea)
  func s6OffsetRangeWithSafeArea(_ c: Case) {
    let view = makeView(c, safeArea: Self.safe)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: c.top, left: 0, bottom: c.bottom, right: 0))
    #expect(view.minimumContentOffsetY == c.minY)
    #expect(view.maximumContentOffsetY == c.maxY)
    #expect(view.validContentOffsetYRange == c.minY...c.maxY)
    #expect(view.canScrollVertically == (c.maxY > c.minY))
  }

  @Test("S2-S6: without a safe area every behaviour is contentInset alone", arguments: withSafeArea)
  func s6OffsetRangeWithoutSafeArea(_ c: Case) {
    let view = makeView(c, safeArea: .zero)
    #expect(view.adjustedContentInset == Self.inset)
    #expect(view.minimumContentOffsetY == -10)
    #expect(view.maximumContentOffsetY == max(c.contentHeight + 20 - 800, -10))
  }

  @Test func s2AdjustedIsContentInsetPlusTheIncludedSafeArea() {
    let view = makeScrollView(
      height: 800, contentHeight: 2000, inset: UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0),
      safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), behavior: .never)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
    view.contentInsetAdjustmentBehavior = .always
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 39, right: 0))
  }

  @Test func s4ScrollableAxesAddsTheSafeAreaOnlyWhenTallerOrBouncing() {
    let view = makeScrollView(
      height: 800, contentHeight: 800, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      behavior: .scrollableAxes)
    #expect(view.adjustedContentInset.top == 0)
    view.contentSize.height = 801
    #expect(view.adjustedContentInset.top == 47 && view.adjustedContentInset.bottom == 34)
    view.contentSize.height = 300
    view.alwaysBounceVertical = true
    #expect(view.adjustedContentInset.top == 47)
  }

  @Test func s1ContentInsetDefaultsToZero() {
    let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    #expect(view.contentInset == .zero)
    #expect(view.adjustedContentInset == .zero)
    #expect(view.contentInsetAdjustmentBehavior == .automatic)
    #expect(view.contentOffset == .zero)
    #expect(view.validContentOffsetYRange == 0...0)
  }

  @Test func s3AlwaysAddsLeftAndRight() {
    let view = makeScrollView(
      height: 400, contentHeight: 300, inset: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
      safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), behavior: .always)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 1, left: 49, bottom: 24, right: 51))
    for behavior in [UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes, .automatic] {
      view.contentInsetAdjustmentBehavior = behavior
      view.alwaysBounceVertical = true
      view.isContentViewOfContainerController = true
      // Vertical scrolling only: left and right are never added (S4, S5).
      #expect(view.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 24, right: 4))
    }
  }

  @Test func s6ShortContentRestsAtTheTop() {
    let view = makeScrollView(height: 800, contentHeight: 100, inset: UIEdgeInsets(top: 0, left: 0, bottom: 500, right: 0), behavior: .never)
    // 100 + 500 - 800 < 0: the range collapses onto minY.
    #expect(view.validContentOffsetYRange == 0...0)
    view.contentInset.bottom = 750
    #expect(view.validContentOffsetYRange == 0...50)
  }

  @Test func s5BehaviourCasesAreTheFourOfUIKit() {
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)
      == ["automatic", "scrollableAxes", "never", "always"])
  }
}
