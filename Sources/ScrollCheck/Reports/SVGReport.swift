import ScrollGeometry

/// Draws one finding as an SVG picture a person reads at a glance: a title and the numbers
/// that disagree, a filmstrip of small frames (the view at the end of each script step
/// before the failing one), then the failing step large, before and after, with a legend.
///
/// Each picture shows the safe area's outside (status bar, home indicator) shaded, the
/// header, rows, section headers and footers, the text a header's labels lay out (a line
/// that is cut off in red, a truncated one ending in `…`), the finger's movement as an
/// arrow and the offending gap, overlap or overflow in red. Elements are named in a column
/// beside each large picture, one label per line, so labels never overlap; every text is
/// wrapped to the picture's width, so nothing is cut off on any device.
///
/// Frames come from `Observation.elements[].screenFrame` (the scroll view's own
/// coordinates); numbers are written with `compactDescription`, so equal findings give
/// byte-identical pictures.
public struct SVGReport {
  /// The finding to draw.
  public var finding: Finding
  /// What the invariant promises, in one line (its summary), shown under the title.
  public var invariantSummary: String?

  /// Creates a picture of `finding`.
  public init(_ finding: Finding, invariantSummary: String? = nil) {
    self.finding = finding
    self.invariantSummary = invariantSummary
  }

  /// The file name for the picture: `<strategy>--<invariant>.svg`, with characters other than
  /// letters, digits, `.`, `-` and `_` replaced by `_`.
  public var fileName: String {
    Self.safeName(finding.strategyID) + "--" + Self.safeName(finding.invariantID) + ".svg"
  }

