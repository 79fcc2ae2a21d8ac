import Testing
@testable import ScrollGeometry

@Suite struct LazyStackLayoutTests {
  @Test func u4SpacingSeparatesEveryRowIncludingHeaderAndSections() throws {
    struct Stack: View {
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 10) {
            Section { ForEach(0..<2) { _ in Color.gray.frame(height: 60) } } header: {
              Color.red.frame(height: 40)
            }
            Section { Color.gray.frame(height: 60) } footer: { Color.red.frame(height: 20) }
          }
          .padding(.horizontal, 12)
          .padding(.top, 30)
        }
      }
    }
    let host = try Phone.host(Stack(), safeArea: .zero)
    let frames = ["header", "item 0", "item 1", "item 1.0", "footer 1"].map {
      host.element(named: $0)?.contentFrame ?? .null
    }
    let expected = [
      CGRect(x: 12, y: 30, width: 366, height: 40),
      CGRect(x: 12, y: 80, width: 366, height: 60),
      CGRect(x: 12, y: 150, width: 366, height: 60),
      CGRect(x: 12, y: 220, width: 366, height: 60),
      CGRect(x: 12, y: 290, width: 366, height: 20),
    ]
    for (frame, wanted) in zip(frames, expected) { #expect(close(frame, wanted)) }
    #expect(close(host.contentSize.height, 310))
  }

  @Test func u7DefaultPaddingIsAParameter() throws {
    let host = try HostingScrollView(
      rootView: SeedStretchyHeaderView(), frame: Phone.frame, safeAreaInsets: .zero,
      defaultPadding: 20)
    let item = try #require(host.element(named: "item 0"))
    #expect(close(item.contentFrame, CGRect(x: 20, y: 20 + 200 + 8, width: 350, height: 60)))
  }

  @Test func u4OnlyOnScreenRowsAreReported() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    let names = host.elementFrames().map(\.kind.description)
    // 844 - 63 - 208 visible below the header: rows 0...8 (row 8 starts at 224 + 544 = 768 < 797).
    #expect(names.contains("item 8"))
    #expect(!names.contains("item 12"))
    #expect(names.count < 15)
  }

  @Test func u6FlexibleFrameFillsTheWidthAndHonoursMinHeight() {
    let environment = LayoutEnvironment(defaultPadding: 16)
    let item = ViewNode(
      .flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: 60), alignment: .center, child: ViewNode(.text("Item 1"))))
    #expect(item.size(proposed: ProposedSize(width: 358, height: nil), environment) == CGSize(width: 358, height: 60))
    let tall = ViewNode(.flexibleFrame(FlexibleFrame(minHeight: 10), alignment: .center, child: ViewNode(.text("Item 1"))))
    #expect(tall.size(proposed: ProposedSize(width: 358, height: nil), environment).height == 22)
  }
}

@Suite struct ZeroHeightRowTests {
  /// A row of no height is on screen where its top is, its edges included, to a millionth of
  /// a point (a pin line computed as a sum may land a rounding off the visible top).
  @Test func aZeroHeightRowTouchesTheVisibleRectWithinARounding() {
    let visible = CGRect(x: 0, y: 80.00000000000001, width: 320, height: 568)
    #expect(Renderer.touches(80, visible))
    #expect(Renderer.touches(visible.maxY, visible))
    #expect(!Renderer.touches(79.99, visible))
    #expect(!Renderer.touches(visible.maxY + 0.01, visible))
  }
}
