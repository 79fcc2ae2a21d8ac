/// How Auto Layout resolves one axis of a fitting computation, when the content hugs its
/// natural size at priority 250 and resists compression at 750, as a label does (F7).
///
/// The target size pulls at the fitting priority: it wins over hugging only above 250 and
/// over compression resistance only above 750; on a tie the content keeps its natural size.
/// Required constraints (padding, spacing, fixed heights) give a floor nothing can break.
///
///     AxisFitting.resolve(target: 0, priority: .fittingSizeLevel, natural: 120, minimum: 32)
///     // 120: the compressed fitting size is the natural size
public enum AxisFitting {
  /// A label's content-hugging priority, UIKit's default: 250.
  public static let contentHugging = UILayoutPriority.defaultLow
  /// A label's compression-resistance priority, UIKit's default: 750.
  public static let compressionResistance = UILayoutPriority.defaultHigh

  /// The size of the axis.
  ///
  /// - Parameters:
  ///   - target: The target size on this axis (sanitised: negative or not finite means 0).
  ///   - priority: The fitting priority of the target.
  ///   - natural: The size the content asks for at its intrinsic size.
  ///   - minimum: The size the required constraints alone allow (at most `natural`).
  /// - Returns: Never below `minimum`: a required target smaller than the required
  ///   constraints allow cannot be met, and the constraints win (F10).
  public static func resolve(
    target: CGFloat, priority: UILayoutPriority, natural: CGFloat, minimum: CGFloat
  ) -> CGFloat {
    let target = sanitized(target)
    let minimum = Swift.min(minimum, natural)
    if target >= natural { return priority > contentHugging ? target : natural }
    return priority > compressionResistance ? Swift.max(target, minimum) : natural
  }

  /// A size that is usable: negative values and values that are not finite become 0.
  static func sanitized(_ value: CGFloat) -> CGFloat {
    value.isFinite ? Swift.max(0, value) : 0
  }

  /// A screen scale that is usable: values that are not finite or not positive become 1.
  static func sanitized(scale: CGFloat) -> CGFloat {
    scale.isFinite && scale > 0 ? scale : 1
  }
}
