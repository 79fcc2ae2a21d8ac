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

  /// The environment of a screen: size classes as Apple's table gives them for iPhones and
  /// iPads (K2): regular width from 896 points (the large iPhones in landscape) or on a
  /// screen whose shorter side is at least 700 (iPads); compact height below 500 points
  /// (iPhones in landscape).
  public init(screen: Screen) {
    screenSize = screen.size
    safeAreaInsets = screen.safeAreaInsets
    let shorter = min(screen.size.width, screen.size.height)
    horizontalSizeClass = screen.size.width >= 896 || shorter >= 700 ? .regular : .compact
    verticalSizeClass = screen.size.height < 500 ? .compact : .regular
  }

  /// An iPhone 14 in portrait, for declarations asked outside a case (which invariants
  /// apply does not depend on the environment).
  public static let standard = HeaderEnvironment(
    screen: Screen(
      size: CGSize(width: 390, height: 844), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
}
