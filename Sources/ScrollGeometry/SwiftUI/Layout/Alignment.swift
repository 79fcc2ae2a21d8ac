/// Where a child sits in a frame, a stack or a layer, as SwiftUI's `Alignment`: a horizontal
/// and a vertical alignment (U6).
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the top edge.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The middle of the bottom edge.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The middle of the leading edge.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle of the trailing edge.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The top-leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top-trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom-leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom-trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// Where a child of `size` goes in `rect` (layout coordinates, top-left origin).
  func place(_ size: CGSize, in rect: CGRect) -> CGRect {
    let x: CGFloat
    switch horizontal {
    case .leading: x = rect.minX
    case .center: x = rect.midX - size.width / 2
    case .trailing: x = rect.maxX - size.width
    }
    let y: CGFloat
    switch vertical {
    case .top: y = rect.minY
    case .center: y = rect.midY - size.height / 2
    case .bottom: y = rect.maxY - size.height
    }
    return CGRect(x: x, y: y, width: size.width, height: size.height)
  }
}

/// A horizontal alignment, as SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Hashable, Sendable {
  /// A horizontal position: the leading edge, the centre or the trailing edge.
  case leading, center, trailing
}

/// A vertical alignment, as SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Hashable, Sendable {
  /// A vertical position: the top edge, the centre or the bottom edge.
  case top, center, bottom
}

/// How `aspectRatio(_:contentMode:)` sizes a view to its ratio, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable {
  /// The largest size of the ratio inside the space offered.
  case fit
  /// The smallest size of the ratio that covers the space offered.
  case fill
}