  static func safeName(_ id: String) -> String {
    String(
      id.unicodeScalars.map { scalar -> Character in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": return Character(scalar)
        default: return "_"
        }
      })
  }

  // MARK: Layout constants

  static let margin: CGFloat = 20
  static let titleSize: CGFloat = 16
  static let textSize: CGFloat = 12
  static let labelSize: CGFloat = 11
  static let captionSize: CGFloat = 11
  static let smallCaptionSize: CGFloat = 10
  /// The largest a large panel is drawn; bigger views are scaled down.
  static let largeSize = CGSize(width: 460, height: 600)
  /// The largest a filmstrip frame is drawn.
  static let smallSize = CGSize(width: 110, height: 150)
  static let panelGap: CGFloat = 36
  static let leader: CGFloat = 14

  /// The width a text of `size` takes, estimated generously (0.6 em per character, more
  /// than Helvetica's or Arial's average), so wrapped text never runs past its box.
  static func textWidth(_ text: String, size: CGFloat) -> CGFloat { CGFloat(text.count) * size * 0.6 }

  /// The distance between lines of text of `size`.
  static func lineHeight(_ size: CGFloat) -> CGFloat { (size * 1.35).rounded(.up) }

  /// `text` broken at spaces into lines no wider than `width`; a word longer than a line
  /// is cut.
  static func wrap(_ text: String, width: CGFloat, size: CGFloat) -> [String] {
    let perLine = max(8, Int(width / (size * 0.6)))
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      while word.count > perLine {
        if !line.isEmpty { lines.append(line); line = "" }
        lines.append(String(word.prefix(perLine)))
        word = String(word.dropFirst(perLine))
      }
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= perLine {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  // MARK: Rendering

  /// The SVG document, ending with a newline.
  public func render() -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svgElement()
  }

  /// The `<svg>` element alone (for embedding in a page), ending with a newline. `idPrefix`
  /// keeps clip-path identifiers unique when several pictures share a page.
  public func svgElement(idPrefix: String = "") -> String {
    var canvas = Canvas(idPrefix: idPrefix)
    let large = largePanels()
    let largeWidth = large.map(\.blockWidth).reduce(0, +) + Self.panelGap * CGFloat(max(0, large.count - 1))
    let width = max(largeWidth, 620)
    var y = Self.margin

    // Title, promise and numbers.
    for line in Self.wrap("\(finding.strategyID) breaks \(finding.invariantID)", width: width, size: Self.titleSize) {
      y += Self.lineHeight(Self.titleSize)
      canvas.text(line, x: Self.margin, y: y - 4, size: Self.titleSize, cls: "title", weight: "bold")
    }
    if let invariantSummary, !invariantSummary.isEmpty {
      for line in Self.wrap("The rule: \(invariantSummary).", width: width, size: Self.textSize) {
        y += Self.lineHeight(Self.textSize)
        canvas.text(line, x: Self.margin, y: y - 3, size: Self.textSize, cls: "caption")
      }
    }
    for line in Self.wrap("What went wrong: \(finding.message)", width: width, size: Self.textSize) {
      y += Self.lineHeight(Self.textSize)
      canvas.text(line, x: Self.margin, y: y - 3, size: Self.textSize, cls: "caption", fill: "#b00016")
    }
    y += 10

    // Filmstrip.
    if !finding.filmstrip.isEmpty {
      y += Self.lineHeight(Self.textSize)
      canvas.text(
        "How it got there: the view after each step of the script", x: Self.margin, y: y - 3,
        size: Self.textSize, cls: "caption", weight: "bold")
      y += 4
      y = drawFilmstrip(into: &canvas, top: y, width: width) + 10
    }

    // The failing step, large.
    let moment = finding.after.map { PlainWords.cause($0.cause) } ?? finding.failingStepDescription
    for line in Self.wrap("The failing moment: \(moment)", width: width, size: Self.textSize) {
      y += Self.lineHeight(Self.textSize)
      canvas.text(line, x: Self.margin, y: y - 3, size: Self.textSize, cls: "caption", weight: "bold")
    }
    y += 6
    var x = Self.margin
    var bottom = y
    for (index, panel) in large.enumerated() {
      bottom = max(bottom, drawLarge(panel, into: &canvas, at: CGPoint(x: x, y: y), id: "large\(index)"))
      x += panel.blockWidth + Self.panelGap
    }
    y = bottom + 12

    // Legend.
    y = drawLegend(into: &canvas, top: y, width: width)

    let totalWidth = width + Self.margin * 2
    let totalHeight = y + Self.margin
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(totalWidth))\" height=\"\(n(totalHeight))\" "
      + "viewBox=\"0 0 \(n(totalWidth)) \(n(totalHeight))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
    svg += "  <defs><marker id=\"\(idPrefix)arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"7\" "
      + "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#0b5cd5\"/>"
      + "</marker></defs>\n"
    svg += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    svg += canvas.body
    svg += "</svg>\n"
    return svg
  }

  // MARK: Panels

  /// One large picture: a title, an observation, whether it shows the marks, and its scale.
  struct LargePanel {
    var title: String
    var observation: Observation?
    var showsMarks: Bool
    var fingerMove: CGFloat?
    var scale: CGFloat
    var viewSize: CGSize
    var labels: [Label]
    var gutter: CGFloat

    var pictureWidth: CGFloat { viewSize.width * scale }
    var blockWidth: CGFloat { pictureWidth + gutter }
  }

  /// A label beside a large picture: the text and the height (in picture coordinates)
  /// of what it names.
  struct Label {
    var text: String
    var anchor: CGFloat
  }

  func largePanels() -> [LargePanel] {
    var panels: [(String, Observation?, Bool)] = []
    if let before = finding.before {
      panels.append((finding.beforeIsComparison ? "Compared with" : "Before", before, false))
    }
    if let after = finding.after { panels.append(("After", after, true)) }
    if panels.isEmpty { panels.append(("No observation was recorded", nil, true)) }
    return panels.map { title, observation, marks in
      let size = observation?.bounds.size ?? CGSize(width: 200, height: 200)
      let scale = Self.fit(size, in: Self.largeSize)
      let labels = observation.map { Self.labels(for: $0, scale: scale) } ?? []
      let gutter = max(90, (labels.map { Self.textWidth($0.text, size: Self.labelSize) }.max() ?? 0) + Self.leader + 12)
      var move: CGFloat?
      if marks, let observation, case .drag(let translation) = observation.cause { move = translation }
      return LargePanel(
        title: title, observation: observation, showsMarks: marks, fingerMove: move, scale: scale,
        viewSize: CGSize(width: max(1, size.width), height: max(1, size.height)), labels: labels, gutter: gutter)
    }
  }

  /// The scale that fits `size` into `box` (never above 1).
  static func fit(_ size: CGSize, in box: CGSize) -> CGFloat {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return 1 }
    return min(1, box.width / size.width, box.height / size.height)
  }

  /// The labels of an observation's elements, top to bottom; a run of more than three
  /// consecutive rows of one section gets one label.
  static func labels(for observation: Observation, scale: CGFloat) -> [Label] {
    let height = observation.bounds.height
    var labels: [Label] = []
    var run: [(section: Int, row: Int, top: CGFloat, bottom: CGFloat)] = []
    func flush() {
      guard let first = run.first, let last = run.last else { return }
      if run.count > 3 {
        labels.append(Label(
          text: "rows \(first.row) to \(last.row), section \(first.section)",
          anchor: (first.top + last.bottom) / 2 * scale))
      } else {
        for row in run {
          labels.append(Label(
            text: "row \(row.row), section \(row.section)", anchor: (row.top + row.bottom) / 2 * scale))
        }
      }
      run = []
    }
    for element in observation.elements {
      let frame = element.screenFrame
      guard frame.minY.isFinite, frame.maxY.isFinite else { continue }
      let top = max(0, min(height, frame.minY))
      let bottom = max(0, min(height, frame.maxY))
      if case .row(let section, let row) = element.kind {
        if let last = run.last, !(last.section == section && last.row == row - 1) { flush() }
        run.append((section, row, top, bottom))
        continue
      }
      flush()
      var text = PlainWords.element(element.kind)
      if frame.maxY <= 0 { text += " (above the view)" } else if frame.minY >= height { text += " (below the view)" }
      labels.append(Label(text: text, anchor: (top + bottom) / 2 * scale))
    }
    flush()
    return labels.enumerated().sorted { ($0.element.anchor, $0.offset) < ($1.element.anchor, $1.offset) }
      .map(\.element)
  }

  /// Draws a large panel with its label column and caption; returns its bottom.
  func drawLarge(_ panel: LargePanel, into canvas: inout Canvas, at origin: CGPoint, id: String) -> CGFloat {
    let pictureHeight = panel.viewSize.height * panel.scale
    canvas.open(translate: origin)
    canvas.text(panel.title, x: 0, y: Self.lineHeight(Self.textSize) - 3, size: Self.textSize, cls: "caption", weight: "bold")
    let top = Self.lineHeight(Self.textSize) + 2
    canvas.open(translate: CGPoint(x: 0, y: top))
    drawView(
      panel.observation, size: panel.viewSize, scale: panel.scale, marks: panel.showsMarks ? finding.marks : [],
      fingerMove: panel.fingerMove, into: &canvas, id: id, drawsText: true)
    // Labels beside the picture, one per line height, pushed down to avoid each other.
    let step = Self.lineHeight(Self.labelSize)
    var next: CGFloat = Self.labelSize * 0.5
    var labelBottom: CGFloat = 0
    for label in panel.labels {
      let y = max(label.anchor, next)
      next = y + step
      let anchor = max(0, min(pictureHeight, label.anchor))
      canvas.line(
        from: CGPoint(x: panel.pictureWidth, y: anchor), to: CGPoint(x: panel.pictureWidth + Self.leader - 2, y: y),
        stroke: "#777777")
      canvas.text(
        label.text, x: panel.pictureWidth + Self.leader, y: y + Self.labelSize * 0.35, size: Self.labelSize,
        cls: "label")
      labelBottom = y + step
    }
    canvas.close()
    var y = top + max(pictureHeight, labelBottom) + 4
    var caption: String
    switch panel.title {
    case "Before": caption = "Just before the failing moment"
    case "Compared with": caption = "The state it is compared with"
    default: caption = "At the failing moment"
    }
    if let observation = panel.observation {
      caption += ": " + PlainWords.cause(observation.cause) + "; contentOffset.y "
        + n(observation.contentOffset.y)
    }
    for line in Self.wrap(caption, width: panel.blockWidth, size: Self.captionSize) {
      y += Self.lineHeight(Self.captionSize)
      canvas.text(line, x: 0, y: y - 3, size: Self.captionSize, cls: "caption")
    }
    canvas.close()
    return origin.y + y
  }

  /// Draws the filmstrip in rows that fit `width`; returns its bottom.
  func drawFilmstrip(into canvas: inout Canvas, top: CGFloat, width: CGFloat) -> CGFloat {
    let gap: CGFloat = 14
    var x = Self.margin
    var y = top
    var rowBottom = top
    for (index, frame) in finding.filmstrip.enumerated() {
      let size = frame.observation.bounds.size
      let scale = Self.fit(size, in: Self.smallSize)
      let picture = CGSize(width: max(1, size.width) * scale, height: max(1, size.height) * scale)
      let slot = max(picture.width, 96)
      if x > Self.margin && x + slot > Self.margin + width {
        x = Self.margin
        y = rowBottom + 10
      }
      canvas.open(translate: CGPoint(x: x, y: y))
      drawView(
        frame.observation, size: CGSize(width: max(1, size.width), height: max(1, size.height)), scale: scale,
        marks: [], fingerMove: frame.fingerMove, into: &canvas, id: "step\(index)", drawsText: false)
      var captionY = picture.height + 2
      for line in Self.wrap(frame.caption, width: slot, size: Self.smallCaptionSize) {
        captionY += Self.lineHeight(Self.smallCaptionSize)
        canvas.text(line, x: 0, y: captionY - 3, size: Self.smallCaptionSize, cls: "caption")
      }
      canvas.close()
      rowBottom = max(rowBottom, y + captionY)
      x += slot + gap
    }
    return rowBottom
  }

  /// Draws one view: background, shaded outside of the safe area, elements, their text,
  /// the marks and the finger's movement, clipped to the view; then its border.
  func drawView(
    _ observation: Observation?, size: CGSize, scale: CGFloat, marks: [CGRect], fingerMove: CGFloat?,
    into canvas: inout Canvas, id: String, drawsText: Bool
  ) {
    let box = CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
    func scaled(_ rect: CGRect) -> CGRect {
      CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }
    canvas.clip(box, id: id)
    canvas.rect(box, cls: "view", fill: "#f4f4f4")
    if let observation {
      for element in observation.elements {
        let (cls, fill) = Self.style(of: element.kind)
        canvas.rect(scaled(element.screenFrame), cls: cls, fill: fill, opacity: "0.85", stroke: "#555555")
      }
      if drawsText {
        for element in observation.elements {
          for line in element.textLines {
            let frame = scaled(line.frame)
            let size = max(4, line.frame.height * scale * 0.78)
            canvas.text(
              line.text, x: frame.minX + 1, y: frame.maxY - frame.height * 0.25, size: size,
              cls: line.isClipped ? "clipped-text" : "content-text",
              fill: line.isClipped ? "#d0021b" : "#111111")
          }
        }
      }
      // The status bar, home indicator and side insets: the outside of the safe area.
      let safe = observation.safeAreaInsets
      let outside = [
        CGRect(x: 0, y: 0, width: size.width, height: safe.top),
        CGRect(x: 0, y: size.height - safe.bottom, width: size.width, height: safe.bottom),
        CGRect(x: 0, y: 0, width: safe.left, height: size.height),
        CGRect(x: size.width - safe.right, y: 0, width: safe.right, height: size.height),
      ]
      for rect in outside where rect.width > 0 && rect.height > 0 {
        canvas.rect(scaled(rect), cls: "safe-area", fill: "#8c8c8c", opacity: "0.45")
      }
      // The bars themselves, over everything (Z3).
      for bar in observation.systemBars where bar.kind != .statusBar && bar.kind != .homeIndicator {
        let (cls, fill) = Self.style(of: bar.kind)
        canvas.rect(scaled(bar.frame), cls: cls, fill: fill, opacity: "0.6", stroke: "#333333")
      }
    }
    for mark in marks {
      canvas.rect(scaled(mark), cls: "mark", fill: "#ff0000", opacity: "0.45", stroke: "#d0021b")
    }
    if let fingerMove, fingerMove != 0, fingerMove.isFinite {
      // At least 24 points long so that a short move still shows its direction.
      let drawn = (fingerMove < 0 ? -1 : 1) * max(24, abs(fingerMove * scale))
      let length = max(-box.height * 0.8, min(box.height * 0.8, drawn))
      let x = box.width * 0.82
      let start = box.midY - length / 2
      canvas.finger(from: CGPoint(x: x, y: start), to: CGPoint(x: x, y: start + length), radius: max(2, 6 * scale))
    }
    canvas.unclip()
    canvas.rect(box, cls: "border", fill: "none", stroke: "#000000", strokeWidth: "1")
  }

  /// Draws the legend in rows that fit `width`; returns its bottom.
  func drawLegend(into canvas: inout Canvas, top: CGFloat, width: CGFloat) -> CGFloat {
    let items: [(String, String, String)] = [
      ("header", "#4a90d9", "header"), ("row", "#ffffff", "row or item"),
      ("section-header", "#f5a623", "section header"), ("section-footer", "#f8e71c", "section footer"),
      ("table-footer", "#7ed321", "table footer"), ("refresh-control", "#bd10e0", "refresh control"),
      ("safe-area", "#8c8c8c", "status bar, home indicator (outside the safe area)"),
      ("navigation-bar", "#9b59b6", "navigation bar"), ("tab-bar", "#16a085", "tab bar"),
      ("keyboard", "#34495e", "keyboard"),
      ("mark", "#ff0000", "what breaks the rule"), ("arrow", "#0b5cd5", "the finger's movement"),
      ("clipped-text", "#d0021b", "red text: cut off"),
    ]
    var x = Self.margin
    var y = top + Self.lineHeight(Self.labelSize)
    canvas.text("Legend", x: x, y: y - 3, size: Self.labelSize, cls: "caption", weight: "bold")
    x += Self.textWidth("Legend", size: Self.labelSize) + 12
    for (cls, color, text) in items {
      let itemWidth = 16 + Self.textWidth(text, size: Self.labelSize) + 14
      if x + itemWidth > Self.margin + width {
        x = Self.margin
        y += Self.lineHeight(Self.labelSize) + 4
      }
      let swatch = CGRect(x: x, y: y - Self.labelSize, width: 12, height: Self.labelSize)
      if cls == "arrow" {
        canvas.line(
          from: CGPoint(x: swatch.minX, y: swatch.midY), to: CGPoint(x: swatch.maxX, y: swatch.midY), stroke: color,
          width: "2", arrow: true)
      } else if cls == "clipped-text" {
        canvas.text("Aa", x: swatch.minX - 2, y: y - 2, size: Self.labelSize, cls: "legend-sample", fill: color)
      } else {
        canvas.rect(swatch, cls: "legend-\(cls)", fill: color, opacity: "0.85", stroke: "#555555")
      }
      canvas.text(text, x: x + 16, y: y - 2, size: Self.labelSize, cls: "label")
      x += itemWidth
    }
    return y + 6
  }

  /// The class and colour of a bar over the content.
  static func style(of kind: SystemBar.Kind) -> (String, String) {
    switch kind {
    case .navigationBar: return ("navigation-bar", "#9b59b6")
    case .tabBar: return ("tab-bar", "#16a085")
    case .keyboard: return ("keyboard", "#34495e")
    case .statusBar, .homeIndicator: return ("safe-area", "#8c8c8c")
    }
  }

  static func style(of kind: ElementKind) -> (String, String) {
    switch kind {
    case .tableHeader: return ("table-header", "#4a90d9")
    case .tableFooter: return ("table-footer", "#7ed321")
    case .row: return ("row", "#ffffff")
    case .sectionHeader: return ("section-header", "#f5a623")
    case .sectionFooter: return ("section-footer", "#f8e71c")
    case .swiftUI(let name):
      if name == "navigation bar" { return ("navigation-bar", "#9b59b6") }
      return name == "header" ? ("header", "#4a90d9") : ("item", "#ffffff")
    case .view: return ("view", "#4a90d9")
    case .refreshControl: return ("refresh-control", "#bd10e0")
    }
  }

  func n(_ value: CGFloat) -> String { Canvas.n(value) }
}

