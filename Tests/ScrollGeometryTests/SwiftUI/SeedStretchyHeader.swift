import ScrollGeometry

/// Seed 001 ported against the model, line for line (the published recipe).
struct SeedStretchyHeaderView: View {
  @State private var scrollOffset: CGFloat = 0

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
        Section {
          ForEach(0...100) { index in
            Text("Item \(index)")
              .frame(maxWidth: .infinity, minHeight: 60)
              .background(Color.white)
              .cornerRadius(8)
              .shadow(radius: 2)
          }
        } header: {
          GeometryReader { geo in
            Image("picture")
              .resizable()
              .scaledToFill()
              .frame(height: max(200, 200 - scrollOffset))
              .scaleEffect(max(1, 1 + scrollOffset / 200))
              .clipped()
              .onChange(of: geo.frame(in: .global).minY) { newValue in
                scrollOffset = newValue > 0 ? newValue : 0
              }
          }
          .frame(height: 200)
        }
      }
      .padding()
    }
  }
}

/// An iPhone 14 portrait: 390 x 844, status bar 47, home indicator 34.
enum Phone {
  static let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  /// One pixel at scale 3: the tolerance of every comparison.
  static let pixel = PixelGrid.pixel(scale: 3)

  static func host(_ view: some View, frame: CGRect = frame, safeArea: UIEdgeInsets = safeArea)
    throws -> HostingScrollView
  {
    let host = try HostingScrollView(rootView: view, frame: frame, safeAreaInsets: safeArea)
    host.recorder = TraceRecorder()
    return host
  }
}


/// Collects what a `GeometryReader` reads, for tests.
final class GeometryLog {
  var proxies: [GeometryProxy] = []
  var last: GeometryProxy? { proxies.last }
}
