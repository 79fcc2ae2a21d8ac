/// The effects a `visualEffect` closure applies, as SwiftUI's `VisualEffect`: they change
/// where the view is drawn, never its layout (U20).
public protocol VisualEffect {
  /// The effects as the engine applies them.
  var _chain: VisualEffectChain { get }
}

/// What `visualEffect`'s closure receives and returns: a list of drawing effects, applied
/// from the innermost (the first called) outwards, as modifiers are (U9, U20).
public struct VisualEffectChain: VisualEffect {
  enum Step {
    case scale(CGFloat, CGFloat, UnitPoint)
    case offset(CGSize)
  }
  var steps: [Step] = []

  public var _chain: VisualEffectChain { self }

  /// Scales the drawing around `anchor` (U9).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> VisualEffectChain {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Scales the drawing by different factors on each axis around `anchor` (U9).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> VisualEffectChain {
    VisualEffectChain(steps: steps + [.scale(x, y, anchor)])
  }

  /// Moves the drawing (U9).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> VisualEffectChain {
    offset(CGSize(width: x, height: y))
  }

  /// Moves the drawing (U9).
  public func offset(_ offset: CGSize) -> VisualEffectChain {
    VisualEffectChain(steps: steps + [.offset(offset)])
  }

  /// Changes the opacity (no effect on frames).
  public func opacity(_ opacity: Double) -> VisualEffectChain { self }

  /// Blurs the drawing (no effect on frames).
  public func blur(radius: CGFloat) -> VisualEffectChain { self }

  /// Changes the brightness (no effect on frames).
  public func brightness(_ amount: Double) -> VisualEffectChain { self }
}

/// The effect a `visualEffect` closure starts from: no effect.
public typealias EmptyVisualEffect = VisualEffectChain

extension View {
  /// Applies drawing effects computed from the view's own geometry, as iOS 17's
  /// `visualEffect(_:)`: the proxy describes the view's layout frame where it is drawn by its
  /// ancestors (before these effects); layout does not change (U20).
  ///
  ///     .visualEffect { content, proxy in
  ///       content.offset(y: -min(0, proxy.frame(in: .scrollView).minY))
  ///     }
  public func visualEffect<Effect: VisualEffect>(
    _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> Effect
  ) -> ModifiedView {
    ModifiedView(self, "visualEffect") {
      ViewNode(.visualEffect({ effect(EmptyVisualEffect(), $0)._chain }, child: $0))
    }
  }
}
