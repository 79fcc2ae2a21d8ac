extension View {
  /// Names this view's coordinate space. On a `ScrollView` (or outside it) the name
  /// designates the scroll view's space (U8).
  public func coordinateSpace(name: String) -> ModifiedView {
    ModifiedView(self, "coordinateSpace") { ViewNode(.coordinateSpace(name: name, child: $0)) }
  }

  /// Sets whether scroll views inside bounce when their content is not taller than them (U2).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior) -> ModifiedView {
    ModifiedView(self, "scrollBounceBehavior") {
      ViewNode(.bounceBehavior(behavior, child: $0))
    }
  }
}
