import ScrollGeometry

/// `swiftui-sticky-header.published`: seed 001 as published, line for line.
public struct SwiftUIStickyHeaderPublished: StickyHeaderStrategy {
  public init() {}
  public let id = "swiftui-sticky-header.published"
  public let summary = "seed 001 as published: global minY through onChange, frame, scaleEffect, clipped"
  /// Recorded from `scrollcheck run --count 150` with seeds 101, 202 and 303 (the
  /// shortest token of each violation found).
  public let knownViolations: [KnownViolation] = [
    KnownViolation(
      "bounces-back",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsbqytpovxggzltfvrgcy3lacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaabuacadiaeaaaaaanqbaa4ajaaaa-a0544f4a",
      clearedBy: ["U11=two"]),
    KnownViolation(
      "no-gap",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsay3tpfvtwc4aaqapabibvaamab4abaaaaaaaaaaaaaaaaaaaaaaaaaaanaaqa2abaaaaaadmaiahaciaaa-a2497e89"),
    KnownViolation(
      "no-hysteresis",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsbu3tpfvuhs43umvzgk43jomaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaagqaianaaqaaaaabwaeadqbeaacaaaayaq-61fedcb6",
      clearedBy: ["U11=two"]),
    KnownViolation(
      "round-trip",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsbi4tpovxgilluojuxaaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaadiaeagqaiaaaaaa3acabyasaaaa-e983709a",
      clearedBy: ["U11=two"]),
    KnownViolation(
      "pinned",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsay4djnzxgkzaaqapabibvaamab4abaaaaaaaaaaaaaaaaaaaaaaaaaaanaaqa2abaaaacaaaaecqasacabwaeadqbeaaa-702dcd1e"),
    KnownViolation(
      "rest-identity",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsbu4tfon2c22lemvxhi2lupeaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaagqaianaaqaaaaabwaeadqbeaaa-7878fe94"),
    KnownViolation(
      "stretches",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsbe43uojsxiy3imvzqbaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaaaaaa2ababuacaaaaaagyaqaoaeqaaa-4abd7cd3"),
    KnownViolation(
      "full-width",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsbiztvnrwc253jmr2gqaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaadiaeagqaiaaaaaa3acabyasaaaa-b300138f"),
    // Round 8: the same pairs, found by the search under U11=two (where the tokens above hold);
    // these show under every modelled alternative (the header's scale effect at rest).
    KnownViolation(
      "bounces-back",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsbqytpovxggzltfvrgcy3lacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaeaabuacadiaeaaaaaanqbaa4ajaaaa-77b6cf12"),
    KnownViolation(
      "no-hysteresis",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsbu3tpfvuhs43umvzgk43jomaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaqaagqaianaaqaaaaabwaeadqbeaacaaaayaq-fa8d3662"),
    KnownViolation(
      "round-trip",
      token: "sc1-hzzxo2lgor2wslltoruwg23zfvugkylemvzc44dvmjwgs43imvsbi4tpovxgilluojuxaaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaiaadiaeagqaiaaaaaa3acabyasaaaa-3e61f0c2"),
  ]

  /// The seed's base height is the constant 200, and its stack's spacing is 8.
  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .swiftUIHeader, minimumHeight: 200, maximumHeight: 200, stretches: true,
      spacingBelowHeader: 8)
  }

  public func makeView(itemCount: Int, baseHeight: CGFloat) -> StretchyHeaderView {
    StretchyHeaderView(itemCount: itemCount)
  }
}

/// Seed 001's `StretchyHeaderView`, ported line for line (each comment quotes the seed).
/// The scenario's item count replaces the seed's `0...100`.
public struct StretchyHeaderView: View {  // struct StretchyHeaderView: View {
  @State private var scrollOffset: CGFloat = 0  // @State private var scrollOffset: CGFloat = 0
  let itemCount: Int

  public var body: some View {  // var body: some View {
    ScrollView {  // ScrollView {
      LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {  // LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
        Section {  // Section {
          ForEach(0..<itemCount) { index in  // ForEach(0...100) { index in
            Text("Item \(index)")  // Text("Item \(index)")
              .frame(maxWidth: .infinity, minHeight: 60)  // .frame(maxWidth: .infinity, minHeight: 60)
              .background(Color.white)  // .background(Color.white)
              .cornerRadius(8)  // .cornerRadius(8)
              .shadow(radius: 2)  // .shadow(radius: 2)
          }
        } header: {  // } header: {
          GeometryReader { geo in  // GeometryReader { geo in
            Image("picture")  // Image("picture")
              .resizable()  // .resizable()
              .scaledToFill()  // .scaledToFill()
              .frame(height: max(200, 200 - scrollOffset))  // .frame(height: max(200, 200 - scrollOffset))
              .scaleEffect(max(1, 1 + scrollOffset / 200))  // .scaleEffect(max(1, 1 + scrollOffset / 200))
              .clipped()  // .clipped()
              .onChange(of: geo.frame(in: .global).minY) { newValue in  // .onChange(of: geo.frame(in: .global).minY) { newValue in
                scrollOffset = newValue > 0 ? newValue : 0  // scrollOffset = newValue > 0 ? newValue : 0
              }
          }
          .frame(height: 200)  // .frame(height: 200)
        }
      }
      .padding()  // .padding()
    }
  }
}
