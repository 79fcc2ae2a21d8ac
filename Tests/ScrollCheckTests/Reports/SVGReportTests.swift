import Foundation
import ScrollGeometry
import Strategies
import Testing

@testable import ScrollCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an SVG as a viewer lays it out: the document size, and every text with its box
/// in absolute coordinates (following `translate` transforms), estimated as the renderer
/// estimates text widths.
final class SVGLayoutReader: NSObject, XMLParserDelegate {
  struct TextBox { var cls: String; var text: String; var box: CGRect }
  var size = CGSize.zero
  var texts: [TextBox] = []
  var borders: [CGRect] = []
  var classes: [String: Int] = [:]
  private var offsets: [CGPoint] = [.zero]
  private var pending: (cls: String, x: CGFloat, y: CGFloat, size: CGFloat)?
  private var pendingText = ""

  private static func number(_ text: String?) -> CGFloat { CGFloat(Double(text ?? "") ?? .nan) }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if let cls = attributes["class"] { classes[cls, default: 0] += 1 }
    let origin = offsets.last ?? .zero
    switch name {
    case "svg":
      size = CGSize(width: Self.number(attributes["width"]), height: Self.number(attributes["height"]))
    case "g":
      var next = origin
      if let transform = attributes["transform"], transform.hasPrefix("translate(") {
        let parts = transform.dropFirst(10).dropLast().split(separator: " ")
        next.x += Self.number(parts.first.map(String.init))
        next.y += Self.number(parts.last.map(String.init))
      }
      offsets.append(next)
    case "text":
      pending = (
        attributes["class"] ?? "", origin.x + Self.number(attributes["x"]), origin.y + Self.number(attributes["y"]),
        Self.number(attributes["font-size"])
      )
      pendingText = ""
    case "rect" where attributes["class"] == "border":
      borders.append(CGRect(
        x: origin.x + Self.number(attributes["x"]), y: origin.y + Self.number(attributes["y"]),
        width: Self.number(attributes["width"]), height: Self.number(attributes["height"])))
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { if pending != nil { pendingText += string } }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "g" { offsets.removeLast() }
    if name == "text", let text = pending {
      let width = SVGReport.textWidth(pendingText, size: text.size)
      texts.append(TextBox(
        cls: text.cls, text: pendingText, box: CGRect(x: text.x, y: text.y - text.size, width: width, height: text.size * 1.25)))
      pending = nil
    }
  }

  static func read(_ svg: String) -> SVGLayoutReader? {
    let parser = XMLParser(data: Data(svg.utf8))
    let reader = SVGLayoutReader()
    parser.delegate = reader
    return parser.parse() ? reader : nil
  }

  /// Pairs of labels, captions or titles whose boxes overlap.
  var overlaps: [(String, String)] {
    let words = texts.filter { ["label", "caption", "title"].contains($0.cls) }
    var pairs: [(String, String)] = []
    for i in words.indices {
      for j in words.indices where j > i {
        let common = words[i].box.intersection(words[j].box)
        if !common.isNull && common.width > 0.5 && common.height > 0.5 { pairs.append((words[i].text, words[j].text)) }
      }
    }
    return pairs
  }

  /// Texts and picture borders that reach outside the document.
  var cutOff: [String] {
    let page = CGRect(origin: .zero, size: size).insetBy(dx: -0.5, dy: -0.5)
    let words = texts.filter { ["label", "caption", "title"].contains($0.cls) }
    return words.filter { !page.contains($0.box) }.map(\.text)
      + borders.filter { !page.contains($0) }.map { "border \($0)" }
  }
}

@Suite struct SVGReportTests {
  let finding = FakeCheckService().finding("stretchy-table-header.published", "no-gap")

  @Test func drawsTheMarksBeforeAndAfterAndIsWellFormed() throws {
    let svg = SVGReport(finding, invariantSummary: "no background shows").render()
    let layout = try #require(SVGLayoutReader.read(svg))
    #expect(layout.classes["mark"] == 1)
    #expect(layout.classes["table-header"] == 2)
    // Top (status bar) and bottom (home indicator) outside the safe area, in both pictures.
    #expect(layout.classes["safe-area"] == 4)
    #expect(svg.contains("The rule: no background shows."))
    #expect(svg.contains("What went wrong: gap of 20"))
    #expect(svg.contains("Just before the failing moment: finger moved down by 20;"))
    #expect(svg.contains("At the failing moment: finger lifted; contentOffset.y -20"))
    #expect(layout.texts.contains { $0.cls == "label" && $0.text == "table header" })
    #expect(layout.texts.contains { $0.cls == "label" && $0.text == "row 0, section 0" })
    #expect(layout.texts.contains { $0.text == "what breaks the rule" })
    #expect(layout.overlaps.isEmpty)
    #expect(layout.cutOff.isEmpty)
  }

