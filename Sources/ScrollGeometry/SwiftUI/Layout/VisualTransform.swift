/// The rendering transform of `scaleEffect`, `offset` and `visualEffect`: a scale on each axis
/// then a translation, mapping layout positions to where they are drawn (U9).
struct VisualTransform: Equatable {
  var scaleX: CGFloat = 1
  var scaleY: CGFloat = 1
  var translation = CGPoint.zero

  static let identity = VisualTransform()

  /// The scale reported for a drawn piece: the axis's factor farthest from 1.
  var scale: CGFloat { abs(scaleX - 1) >= abs(scaleY - 1) ? scaleX : scaleY }

  /// Where `point` is drawn.
  func apply(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x * scaleX + translation.x, y: point.y * scaleY + translation.y)
  }

  /// Where `rect` is drawn.
  func apply(_ rect: CGRect) -> CGRect {
    let origin = apply(rect.origin)
    return CGRect(x: origin.x, y: origin.y, width: rect.width * scaleX, height: rect.height * scaleY)
  }

  /// This transform after scaling the content by `factor` around `anchor` (layout coordinates).
  func scaled(by factor: CGFloat, around anchor: CGPoint) -> VisualTransform {
    scaled(x: factor, y: factor, around: anchor)
  }

  /// This transform after scaling the content by `x` and `y` around `anchor`.
  func scaled(x: CGFloat, y: CGFloat, around anchor: CGPoint) -> VisualTransform {
    // self(anchor + factor (p - anchor)) = scale factor p + scale anchor (1 - factor) + t
    VisualTransform(
      scaleX: scaleX * x, scaleY: scaleY * y,
      translation: CGPoint(
        x: translation.x + scaleX * anchor.x * (1 - x),
        y: translation.y + scaleY * anchor.y * (1 - y)))
  }

  /// This transform after moving the content by `offset`.
  func translated(by offset: CGSize) -> VisualTransform {
    VisualTransform(
      scaleX: scaleX, scaleY: scaleY,
      translation: CGPoint(x: translation.x + scaleX * offset.width, y: translation.y + scaleY * offset.height))
  }
}
