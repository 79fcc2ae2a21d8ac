import Testing
@testable import ScrollGeometry

@Suite struct UIViewDrawingTests {
  @Test func c34APlainViewDrawsOnlyAColourThatPaintsAndSubviewsThatDraw() {
    let spacer = UIView()
    #expect(spacer.drawsNothing)
    spacer.backgroundColor = .clear
    #expect(spacer.drawsNothing)
    spacer.backgroundColor = UIColor.white.withAlphaComponent(0)
    #expect(spacer.drawsNothing)
    spacer.backgroundColor = .systemBlue
    #expect(!spacer.drawsNothing)

    let container = UIView()
    let label = UILabel()
    container.addSubview(label)
    #expect(container.drawsNothing)  // a label without text draws nothing
    label.text = ""
    #expect(container.drawsNothing)
    label.text = "Title"
    #expect(!container.drawsNothing)
    let blank = UIView()
    let nested = UIView()
    blank.addSubview(nested)
    #expect(blank.drawsNothing)
    nested.backgroundColor = UIColor(white: 0, alpha: 0.5)
    #expect(!blank.drawsNothing)
  }

  @Test func c34AStackedHeaderIsAPlainViewAndAnAppSubclassCountsAsDrawing() {
    // Seed 002's header: a plain UIView with a label in constraints.
    let header = StackedHeaderView(padding: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    let label = UILabel()
    header.addSubview(label)
    #expect(header.drawsNothing)
    label.text = "A long header title that should wrap onto multiple lines."
    #expect(!header.drawsNothing)
    // A subclass may draw in draw(_:) or its layer, which the model does not see.
    final class CustomView: UIView {}
    #expect(!CustomView().drawsNothing)
  }

  @Test func c34TheTableRecordsWhetherItsHeaderAndFooterViewsDraw() {
    let table = makeTable(content: TableContent(sections: 1, rowsPerSection: 2), header: 100)
    table.tableHeaderView?.backgroundColor = .systemBlue
    table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
    table.layoutIfNeeded()
    let observation = table.observe(.marker("drawn"))
    #expect(observation.element(.tableHeader)?.drawsNothing == false)
    #expect(observation.element(.tableFooter)?.drawsNothing == true)
    #expect(observation.elements.filter { if case .row = $0.kind { return true } else { return false } }.allSatisfy { !$0.drawsNothing })
  }
}
