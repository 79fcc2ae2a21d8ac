/// The priority of a layout constraint, with UIKit's named levels (F7).
///
///     header.systemLayoutSizeFitting(
///       target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, CustomStringConvertible
{
  public var rawValue: Float

  /// Creates a priority with the given value (1 to 1000 in UIKit).
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority with the given value, as `UILayoutPriority(999)` does.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  public init(floatLiteral value: Float) { self.rawValue = value }

  /// A constraint that must be met: 1000.
  public static let required = UILayoutPriority(1000)
  /// The priority of a label's compression resistance: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of a label's content hugging: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The level at which a view wants to conform to the target size in a fitting
  /// computation: 50.
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public var description: String { "\(rawValue)" }
}
