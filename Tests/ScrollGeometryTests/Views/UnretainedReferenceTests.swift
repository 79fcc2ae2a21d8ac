import Testing
@testable import ScrollGeometry

/// P2: the back references that were `weak` (a view's superview and holder, a state's graph)
/// are unretained, and still read nil once their target is gone, as `weak` did.
@Suite struct UnretainedReferenceTests {
  @Test func p2ASuperviewThatGoesLeavesItsSubviewsWithoutOne() {
    let child = UIView()
    var parent: UIView? = UIView()
    parent?.addSubview(child)
    #expect(child.superview === parent)
    parent = nil
    #expect(child.superview == nil)
  }

  @Test func p2AViewMovedToAnotherSuperviewKeepsTheNewOne() {
    let child = UIView()
    var first: UIView? = UIView()
    let second = UIView()
    first?.addSubview(child)
    second.addSubview(child)
    first = nil
    #expect(child.superview === second)
  }

  @Test func p2ATableThatGoesLeavesItsHeadersWithoutAHolder() {
    let old = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
    let current = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
    var table: UITableView? = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table?.tableHeaderView = old
    table?.tableHeaderView = current
    #expect(current.holder === table)
    // A replaced header still names the table it was in, as before.
    #expect(old.holder === table)
    table = nil
    #expect(current.holder == nil)
    #expect(old.holder == nil)
  }

  @Test func p2AGraphThatGoesLeavesItsStatesWithoutOne() {
    let view = CounterView()
    var graph: StateGraph? = StateGraph()
    graph?.attachState(of: view, at: "root")
    let storage = StateLayout.reflectedStorages(of: view)[0]
    #expect(storage.graph === graph)
    graph = nil
    #expect(storage.graph == nil)
    // An assignment after the graph went invalidates nothing, and does not crash.
    view.counter = 9
  }
}
