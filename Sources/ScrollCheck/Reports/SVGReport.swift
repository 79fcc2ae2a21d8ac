import ScrollGeometry

/// Draws one finding as an SVG picture: the view before and after the failing step side by
/// side, with its safe area, header, rows, section headers and footers, and the offending
/// gaps or overlaps marked in red.
///
/// Frames come from `Observation.elements[].screenFrame` (the scroll view's own coordinates),
/// clipped to the view as a person sees it; numbers are written with `compactDescription`, so
/// equal findings give byte-identical pictures.
public struct SVGReport {
  /// The finding to draw.
  public var finding: Finding

  /// Creates a picture of `finding`.
  public init(_ finding: Finding) { self.finding = finding }

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

  private static let margin: CGFloat = 24
  private static let gap: CGFloat = 48
  private static let titleHeight: CGFloat = 56
  private static let captionHeight: CGFloat = 40

  /// The SVG document, ending with a newline.
  public func render() -> String {
    let e = XMLEscaping.escaped
    var panels: [(title: String, observation: Observation?, showsMarks: Bool)] = []
    if let before = finding.before { panels.append(("before", before, false)) }
    if let after = finding.after { panels.append(("after", after, true)) }
    if panels.isEmpty { panels.append(("no observation recorded", nil, true)) }

    let sizes = panels.map { panel -> CGSize in
      panel.observation?.bounds.size ?? CGSize(width: 200, height: 200)
    }
    var width = Self.margin * 2 + Self.gap * CGFloat(panels.count - 1)
    for size in sizes { width += size.width }
    width = max(width, 360)
    let height =
      Self.margin * 2 + Self.titleHeight + Self.captionHeight + (sizes.map(\.height).max() ?? 0)

    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
      + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
    svg += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    svg +=
      "  <text x=\"\(n(Self.margin))\" y=\"\(n(Self.margin + 14))\" font-size=\"14\" font-weight=\"bold\">"
      + "\(e(finding.strategyID)) violates \(e(finding.invariantID))</text>\n"
    svg +=
      "  <text x=\"\(n(Self.margin))\" y=\"\(n(Self.margin + 32))\" font-size=\"11\">"
      + "step \(finding.failingStep): \(e(finding.failingStepDescription))</text>\n"
    svg +=
      "  <text x=\"\(n(Self.margin))\" y=\"\(n(Self.margin + 48))\" font-size=\"11\" fill=\"#d0021b\">"
      + "\(e(finding.message))</text>\n"

    var x = Self.margin
    let top = Self.margin + Self.titleHeight
    for (index, panel) in panels.enumerated() {
      svg += drawPanel(
        panel.title, panel.observation, marks: panel.showsMarks ? finding.marks : [],
        size: sizes[index], at: CGPoint(x: x, y: top), clipID: "view\(index)")
      x += sizes[index].width + Self.gap
    }
    svg += "</svg>\n"
    return svg
  }

  private func drawPanel(
    _ title: String, _ observation: Observation?, marks: [CGRect], size: CGSize, at origin: CGPoint,
    clipID: String
  ) -> String {
    let e = XMLEscaping.escaped
    var svg = "  <g transform=\"translate(\(n(origin.x)) \(n(origin.y)))\">\n"
    svg +=
      "    <clipPath id=\"\(clipID)\"><rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" "
      + "height=\"\(n(size.height))\"/></clipPath>\n"
    svg +=
      "    <rect class=\"view\" x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
      + "fill=\"#f4f4f4\"/>\n"
    svg += "    <g clip-path=\"url(#\(clipID))\">\n"
    if let observation {
      let safe = observation.safeAreaInsets
      if safe.top > 0 {
        svg += rect(CGRect(x: 0, y: 0, width: size.width, height: safe.top), cls: "safe-area", fill: "#c8c8c8", opacity: "0.5")
      }
      if safe.bottom > 0 {
        svg += rect(
          CGRect(x: 0, y: size.height - safe.bottom, width: size.width, height: safe.bottom),
          cls: "safe-area", fill: "#c8c8c8", opacity: "0.5")
      }
      for element in observation.elements {
        let (cls, fill) = Self.style(of: element.kind)
        svg += rect(element.screenFrame, cls: cls, fill: fill, opacity: "0.8", stroke: "#555555")
        let frame = element.screenFrame
        if frame.height >= 14 && frame.width >= 40 {
          svg +=
            "      <text x=\"\(n(frame.minX + 4))\" y=\"\(n(frame.minY + 12))\" font-size=\"10\">"
            + "\(e(element.kind.description))</text>\n"
        }
      }
    }
    for mark in marks {
      svg += rect(mark, cls: "mark", fill: "#ff0000", opacity: "0.45", stroke: "#d0021b")
    }
    svg += "    </g>\n"
    svg +=
      "    <rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" fill=\"none\" "
      + "stroke=\"#000000\" stroke-width=\"1\"/>\n"
    var caption = title
    if let observation {
      caption +=
        ": step \(observation.step), \(observation.cause.description), "
        + "offset y \(n(observation.contentOffset.y))"
    }
    svg +=
      "    <text x=\"0\" y=\"\(n(size.height + 18))\" font-size=\"11\">\(e(caption))</text>\n"
    svg += "  </g>\n"
    return svg
  }

  private func rect(
    _ frame: CGRect, cls: String, fill: String, opacity: String, stroke: String? = nil
  ) -> String {
    var svg =
      "      <rect class=\"\(cls)\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" "
      + "width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(fill)\" fill-opacity=\"\(opacity)\""
    if let stroke { svg += " stroke=\"\(stroke)\" stroke-width=\"0.5\"" }
    return svg + "/>\n"
  }

  private static func style(of kind: ElementKind) -> (String, String) {
    switch kind {
    case .tableHeader: return ("table-header", "#4a90d9")
    case .tableFooter: return ("table-footer", "#7ed321")
    case .row: return ("row", "#ffffff")
    case .sectionHeader: return ("section-header", "#f5a623")
    case .sectionFooter: return ("section-footer", "#f8e71c")
    case .swiftUI(let name): return name == "header" ? ("header", "#4a90d9") : ("item", "#ffffff")
    }
  }

  private func n(_ value: CGFloat) -> String { value.isFinite ? value.compactDescription : "0" }
}
