import Testing
@testable import ScrollGeometry

@Suite("C42: a redelivered scrollViewDidScroll reaches the delegate alone")
struct UIScrollViewRedeliveryTests {
  final class Log: UIScrollViewDelegate {
    var lines: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { lines.append("delegate") }
  }

  /// A scroll view that notes UIKit's own reaction to an offset change.
  final class Reacting: UIScrollView {
    var reactions = 0
    override func didScroll() { reactions += 1 }
  }

  @Test func c42ARedeliveryCallsTheDelegateAlone() {
    let view = Reacting(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    view.contentSize = CGSize(width: 320, height: 2000)
    let log = Log()
    view.delegate = log
    var observed = 0
    view.containerScrollObserver = { _ in observed += 1 }
    view.contentOffset = CGPoint(x: 0, y: 40)
    #expect(log.lines == ["delegate"] && view.reactions == 1 && observed == 1)
    view.redeliverDidScroll()
    // The delegate hears it again; the table's repositioning and the bar's tracking do not run.
    #expect(log.lines == ["delegate", "delegate"])
    #expect(view.reactions == 1 && observed == 1)
  }
}
