extension View {
  /// Names this view as the header a strategy's invariants judge, wherever it is in the tree:
  /// inside the scroll content, in a `ZStack` or `overlay` above the scroll view, in a
  /// `safeAreaInset` bar (U14). Without it, the header is the first section header of the
  /// scroll view's outermost lazy stack, as seed 001 writes it.
  ///
  ///     Image("picture").resizable().scaledToFill()
  ///       .frame(height: 240)
  ///       .scrollCheckHeader()
  public func scrollCheckHeader() -> ModifiedView { scrollCheckElement("header") }

  /// Reports this view as an element named `name` in every observation (U14).
  public func scrollCheckElement(_ name: String) -> ModifiedView {
    ModifiedView(self, "element") { ViewNode(.element(name: name, child: $0)) }
  }
}
