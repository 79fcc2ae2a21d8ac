import ScrollGeometry

/// `swiftui-sticky-header.fixed`: a header pinned at the top that stretches when pulled.
///
/// What it changes from seed 001, each for a violation the suite found there:
/// - it reads the header's position in the scroll view's own space (`.scrollView`), not in
///   `.global`, which includes the status bar and the padding: the seed's header is
///   stretched at rest;
/// - it computes the stretch in the reader's body from the proxy, with no `@State` and no
///   `onChange`, so the state at rest depends only on where the view rests (in `.scrollView`
///   space the initial value is 0, so a `@State` set from `onChange` would do as well there:
///   the seed's trouble with `onChange` missing its initial value came from `.global`);
/// - it grows the frame by the pull and moves it up by as much (`frame` + `offset`) instead
///   of `scaleEffect`, which scales around the centre and so leaves a gap above the header;
/// - it offsets the header back to the top when a short section would push it off (the
///   stack pins a section header only while its section is on screen);
/// - it pads the items, not the stack, so the header spans the width;
/// - it gives the image the reader's width and clips it to its frame: a `scaledToFill` image
///   in a frame of fixed height is as wide as its aspect ratio makes it, spills past the
///   screen's sides and over the status bar and the rows (`full-width`).
///
/// One modelled alternative breaks it (round 6): while a `refreshable` view refreshes, it
/// still reads `.scrollView`, and under `U34=content` (the default) SwiftUI's layout leaves
/// the spinner's band out, so the content reads 60 points lower: the header takes the band
/// for a pull and stretches over the spinner, at rest (`rest-identity`) and while scrolled up
/// (`pinned`). Both are recorded and depend on `U34=content`. `.modern` reads
/// `onScrollGeometryChange`, whose insets include the band, and holds under both.
public struct SwiftUIStickyHeaderFixed: StickyHeaderStrategy {
  public init() {}
  public let id = "swiftui-sticky-header.fixed"
  public let summary = "stretch read in the scroll view's space, frame grown and offset up, items padded"
  /// Recorded from the default run, seed 2, with SwiftUI refresh generated (round 6); both
  /// depend on `U34=content`.
  public let knownViolations: [KnownViolation] = [
    KnownViolation(
      "rest-identity",
      token: "sc1-gzzxo2lgor2wslltoruwg23zfvugkylemvzc4ztjpbswigtsmvzxilljmrsw45djor4qbaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaaaaaa2ababuacaaaaaagyaqanqbaaaiaabxauaibhqaqc-568aa377",
      clearedBy: ["U34=space"]),
    KnownViolation(
      "pinned",
      token: "sc1-gzzxo2lgor2wslltoruwg23zfvugkylemvzc4ztjpbswiddqnfxg4zleacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaabuacadiaeaaaaiaaaaqkaciaiagyaqaoaeqaajsae6acai-738d02e5",
      clearedBy: ["U34=space"]),
    // (Round 14) The same stretch over the spinner's band, judged by `refresh-visible`:
    // depends on U34=content and on SwiftUI's content being drawn over the control (Z4=atBack).
    KnownViolation(
      "refresh-visible",
      token: "sc1-gzzxo2lgor2wslltoruwg23zfvugkylemvzc4ztjpbswihtsmvthezltnawxm2ltnfrgyziaqapabibvaamab4abaaaaaaaaaaaaaaaaaaaaaaaaaaanaaqa2abaaaaaadmaiahaciaaaatyaiba-9222de94",
      clearedBy: ["U34=space", "Z4=added"]),
  ]

  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .swiftUIHeader, minimumHeight: proposal.maximum, maximumHeight: proposal.maximum,
      stretches: true, spacingBelowHeader: 8)
  }

  public func makeView(itemCount: Int, baseHeight: CGFloat) -> FixedStretchyHeaderView {
    FixedStretchyHeaderView(itemCount: itemCount, baseHeight: baseHeight)
  }
}

/// The fixed view.
public struct FixedStretchyHeaderView: View {
  let itemCount: Int
  let baseHeight: CGFloat

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
          GeometryReader { geo in
            // Where the pinned header is, relative to the top of the scroll view's visible
            // area: above 0 when pulled down, below 0 when its section pushes it up.
            let minY = geo.frame(in: .scrollView).minY
            Image("picture")
              .resizable()
              .scaledToFill()
              .frame(width: geo.size.width, height: baseHeight + max(0, minY))
              .clipped()
              .offset(y: -minY)
          }
          .frame(height: baseHeight)
        }
      }
    }
  }
}
