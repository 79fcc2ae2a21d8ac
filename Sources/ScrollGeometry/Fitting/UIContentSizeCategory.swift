/// The user's preferred text size (Dynamic Type): UIKit's twelve content size categories,
/// smallest first, with the body text style's point size at each (W35).
///
/// Every world starts at `.large`, the system default. SwiftUI's `DynamicTypeSize` has the
/// same twelve sizes in the same order.
///
///     UIContentSizeCategory.extraExtraExtraLarge.bodyPointSize   // 23
///     UIFont.preferredFont(forTextStyle: .body, compatibleWith: .accessibilityMedium).pointSize  // 28
public enum UIContentSizeCategory: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// The system default.
  public static let `default` = UIContentSizeCategory.large

  /// The body style's point size at this category (Apple's Human Interface Guidelines,
  /// Typography, "Dynamic Type sizes": 14, 15, 16, 17, 19, 21, 23, then the accessibility
  /// sizes 28, 33, 40, 47, 53; W35).
  public var bodyPointSize: CGFloat {
    switch self {
    case .extraSmall: return 14
    case .small: return 15
    case .medium: return 16
    case .large: return 17
    case .extraLarge: return 19
    case .extraExtraLarge: return 21
    case .extraExtraExtraLarge: return 23
    case .accessibilityMedium: return 28
    case .accessibilityLarge: return 33
    case .accessibilityExtraLarge: return 40
    case .accessibilityExtraExtraLarge: return 47
    case .accessibilityExtraExtraExtraLarge: return 53
    }
  }

  /// The body size at this category over the body size at `.large`: the factor a text
  /// measured at the default size grows by (the shared measure of both worlds, W35).
  public var bodyScale: CGFloat { bodyPointSize / Self.default.bodyPointSize }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// "xxxLarge", "AX1": the short names of the Settings app's slider and Xcode's environment
  /// overrides.
  public var shortName: String {
    switch self {
    case .extraSmall: return "xSmall"
    case .small: return "Small"
    case .medium: return "Medium"
    case .large: return "Large"
    case .extraLarge: return "xLarge"
    case .extraExtraLarge: return "xxLarge"
    case .extraExtraExtraLarge: return "xxxLarge"
    case .accessibilityMedium: return "AX1"
    case .accessibilityLarge: return "AX2"
    case .accessibilityExtraLarge: return "AX3"
    case .accessibilityExtraExtraLarge: return "AX4"
    case .accessibilityExtraExtraExtraLarge: return "AX5"
    }
  }

  public var description: String { shortName }
}

extension UIContentSizeCategory: Comparable {
  public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
