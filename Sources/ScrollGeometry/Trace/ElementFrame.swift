/// What an on-screen element is: the table's header and footer, a row, a section's header
/// or footer, or a named SwiftUI view.
public enum ElementKind: Hashable, Sendable, CustomStringConvertible {
  /// The table's `tableHeaderView`.
  case tableHeader
  /// The table's `tableFooterView`.
  case tableFooter
  /// The row at an index path.
  case row(section: Int, row: Int)
  /// A section's header.
  case sectionHeader(section: Int)
  /// A section's footer.
  case sectionFooter(section: Int)
  /// A SwiftUI view, named by the stack that lays it out (`"header"`, `"item 3"`, ...).
  case swiftUI(name: String)
  /// A UIKit view of the hierarchy, observed by name (V2): a named view inside the scroll
  /// view, or the view a declaration names as the header wherever it is.
  case view(name: String)
  /// The scroll view's refresh control (`UIRefreshControl`), W43.
  case refreshControl

  public var description: String {
    switch self {
    case .tableHeader: return "table header"
    case .tableFooter: return "table footer"
    case .row(let section, let row): return "row \(section).\(row)"
    case .sectionHeader(let section): return "section \(section) header"
    case .sectionFooter(let section): return "section \(section) footer"
    case .swiftUI(let name): return name
    case .view(let name): return name
    case .refreshControl: return "refresh control"
    }
  }
}

/// Where one element is, in the scroll view's content coordinates and on screen.
public struct ElementFrame: Hashable, Sendable {
  /// What the element is.
  public var kind: ElementKind
  /// The layout frame in content coordinates (UIKit's `view.frame` inside the scroll view,
  /// SwiftUI's layout frame in the scroll content).
  public var contentFrame: CGRect
  /// What a person sees, in the scroll view's own coordinates (its top-left corner at
  /// zero): the content frame moved by the offset, then any visual effect applied
  /// (`scaleEffect`, `offset`) and clipping (`clipped`).
  public var screenFrame: CGRect
  /// The visual scale applied around the centre (`scaleEffect`); 1 for UIKit views.
  public var scale: CGFloat
  /// Where it is drawn in the z-order: an element with a larger value is drawn over one with
  /// a smaller value where they overlap (Z1 to Z5, `DrawingOrder`).
  public var zIndex: Int
  /// Whether it is drawn away from its natural place because it floats (a plain table's
  /// section header or footer pinned to an edge, a SwiftUI pinned header).
  public var isPinned: Bool
  /// The lines of text the element's labels lay out, for pictures; recorded only when the
  /// trace recorder asks for text (`TraceRecorder.recordsText`), empty otherwise.
  public var textLines: [TextLine]
  /// Whether the element is an app's view that draws nothing (`UIView.drawsNothing`, C34):
  /// a blank spacer, whose frame a comparison of drawn states leaves out. Rows, section
  /// headers and footers, the refresh control and SwiftUI views always draw.
  public var drawsNothing: Bool

  /// Creates an element frame; the scale is 1 unless a visual effect scales it, and it is
  /// drawn at the content's level, in its natural place, unless told otherwise.
  public init(
    kind: ElementKind, contentFrame: CGRect, screenFrame: CGRect, scale: CGFloat = 1,
    zIndex: Int = DrawingOrder.content, isPinned: Bool = false, textLines: [TextLine] = [],
    drawsNothing: Bool = false
  ) {
    self.kind = kind
    self.contentFrame = contentFrame
    self.screenFrame = screenFrame
    self.scale = scale
    self.zIndex = zIndex
    self.isPinned = isPinned
    self.textLines = textLines
    self.drawsNothing = drawsNothing
  }
}

extension ElementFrame {
  /// Whether this is a bar drawn over the scroll view (Z3), SwiftUI's navigation bar: the
  /// invariants count it with the status bar and bars, not as a view over the content.
  public var isBar: Bool { zIndex >= DrawingOrder.bars }
}

/// One line of a label's text where the label lays it out, in the scroll view's own
/// (screen) coordinates, and whether it shows in full.
public struct TextLine: Hashable, Sendable {
  /// The line's text; a truncated last line ends in `…`, as UIKit's tail truncation shows it.
  public var text: String
  /// Where the line is laid out (the label's left edge, one line height tall).
  public var frame: CGRect
  /// Whether the line lies outside its label's frame or its header's bounds, so that it is
  /// cut off on screen (F11, F12).
  public var isClipped: Bool
  /// Whether the line was cut short because the label allows fewer lines (F4).
  public var isTruncated: Bool

  /// Creates a line of text.
  public init(text: String, frame: CGRect, isClipped: Bool = false, isTruncated: Bool = false) {
    self.text = text
    self.frame = frame
    self.isClipped = isClipped
    self.isTruncated = isTruncated
  }
}