  @Test func drawsAFilmstripWithTheFingersMovement() throws {
    var strip = finding
    strip.filmstrip = [
      FilmstripFrame(caption: "on appearing", observation: FakeCheckService.observation(step: 0, headerHeight: 200, offset: 0)),
      FilmstripFrame(
        caption: "1. drag by 20", observation: FakeCheckService.observation(step: 1, headerHeight: 200, offset: -20),
        fingerMove: 20),
    ]
    let svg = SVGReport(strip).render()
    let layout = try #require(SVGLayoutReader.read(svg))
    #expect(svg.contains("How it got there"))
    #expect(layout.texts.contains { $0.text == "1. drag by 20" })
    #expect(layout.classes["finger"] == 1)
    #expect(layout.classes["table-header"] == 4)
    #expect(layout.overlaps.isEmpty)
    #expect(layout.cutOff.isEmpty)
  }

  @Test func drawsTextAndMarksTheLinesThatAreCutOff() throws {
    var text = finding
    let line = TextLine(text: "A long title", frame: CGRect(x: 16, y: 16, width: 300, height: 20))
    let cut = TextLine(text: "that does not fit", frame: CGRect(x: 16, y: 36, width: 300, height: 20), isClipped: true)
    text.after?.elements[0].textLines = [line, cut]
    let svg = SVGReport(text).render()
    #expect(svg.contains("class=\"content-text\""))
    #expect(svg.contains(">A long title</text>"))
    #expect(svg.contains("class=\"clipped-text\""))
    #expect(svg.contains(">that does not fit</text>"))
  }

  @Test func isDeterministicAndNamedAfterTheIDs() {
    #expect(SVGReport(finding).render() == SVGReport(finding).render())
    #expect(SVGReport(finding).fileName == "stretchy-table-header.published--no-gap.svg")
    var odd = finding
    odd.strategyID = "my/strategy <1>"
    #expect(SVGReport(odd).fileName == "my_strategy__1_--no-gap.svg")
  }

  @Test func drawsAFindingWithoutObservations() throws {
    var bare = finding
    bare.before = nil
    bare.after = nil
    let svg = SVGReport(bare).render()
    let layout = try #require(SVGLayoutReader.read(svg))
    #expect(layout.classes["mark"] == 1)
    #expect(svg.contains("No observation was recorded"))
    #expect(layout.overlaps.isEmpty)
  }

  @Test func wrapsLongTextAndCutsLongWords() {
    #expect(SVGReport.wrap("aaa bbb ccc", width: 7 * 6, size: 10) == ["aaa bbb", "ccc"])
    #expect(SVGReport.wrap(String(repeating: "x", count: 20), width: 8 * 6, size: 10).count == 3)
    #expect(SVGReport.wrap("", width: 100, size: 10) == [""])
  }

  /// Every recorded finding of the catalogue, drawn as `--svg` draws it: well-formed, no two
  /// labels overlap, nothing reaches outside the picture, text drawn where a header has text.
  @Test func everyRecordedFindingDrawsCleanly() throws {
    let service = CatalogService()
    var drawn = 0
    for strategy in StrategyCatalog.all {
      for known in strategy.knownViolations {
        let result = try service.replay(token: known.token)
        let finding = try #require(result.verdict.finding, "\(strategy.id) × \(known.invariant) did not reproduce")
        let summary = service.invariants.first { $0.id == known.invariant }?.summary
        let svg = SVGReport(finding, invariantSummary: summary).render()
        let layout = try #require(SVGLayoutReader.read(svg), "\(strategy.id) × \(known.invariant): not well-formed")
        #expect(layout.overlaps.isEmpty, "\(strategy.id) × \(known.invariant): \(layout.overlaps)")
        #expect(layout.cutOff.isEmpty, "\(strategy.id) × \(known.invariant): \(layout.cutOff)")
        if known.invariant == "text-fits" {
          #expect(svg.contains("content-text") || svg.contains("clipped-text"), "\(strategy.id): no text drawn")
        }
        drawn += 1
      }
    }
    #expect(drawn == StrategyCatalog.all.map(\.knownViolations.count).reduce(0, +))
    #expect(drawn > 0)
  }
}

@Suite struct SVGComparisonTests {
  @Test func aComparedStateIsTitledAsSuch() {
    var finding = FakeCheckService().finding("a.b", "no-hysteresis")
    finding.beforeIsComparison = true
    let svg = SVGReport(finding).render()
    #expect(svg.contains(">Compared with</text>"))
    #expect(svg.contains("The state it is compared with"))
  }
}
