import Testing
@testable import ScrollGeometry

/// P3: a lazy stack's walk skips only items off screen, and a row drawn again from what it drew
/// is drawn where a fresh walk draws it.
@Suite struct RowDrawingTests {
  /// A stack of sections with headers, footers, rows of 0 to 130 points and bare rows.
  static func children() -> [ViewNode] {
    func row(_ height: CGFloat) -> ViewNode {
      ViewNode(.fixedFrame(width: nil, height: height, alignment: .center, child: ViewNode(.fill)))
    }
    var children: [ViewNode] = []
    for section in 0..<4 {
      let rows = (0..<(section * 9 + 3)).map { row(CGFloat(($0 * 37 + section * 11) % 131)) }
      children.append(ViewNode(.section(
        header: section == 1 ? nil : row(30), content: rows, footer: section == 2 ? nil : row(20))))
      children.append(row(CGFloat(section * 25)))
    }
    return children
  }

  @Test(arguments: [CGFloat(8), 0, -12])
  func p3TheWalkLeavesOutOnlyItemsOffScreen(spacing: CGFloat) {
    let layout = LazyStackLayout(
      children: Self.children(), width: 390, spacing: spacing, LayoutEnvironment(defaultPadding: 16))
    var leftOut = 0
    for stackTop in [CGFloat(0), 16.3, -40] {
      for top in stride(from: CGFloat(-300), through: layout.height + 300, by: 23.7) {
        for height in [CGFloat(0), 1, 100, 844] {
          let visible = CGRect(x: 0, y: top, width: 390, height: height)
          for span in layout.sections {
            let items = layout.visibleItems(of: span, stackTop: stackTop, visible: visible)
            for index in span.rows where layout.rows[index].role != .header && layout.rows[index].role != .footer {
              let frame = layout.rows[index].frame.offsetBy(dx: 0, dy: stackTop)
              let drawn = frame.intersects(visible) || (frame.height == 0 && visible.contains(frame.origin))
              if drawn { #expect(items.contains(index), "item \(index) at \(frame) in \(visible)") }
              if !items.contains(index) { leftOut += 1 }
            }
            #expect(items.isEmpty || span.rows.contains(items.lowerBound) && items.upperBound <= span.rows.upperBound)
          }
        }
      }
    }
    #expect(leftOut > 0)
  }

  @Test func p3OnlyRowsThatOnlyDrawAreDrawnAgain() {
    let text = ViewNode(.text("Item 1"))
    let row = ViewNode(.padding(
      PaddingSpec(top: nil, leading: .some(nil), bottom: nil, trailing: .some(nil)),
      child: ViewNode(.background(
        ViewNode(.fill), alignment: .center,
        child: ViewNode(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: 60), alignment: .center, child: text))))))
    #expect(row.onlyDraws)
    #expect(ViewNode(.vStack(spacing: nil, alignment: .center, [text, ViewNode(.image(intrinsic: .zero, resizable: true))])).onlyDraws)
    let reader = ViewNode(.geometryReader(path: "r", content: { _, _ in text }))
    #expect(!reader.onlyDraws)
    #expect(!ViewNode(.background(reader, alignment: .center, child: text)).onlyDraws)
    #expect(!ViewNode(.element(name: "header", child: text)).onlyDraws)
    #expect(!ViewNode(.visualEffect({ _ in VisualEffectChain() }, child: text)).onlyDraws)
  }

  struct Rows: View {
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
          Section {
            ForEach(0..<60) { index in
              Text("Item \(index)")
                .frame(maxWidth: .infinity, minHeight: CGFloat(40 + index % 7 * 9))
                .background(Color.white)
                .padding(.horizontal)
            }
          } header: {
            GeometryReader { proxy in
              Color.red.frame(height: Swift.max(100, 100 + proxy.frame(in: .global).minY - 47))
            }
            .frame(height: 100)
            .scrollCheckHeader()
          }
        }
      }
    }
  }

  @Test func p3ARowDrawnAgainIsWhereAFreshWalkDrawsIt() throws {
    let host = try Phone.host(Rows())
    for y in stride(from: CGFloat(-120), through: 2600, by: 97) {
      host.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      let fresh = try Phone.host(Rows())
      fresh.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      #expect(host.elementFrames() == fresh.elementFrames(), "at \(y)")
    }
    // A new width moves every row: nothing drawn at the old one is drawn again.
    let landscape = CGSize(width: 844, height: 390)
    let insets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    try host.changeSize(to: landscape, safeAreaInsets: insets)
    host.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
    let fresh = try Phone.host(Rows(), frame: CGRect(origin: .zero, size: landscape), safeArea: insets)
    fresh.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
    #expect(host.elementFrames() == fresh.elementFrames())
    #expect(host.elementFrames().contains { $0.kind == .swiftUI(name: "item 12") })
  }
}
