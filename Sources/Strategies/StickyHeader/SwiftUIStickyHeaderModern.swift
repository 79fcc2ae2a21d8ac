import ScrollGeometry

/// `swiftui-sticky-header.modern`: the stretchy, sticky header as people write it with the
/// iOS 17 and 18 APIs, and the worked example a SwiftUI user starts from.
///
/// - `onScrollGeometryChange` reads how far the content is pulled past its top
///   (`contentOffset.y + contentInsets.top`, 0 at rest whatever the safe area) into `@State`;
///   SwiftUI runs the action in the same update, so the frame drawn already shows it;
/// - the header keeps its base height in the layout (`Color.clear.frame(height:)`), and an
///   `overlay(alignment: .bottom)` draws the image taller by the pull, growing upwards;
/// - the image is `containerRelativeFrame(.horizontal)` wide and `clipped()`: a
///   `scaledToFill` image keeps its aspect ratio and would otherwise spill past the sides;
/// - a `visualEffect` moves the header back down when its section pushes the pinned header
///   up (the stack pins a header only while its section is on screen; with the header and
///   its items in one section, that happens when the header is taller than the visible area
///   or the content is rubber-banded past its bottom);
/// - `scrollCheckHeader()` names the header for the invariants; the items are padded, not
///   the stack, so the header spans the width.
public struct SwiftUIStickyHeaderModern: StickyHeaderStrategy {
  public init() {}
  public let id = "swiftui-sticky-header.modern"
  public let summary = "iOS 17/18: onScrollGeometryChange, overlay image clipped to the container, visualEffect"
  public let knownViolations: [KnownViolation] = []
  /// It reads the scroll geometry's insets, which include a refresh's band under either
  /// U34 alternative (round 6): a run searches `U34=space` too.
  public let alsoHoldsUnder = ["U34=space"]

  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .swiftUIHeader, minimumHeight: proposal.maximum, maximumHeight: proposal.maximum,
      stretches: true, spacingBelowHeader: 8)
  }

  public func makeView(itemCount: Int, baseHeight: CGFloat) -> ModernStretchyHeaderView {
    ModernStretchyHeaderView(itemCount: itemCount, baseHeight: baseHeight)
  }
}

/// The modern view: compiles unchanged against SwiftUI on iOS 18.
public struct ModernStretchyHeaderView: View {
  let itemCount: Int
  let baseHeight: CGFloat
  /// How far the content is pulled down past its top.
  @State private var pull: CGFloat = 0

  public var body: some View {
    ScrollView {
      LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
        Section {
          ForEach(0..<itemCount) { index in
            Text("Item \(index)")
              .frame(maxWidth: .infinity, minHeight: 60)
              .background(Color.white)
              .padding(.horizontal)
          }
        } header: {
          Color.clear
            .frame(height: baseHeight)
            .overlay(alignment: .bottom) {
              Image("picture")
                .resizable()
                .scaledToFill()
                .containerRelativeFrame(.horizontal)
                .frame(height: baseHeight + pull)
                .clipped()
            }
            .visualEffect { content, proxy in
              content.offset(y: max(0, -proxy.frame(in: .scrollView).minY))
            }
            .scrollCheckHeader()
        }
      }
    }
    .onScrollGeometryChange(for: CGFloat.self) { geometry in
      geometry.contentOffset.y + geometry.contentInsets.top
    } action: { _, scrolled in
      pull = max(0, -scrolled)
    }
  }
}