/// SVG text accumulated element by element, indented by nesting.
struct Canvas {
  let idPrefix: String
  var body = ""
  var depth = 1

  init(idPrefix: String) { self.idPrefix = idPrefix }

  static func n(_ value: CGFloat) -> String { value.isFinite ? value.compactDescription : "0" }

  private var indent: String { String(repeating: "  ", count: depth) }

  mutating func open(translate origin: CGPoint) {
    body += indent + "<g transform=\"translate(\(Self.n(origin.x)) \(Self.n(origin.y)))\">\n"
    depth += 1
  }

  mutating func close() {
    depth -= 1
    body += indent + "</g>\n"
  }

  mutating func clip(_ box: CGRect, id: String) {
    body += indent + "<clipPath id=\"\(idPrefix)\(id)\"><rect x=\"0\" y=\"0\" width=\"\(Self.n(box.width))\" "
      + "height=\"\(Self.n(box.height))\"/></clipPath>\n"
    body += indent + "<g clip-path=\"url(#\(idPrefix)\(id))\">\n"
    depth += 1
  }

  mutating func unclip() { close() }

  mutating func rect(
    _ frame: CGRect, cls: String, fill: String, opacity: String? = nil, stroke: String? = nil,
    strokeWidth: String = "0.5"
  ) {
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
    body += indent + "<rect class=\"\(cls)\" x=\"\(Self.n(frame.minX))\" y=\"\(Self.n(frame.minY))\" "
      + "width=\"\(Self.n(max(0, frame.width)))\" height=\"\(Self.n(max(0, frame.height)))\" fill=\"\(fill)\""
    if let opacity { body += " fill-opacity=\"\(opacity)\"" }
    if let stroke { body += " stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"" }
    body += "/>\n"
  }

  mutating func text(
    _ text: String, x: CGFloat, y: CGFloat, size: CGFloat, cls: String, fill: String? = nil, weight: String? = nil
  ) {
    body += indent + "<text class=\"\(cls)\" x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" font-size=\"\(Self.n(size))\""
    if let fill { body += " fill=\"\(fill)\"" }
    if let weight { body += " font-weight=\"\(weight)\"" }
    body += ">\(XMLEscaping.escaped(text))</text>\n"
  }

  mutating func line(from start: CGPoint, to end: CGPoint, stroke: String, width: String = "0.75", arrow: Bool = false) {
    body += indent + "<line x1=\"\(Self.n(start.x))\" y1=\"\(Self.n(start.y))\" x2=\"\(Self.n(end.x))\" "
      + "y2=\"\(Self.n(end.y))\" stroke=\"\(stroke)\" stroke-width=\"\(width)\""
    if arrow { body += " marker-end=\"url(#\(idPrefix)arrow)\"" }
    body += "/>\n"
  }

  /// The finger: a dot where it started and an arrow to where it went.
  mutating func finger(from start: CGPoint, to end: CGPoint, radius: CGFloat) {
    body += indent + "<g class=\"finger\">"
    body += "<circle cx=\"\(Self.n(start.x))\" cy=\"\(Self.n(start.y))\" r=\"\(Self.n(radius))\" fill=\"#0b5cd5\" "
      + "fill-opacity=\"0.5\"/>"
    body += "<line x1=\"\(Self.n(start.x))\" y1=\"\(Self.n(start.y))\" x2=\"\(Self.n(end.x))\" y2=\"\(Self.n(end.y))\" "
      + "stroke=\"#0b5cd5\" stroke-width=\"2\" marker-end=\"url(#\(idPrefix)arrow)\"/></g>\n"
  }
}
