import ScrollGeometry
import Testing

@Suite("UIView")
struct UIViewTests {
  @Test func c3ScaleReachesEveryViewAndTheTableHeader() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView()
    root.addSubview(table)
    let header = StackedHeaderView()
    table.tableHeaderView = header
    root.contentScaleFactor = 2
    #expect(table.contentScaleFactor == 2)
    #expect(header.contentScaleFactor == 2)
    // A view added later takes its new superview's scale.
    let late = UIView()
    root.addSubview(late)
    #expect(late.contentScaleFactor == 2)
  }

  @Test func frameResizesBoundsAndAddSubviewMovesAView() {
    let first = UIView()
    let second = UIView()
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 20))
    #expect(child.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
    child.frame.size.height = 30
    #expect(child.bounds.height == 30)
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1 && child.superview === second)
    child.removeFromSuperview()
    #expect(second.subviews.isEmpty && child.superview == nil)
  }

  /// A view of the app's own class that conforms to `SelfSizingView`: fixed answers.
  final class FixedFitView: UIView, SelfSizingView {
    func fittingSize(
      for targetSize: CGSize, horizontalPriority: UILayoutPriority, verticalPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: 123)
    }
    func fitObservation(atWidth width: CGFloat) -> HeaderFitObservation {
      HeaderFitObservation(fittingHeight: 123, width: width, isTextTruncated: true, isContentClipped: false)
    }
  }

  /// P7: whether a view is self-sizing is found once per view, and asking again gives the
  /// same dispatch: a conforming class of the app's own, the engine's stacked header, and a
  /// plain view (which takes the target size, F8).
  @Test func p7FittingDispatchesToEachKindOfViewEveryTime() {
    let custom = FixedFitView()
    let plain = UIView()
    let stacked = StackedHeaderView(padding: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
    stacked.addSubview(UIView(), height: 30)
    for _ in 0..<3 {
      #expect(custom.systemLayoutSizeFitting(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 123))
      #expect(plain.systemLayoutSizeFitting(CGSize(width: 200, height: 7)) == CGSize(width: 200, height: 7))
      #expect(
        stacked.systemLayoutSizeFitting(
          CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).height == 50)
    }
  }

  /// P7: a table asks its header for its fitting facts through the same cached dispatch.
  @Test func p7TableHeaderFitReachesEveryKindOfHeader() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.tableHeaderView = FixedFitView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(table.headerFitObservation()?.fittingHeight == 123)
    #expect(table.headerFitObservation()?.width == 320)
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(table.headerFitObservation() == nil)
    #expect(table.headerFitObservation() == nil)
  }
}
