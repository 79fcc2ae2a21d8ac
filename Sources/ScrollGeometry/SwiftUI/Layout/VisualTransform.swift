/// The rendering transform of `scaleEffect` and `offset`: a uniform scale then a translation,
/// mapping layout positions to where they are drawn (U9).
struct VisualTransform: Equatable {
  var scale: CGFloat = 1
  var translation = CGPoint.zero

  static let identity = VisualTransform()

  /// Where `point` is drawn.
  func apply(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x * scale + translation.x, y: point.y * scale + translation.y)
  }

  /// Where `rect` is drawn.
  func apply(_ rect: CGRect) -> CGRect {
    let origin = apply(rect.origin)
    return CGRect(x: origin.x, y: origin.y, width: rect.width * scale, height: rect.height * scale)
  }

  /// This transform after scaling the content by `factor` around `anchor` (layout coordinates).
  func scaled(by factor: CGFloat, around anchor: CGPoint) -> VisualTransform {
    // self(anchor + factor (p - anchor)) = scale factor p + scale anchor (1 - factor) + t
    VisualTransform(
      scale: scale * factor,
      translation: CGPoint(
        x: translation.x + scale * anchor.x * (1 - factor),
        y: translation.y + scale * anchor.y * (1 - factor)))
  }

  /// This transform after moving the content by `offset`.
  func translated(by offset: CGSize) -> VisualTransform {
    VisualTransform(
      scale: scale,
      translation: CGPoint(x: translation.x + scale * offset.width, y: translation.y + scale * offset.height))
  }
}
