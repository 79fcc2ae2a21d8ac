/// A view whose size Auto Layout can derive from its own constraints.
///
/// `UIView.systemLayoutSizeFitting` dispatches to it; a table asks its header for a
/// `HeaderFitObservation` through it.
public protocol SelfSizingView: UIView {
  /// The size the view's constraints give it for `targetSize` at the given priorities,
  /// rounded to the pixel grid; the view's frame does not change (F6).
  func fittingSize(
    for targetSize: CGSize, horizontalPriority: UILayoutPriority,
    verticalPriority: UILayoutPriority
  ) -> CGSize

  /// The self-sizing facts of the view at `width` (F12).
  func fitObservation(atWidth width: CGFloat) -> HeaderFitObservation
}

extension UIView {
  /// The target size that asks for the smallest size the constraints allow: (0, 0).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// Returns the size of the view that optimally satisfies its constraints and is as close
  /// to `targetSize` as the fitting priorities allow; the view's size does not change (F6).
  ///
  /// A view without a fitting layout has nothing that constrains its size, so it takes the
  /// target size, never negative (F8).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    if let selfSizing = asSelfSizing {
      return selfSizing.fittingSize(
        for: targetSize, horizontalPriority: horizontalFittingPriority,
        verticalPriority: verticalFittingPriority)
    }
    return CGSize(width: AxisFitting.sanitized(targetSize.width),
                  height: AxisFitting.sanitized(targetSize.height))
  }

  /// Returns the size closest to `targetSize` at `fittingSizeLevel` on both axes (F6).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }
}
