/// Where a `LazyVStack` puts its children, in its own coordinates, before pinning (U4, U5).
///
/// Sections are flattened into rows (header, items, footer); bare children between sections
/// form a section of their own without header or footer. Consecutive rows are `spacing`
/// apart, also between a header and its first item and between sections.
struct LazyStackLayout {
  enum Role: Equatable {
    case header
    case item(Int)
    case footer
  }

  struct Row {
    var section: Int
    var role: Role
    var node: ViewNode
    /// The row's layout frame in the stack's coordinates.
    var frame: CGRect
  }

  struct SectionSpan {
    /// The rows of the section, as indices into `rows`.
    var rows: Range<Int>
    /// The top of its first row and the bottom of its last, in the stack's coordinates.
    var minY: CGFloat
    var maxY: CGFloat
  }

  var rows: [Row] = []
  var sections: [SectionSpan] = []
  var width: CGFloat = 0
  var height: CGFloat = 0
  /// For each row, the lowest bottom edge of it and every row before it in its section, and
  /// the highest top edge of it and every row after it in its section, in the stack's
  /// coordinates: a walk of the rows on screen finds by these, in a binary search, the items
  /// that lie wholly above or below the visible area (P3). Rows overlap only with a negative
  /// spacing; the bounds hold whatever the spacing.
  private var highestBottomUpToHere: [CGFloat] = []
  private var lowestTopFromHere: [CGFloat] = []

  init(
    children: [ViewNode], width offered: CGFloat?, spacing: CGFloat, sectionSpacing: CGFloat = 0,
    _ environment: LayoutEnvironment
  ) {
    var pending: [(role: Role, node: ViewNode)] = []
    var grouped: [[(role: Role, node: ViewNode)]] = []
    func flushBare() {
      if !pending.isEmpty { grouped.append(pending) }
      pending = []
    }
    for child in children {
      if case .section(let header, let content, let footer) = child.kind {
        flushBare()
        var section: [(role: Role, node: ViewNode)] = []
        if let header { section.append((.header, header)) }
        for (index, node) in content.enumerated() { section.append((.item(index), node)) }
        if let footer { section.append((.footer, footer)) }
        grouped.append(section)
      } else {
        pending.append((.item(pending.count), child))
      }
    }
    flushBare()

    let offer = ProposedSize(width: offered, height: nil)
    var sizes: [[CGSize]] = []
    var widest: CGFloat = 0
    for section in grouped {
      let measured = section.map { $0.node.size(proposed: offer, environment) }
      widest = measured.reduce(widest) { Swift.max($0, $1.width) }
      sizes.append(measured)
    }
    width = offered ?? widest
    var y: CGFloat = 0
    for (sectionIndex, section) in grouped.enumerated() {
      y += sectionSpacing
      let first = rows.count
      let top = rows.isEmpty ? y : y + spacing
      for (rowIndex, entry) in section.enumerated() {
        if !rows.isEmpty { y += spacing }
        let size = sizes[sectionIndex][rowIndex]
        rows.append(
          Row(
            section: sectionIndex, role: entry.role, node: entry.node,
            frame: CGRect(x: (width - size.width) / 2, y: y, width: size.width, height: size.height)))
        y += size.height
      }
      sections.append(SectionSpan(rows: first..<rows.count, minY: section.isEmpty ? y : top, maxY: y))
    }
    height = y
    highestBottomUpToHere = rows.map(\.frame.maxY)
    lowestTopFromHere = rows.map(\.frame.minY)
    for span in sections {
      for index in span.rows.dropFirst() {
        highestBottomUpToHere[index] = Swift.max(highestBottomUpToHere[index], highestBottomUpToHere[index - 1])
      }
      for index in span.rows.dropLast().reversed() {
        lowestTopFromHere[index] = Swift.min(lowestTopFromHere[index], lowestTopFromHere[index + 1])
      }
    }
  }

  /// The items of a section that may be drawn in `visible` when the stack's top is at
  /// `stackTop` (P3): every item of the section but those whose bottom edge lies more than a
  /// point above the visible top, or whose top edge lies more than a point below its bottom
  /// (with the rows before or after them): such an item neither overlaps the visible area nor,
  /// at zero height, lies inside it. The margin of a point keeps rounding out of the choice.
  /// Headers and footers (which pin) are not items.
  func visibleItems(of span: SectionSpan, stackTop: CGFloat, visible: CGRect) -> Range<Int> {
    var first = span.rows.lowerBound
    var end = span.rows.upperBound
    if first < end, rows[first].role == .header { first += 1 }
    if first < end, rows[end - 1].role == .footer { end -= 1 }
    guard first < end else { return first..<first }
    let top = visible.minY - stackTop - 1
    let bottom = visible.maxY - stackTop + 1
    // The first item from which some row up to it reaches below the visible top.
    var low = first
    var high = end
    while low < high {
      let middle = (low + high) / 2
      if highestBottomUpToHere[middle] < top { low = middle + 1 } else { high = middle }
    }
    let start = low
    // The first item from which every row lies below the visible bottom.
    high = end
    while low < high {
      let middle = (low + high) / 2
      if lowestTopFromHere[middle] > bottom { high = middle } else { low = middle + 1 }
    }
    return start..<low
  }
}

extension LazyStackNode {
  /// The stack's layout at a width, computed once per body evaluation, width and layout
  /// environment (the environment is part of the key since the body is kept across frames,
  /// P6: a container-relative row follows the container's size).
  func layout(width: CGFloat?, _ environment: LayoutEnvironment) -> LazyStackLayout {
    let key = width ?? -1
    if let cachedLayout, cachedLayout.width == key, cachedLayout.environment == environment {
      return cachedLayout.layout
    }
    let layout = LazyStackLayout(
      children: children, width: width, spacing: spacing ?? environment.defaultSpacing,
      sectionSpacing: sectionSpacing, environment)
    cachedLayout = (key, environment, layout)
    return layout
  }
}
