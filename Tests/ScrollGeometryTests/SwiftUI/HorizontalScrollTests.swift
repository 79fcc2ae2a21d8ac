import Testing
@testable import ScrollGeometry

/// U49, U50: horizontal stacks and horizontal scroll views inside the tree (a carousel in a
/// header, a row of chips above the list).
@Suite struct HorizontalScrollTests {
  final class Log { var lines: [String] = [] }

  /// Three pages 200 points wide in a carousel as wide as the screen, at the top of the
  /// hosted scroll view's content.
  struct Carousel: View {
    var lazy = false
    var log: Log?
    var padding: CGFloat = 0
    var relative = false

    func page(_ index: Int) -> ModifiedView {
      Color.gray
        .frame(width: relative ? nil : 200, height: 120)
        .containerRelativeFrame(relative ? .horizontal : [])
        .onAppear { log?.lines.append("appear \(index)") }
    }

    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) {
          ScrollView(.horizontal) {
            if lazy {
              LazyHStack(spacing: 0) { ForEach(0..<3) { page($0) } }
            } else {
              HStack(spacing: 0) { ForEach(0..<3) { page($0) } }
            }
          }
          .padding(.horizontal, padding)
          .scrollCheckHeader()
          Color.gray.frame(height: 2000)
        }
      }
    }
  }

  @Test func u49AnHStackSharesItsWidthAsAVStackSharesItsHeight() throws {
    struct Row: View {
      var body: some View {
        ScrollView {
          HStack(spacing: 10) {
            Color.gray.scrollCheckElement("left")
            Text("abc").scrollCheckElement("text")
            Color.gray.scrollCheckElement("right")
          }
          .frame(width: 300, height: 50)
        }
      }
    }
    let host = try Phone.host(Row())
    // The text (27 points at 9 a character) is the least flexible: it takes its width; the
    // colours share the rest, 300 - 27 - 20, equally.
    let text = try #require(host.element(named: "text")).contentFrame
    let left = try #require(host.element(named: "left")).contentFrame
    let right = try #require(host.element(named: "right")).contentFrame
    #expect(close(text.width, 27))
    #expect(close(left.width, (300 - 27 - 20) / 2) && close(right.width, left.width))
    #expect(close(text.minX, left.maxX + 10) && close(right.minX, text.maxX + 10))
    #expect(close(left.minX, 45))  // the 300-point frame centred in 390
    // Vertically centred in the 50-point height; the text is one 22-point line.
    #expect(close(text.height, 22) && close(text.midY, left.midY))
  }

  @Test func u50AHorizontalScrollViewIsAsWideAsOfferedAsTallAsItsContentAndClipsIt() throws {
    let host = try Phone.host(Carousel())
    let header = try #require(host.element(named: "header"))
    // 390 wide (offered), 120 high (its content's height, not the 2000 offered below it).
    #expect(close(header.contentFrame, CGRect(x: 0, y: 0, width: 390, height: 120)))
    // The pages run to 600 points, but what the header draws stops at the scroll view's
    // trailing edge: nothing spills past the screen.
    #expect(close(header.screenFrame.minX, 0) && close(header.screenFrame.maxX, 390))
    // The hosted scroll view's content starts below: 120 + 2000.
    #expect(close(host.contentSize.height, 2120))
  }

  @Test func u50ScrollClipDisabledLetsTheContentDrawPastTheBounds() throws {
    struct Unclipped: View {
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) {
            ScrollView(.horizontal) {
              HStack(spacing: 0) { ForEach(0..<3) { _ in Color.gray.frame(width: 200, height: 120) } }
            }
            .scrollClipDisabled()
            .scrollCheckHeader()
          }
        }
      }
    }
    let header = try #require(try Phone.host(Unclipped()).element(named: "header"))
    #expect(close(header.screenFrame.maxX, 600))
  }

  @Test func u50ContainerRelativeFramesMeasureTheNestedScrollView() throws {
    let host = try Phone.host(Carousel(padding: 20, relative: true))
    let header = try #require(host.element(named: "header"))
    // The carousel is 350 wide; each page is as wide as it, so the first fills it exactly.
    #expect(close(header.contentFrame.width, 390))
    #expect(close(header.screenFrame.minX, 20) && close(header.screenFrame.maxX, 370))
  }

  @Test func u49ALazyHStackBuildsOnlyThePagesInsideTheScrollView() throws {
    let lazy = Log()
    _ = try Phone.host(Carousel(lazy: true, log: lazy))
    // Pages at 0 and 200 are within the 390 points; the one at 400 is not.
    #expect(lazy.lines == ["appear 0", "appear 1"])
    let eager = Log()
    _ = try Phone.host(Carousel(lazy: false, log: eager))
    #expect(eager.lines == ["appear 0", "appear 1", "appear 2"])
  }

  @Test func u50TheScrollViewSpaceInsideIsTheNestedScrollViews() throws {
    final class Box { var frames: [CGRect] = []; var vertical: [CGRect] = []; var horizontal: [CGRect] = [] }
    struct Reading: View {
      let box: Box
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) {
            Color.gray.frame(height: 100)
            ScrollView(.horizontal) {
              HStack(spacing: 0) {
                Color.gray.frame(width: 200, height: 80)
                GeometryReader { proxy in
                  let _ = box.frames.append(proxy.frame(in: .scrollView))
                  let _ = box.vertical.append(proxy.frame(in: .scrollView(axis: .vertical)))
                  let _ = box.horizontal.append(proxy.frame(in: .scrollView(axis: .horizontal)))
                  Color.gray
                }
                .frame(width: 200, height: 80)
              }
            }
          }
        }
      }
    }
    let box = Box()
    let host = try Phone.host(Reading(box: box))
    // The second page, 200 points from the carousel's leading edge, at its top (the carousel
    // itself is 100 points below the content's top).
    let last = try #require(box.frames.last)
    #expect(close(last, CGRect(x: 200, y: 0, width: 200, height: 80)))
    #expect(close(try #require(box.horizontal.last), last))
    // `.scrollView(axis: .vertical)` is the hosted scroll view's space: the carousel starts
    // 100 points into its content.
    #expect(close(try #require(box.vertical.last), CGRect(x: 200, y: 100, width: 200, height: 80)))
    #expect(close(host.contentSize.height, 180))
  }

  @Test func u50AHorizontalScrollViewAboveTheListIsNotTheHostedOne() throws {
    struct Chips: View {
      var body: some View {
        VStack(spacing: 0) {
          ScrollView(.horizontal) {
            HStack(spacing: 8) { ForEach(0..<10) { _ in Text("chip").padding(8) } }
          }
          .scrollCheckElement("chips")
          ScrollView { Color.gray.frame(height: 3000) }
        }
      }
    }
    let host = try Phone.host(Chips())
    let chips = try #require(host.element(named: "chips"))
    // The chips' row is as tall as a padded line (22 + 16) under the status bar; the hosted,
    // vertical scroll view takes the rest of the screen below it.
    #expect(close(host.frame.minY, 47 + 38))
    // What the row draws (its texts, 8 points in) is above the hosted scroll view (element
    // frames are in its coordinates) and stops at the screen's trailing edge.
    #expect(close(chips.screenFrame, CGRect(x: 8, y: 8 - 38, width: 382, height: 22)))
    #expect(close(host.contentSize.height, 3000))
  }

  /// A view whose only scroll view is horizontal has nothing the model can host: an error
  /// that says so, not an empty layout.
  @Test func u50AViewWithOnlyAHorizontalScrollViewIsAnError() {
    struct Chips: View {
      var body: some View {
        ScrollView(.horizontal) { HStack { ForEach(0..<5) { _ in Text("chip") } } }
      }
    }
    #expect {
      _ = try Phone.host(Chips())
    } throws: { error in
      "\(error)".contains("a horizontal ScrollView is laid out, never hosted")
    }
  }

  /// Review r13: a lazy stack builds by layout frame; an offset drawn on it moves no page in
  /// or out (U9, U48).
  @Test func u49ALazyHStackCullsByLayoutNotByEffects() throws {
    struct Shifted: View {
      let log: Log
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) {
            ScrollView(.horizontal) {
              LazyHStack(spacing: 0) {
                ForEach(0..<3) { index in
                  Color.gray.frame(width: 200, height: 120).onAppear { log.lines.append("appear \(index)") }
                }
              }
              .offset(x: -400)
            }
            Color.gray.frame(height: 2000)
          }
        }
      }
    }
    let log = Log()
    _ = try Phone.host(Shifted(log: log))
    #expect(log.lines == ["appear 0", "appear 1"])
  }

  /// U51: offered a height, a lazy stack is that tall (`fills`) and clips nothing itself; a
  /// scroll view around it is as tall as it. Under `hugs` it is its tallest child's height.
  @Test func u49ALazyHStackFillsTheHeightItIsOffered() throws {
    struct Framed: View {
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) {
            Color.clear.frame(height: 100)
              .overlay(alignment: .bottom) {
                ScrollView(.horizontal) {
                  LazyHStack(spacing: 0) { Color.gray.frame(width: 390, height: 160) }
                }
                .scrollCheckElement("carousel")
              }
            Color.gray.frame(height: 2000)
          }
        }
      }
    }
    let fills = try #require(try Phone.host(Framed()).element(named: "carousel"))
    // 100 tall (the overlay's offer); the 160-point page, centred, is cut to it.
    #expect(close(fills.screenFrame.height, 100))
    try EngineAssumptions.$current.withValue(EngineAssumptions(["U51=hugs"])) {
      let hugs = try #require(try Phone.host(Framed()).element(named: "carousel"))
      #expect(close(hugs.screenFrame.height, 160))
    }
  }

  /// Review r13: offered no width, `.frame(maxWidth: .infinity)` offers none either (it has no
  /// ideal width), so an `HStack` inside still lays its text out on one line.
  @Test func u49AFlexibleFrameWithoutAnIdealWidthStillOffersNoWidth() throws {
    struct Row: View {
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) {
            ScrollView(.horizontal) {
              HStack(spacing: 0) {
                Text("abcdef").scrollCheckElement("text")
                Color.gray
              }
              .frame(maxWidth: .infinity)
            }
          }
        }
      }
    }
    let text = try #require(try Phone.host(Row()).element(named: "text"))
    #expect(close(text.screenFrame.width, 54) && close(text.screenFrame.height, 22))
  }
}
