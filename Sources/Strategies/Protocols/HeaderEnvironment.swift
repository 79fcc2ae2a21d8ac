import ScrollGeometry

/// What a declaration may depend on: the device the case runs on, in its current
/// orientation (a header whose height is its content plus the safe area, a taller header on
/// a regular-width screen).
public struct HeaderEnvironment: Hashable, Sendable {
  /// A size class, as `UIUserInterfaceSizeClass` names them.
  public enum SizeClass: String, Hashable, Sendable {
    case compact
    case regular
  }

  /// The screen's size in points, in the current orientation.
  public var screenSize: CGSize
  /// The safe-area insets of the current orientation.
  public var safeAreaInsets: UIEdgeInsets
  /// The horizontal size class (rule K2).
  public var horizontalSizeClass: SizeClass
  /// The vertical size class (rule K2).
  public var verticalSizeClass: SizeClass

  /// The environment of a screen or window: size classes as Apple's table gives them for
  /// iPhones and iPads (K2). A phone-sized window (shorter side at most 440 points) has
  /// regular width only in landscape on the large phones (shorter side at least 414: the
  /// Plus and Max models, the XR and 11); any other (an iPad screen, a Split View window, a
  /// form sheet) has regular width from 678 points (the 12.9-inch iPad's Split View half
  /// in landscape is the narrowest regular window). Compact height below 500 points
  /// (iPhones in landscape).
  public init(screen: Screen) {
    screenSize = screen.size
    safeAreaInsets = screen.safeAreaInsets
    let shorter = min(screen.size.width, screen.size.height)
    let isPhoneSized = shorter <= 440
    let isLandscape = screen.size.width > screen.size.height
    horizontalSizeClass =
      isPhoneSized
      ? (isLandscape && shorter >= 414 ? .regular : .compact)
      : (screen.size.width >= 678 ? .regular : .compact)
    verticalSizeClass = screen.size.height < 500 ? .compact : .regular
  }

  /// An iPhone 14 in portrait, for declarations asked outside a case (which invariants
  /// apply does not depend on the environment).
  public static let standard = HeaderEnvironment(
    screen: Screen(
      size: CGSize(width: 390, height: 844), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
}
