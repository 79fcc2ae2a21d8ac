extension View {
  /// Pads every edge by the default padding (16 points unless the host says otherwise, U7).
  public func padding() -> ModifiedView { padding(.all, nil) }

  /// Pads every edge by `length`.
  public func padding(_ length: CGFloat) -> ModifiedView { padding(.all, length) }

  /// Pads the given edges by `length`, or by the default padding when `length` is nil.
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedView {
    let spec = PaddingSpec(
      top: edges.contains(.top) ? .some(length) : .none,
      leading: edges.contains(.leading) ? .some(length) : .none,
      bottom: edges.contains(.bottom) ? .some(length) : .none,
      trailing: edges.contains(.trailing) ? .some(length) : .none)
    return ModifiedView(self, "padding") { ViewNode(.padding(spec, child: $0)) }
  }

  /// Pads each edge by its own length.
  public func padding(_ insets: EdgeInsets) -> ModifiedView {
    let spec = PaddingSpec(
      top: .some(insets.top), leading: .some(insets.leading), bottom: .some(insets.bottom),
      trailing: .some(insets.trailing))
    return ModifiedView(self, "padding") { ViewNode(.padding(spec, child: $0)) }
  }
}
