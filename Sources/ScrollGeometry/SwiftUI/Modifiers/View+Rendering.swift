extension View {
  /// Draws `background` behind the view, offered the view's size and placed by `alignment`
  /// in its layout frame (U6).
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> ModifiedView
  {
    ModifiedView(self, "background") { child, context in
      ViewNode(.background(context.resolve(background, at: "background"), alignment: alignment, child: child))
    }
  }

  /// Draws `content` behind the view (the iOS 15 form), placed by `alignment` (U6).
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> ModifiedView {
    background(content(), alignment: alignment)
  }

  /// Draws `overlay` in front of the view, offered the view's size and placed by `alignment`
  /// in its layout frame; the view's size is unchanged (U6).
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedView {
    ModifiedView(self, "overlay") { child, context in
      ViewNode(.overlay(context.resolve(overlay, at: "overlay"), alignment: alignment, child: child))
    }
  }

  /// Draws `content` in front of the view (the iOS 15 form), placed by `alignment` (U6).
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> ModifiedView {
    overlay(content(), alignment: alignment)
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

  /// Sets a foreground style (no effect on frames).
  public func foregroundStyle(_ color: Color) -> ModifiedView {
    ModifiedView(self, "foregroundStyle") { ViewNode(.passthrough(child: $0)) }
  }

  /// Sets the opacity (no effect on frames; a view at opacity 0 is still laid out).
  public func opacity(_ opacity: Double) -> ModifiedView {
    ModifiedView(self, "opacity") { ViewNode(.passthrough(child: $0)) }
  }

  /// Sets a font (no effect on the model's text metrics, U6).
  public func font(_ font: Font?) -> ModifiedView {
    ModifiedView(self, "font") { ViewNode(.passthrough(child: $0)) }
  }

  /// Gives the view an identity (no effect on geometry).
  public func id<ID: Hashable>(_ id: ID) -> ModifiedView {
    ModifiedView(self, "id") { ViewNode(.passthrough(child: $0)) }
  }
}

/// A font, accepted for porting (the model measures every `Text` alike, U6).
public struct Font: Hashable, Sendable {
  let name: String
  /// The large title style.
  public static let largeTitle = Font(name: "largeTitle")
  /// The title style.
  public static let title = Font(name: "title")
  /// The headline style.
  public static let headline = Font(name: "headline")
  /// The body style.
  public static let body = Font(name: "body")
  /// The caption style.
  public static let caption = Font(name: "caption")
}
