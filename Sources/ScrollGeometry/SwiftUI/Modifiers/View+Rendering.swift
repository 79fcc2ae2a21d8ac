extension View {
  /// Draws `background` behind the view, in the view's layout frame.
  public func background<Background: View>(_ background: Background) -> ModifiedView {
    ModifiedView(self, "background") { child, context in
      ViewNode(.background(context.resolve(background, at: "background"), child: child))
    }
  }

  /// Rounds the corners (no effect on frames in this model).
  public func cornerRadius(_ radius: CGFloat) -> ModifiedView {
    ModifiedView(self, "cornerRadius") { ViewNode(.passthrough(child: $0)) }
  }

  /// Adds a shadow (no effect on frames in this model).
  public func shadow(radius: CGFloat) -> ModifiedView {
    ModifiedView(self, "shadow") { ViewNode(.passthrough(child: $0)) }
  }

  /// Sets a foreground colour (no effect on frames).
  public func foregroundColor(_ color: Color?) -> ModifiedView {
    ModifiedView(self, "foregroundColor") { ViewNode(.passthrough(child: $0)) }
  }
}
