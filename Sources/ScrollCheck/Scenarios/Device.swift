import ScrollGeometry

/// The device a scenario runs on: screen size in portrait, scale, safe areas for both
/// orientations, the orientation it starts in, and the scroll view's inset adjustment.
public struct Device: Hashable, Sendable, Codable {
  /// Width and height in points, portrait.
  public var width: CGFloat
  public var height: CGFloat
  /// Pixels per point: 2 or 3.
  public var scale: CGFloat
  /// Safe area in portrait.
  public var portraitSafeArea: UIEdgeInsets
  /// Safe area in landscape.
  public var landscapeSafeArea: UIEdgeInsets
  /// Whether it starts in landscape.
  public var startsInLandscape: Bool
  /// The scroll view's `contentInsetAdjustmentBehavior` (for strategies that leave it alone).
  public var adjustment: UIScrollView.ContentInsetAdjustmentBehavior

  /// Creates a device; it starts in portrait with `.automatic` adjustment unless told otherwise.
  public init(
    width: CGFloat, height: CGFloat, scale: CGFloat, portraitSafeArea: UIEdgeInsets,
    landscapeSafeArea: UIEdgeInsets, startsInLandscape: Bool = false,
    adjustment: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.startsInLandscape = startsInLandscape
    self.adjustment = adjustment
  }

  /// The screen in the given orientation.
  public func screen(landscape: Bool) -> Screen {
    landscape
      ? Screen(size: CGSize(width: height, height: width), scale: scale, safeAreaInsets: landscapeSafeArea)
      : Screen(size: CGSize(width: width, height: height), scale: scale, safeAreaInsets: portraitSafeArea)
  }

  /// The screen it starts on.
  public var initialScreen: Screen { screen(landscape: startsInLandscape) }

  /// The named real devices scenarios draw from, portrait sizes.
  public static let catalog: [Device] = [
    phone(320, 568, scale: 2, top: 20, bottom: 0, side: 0),  // iPhone SE (1st)
    phone(375, 667, scale: 2, top: 20, bottom: 0, side: 0),  // iPhone 8
    phone(390, 844, scale: 3, top: 47, bottom: 34, side: 47),  // iPhone 14
    phone(393, 852, scale: 3, top: 59, bottom: 34, side: 59),  // iPhone 15
    phone(430, 932, scale: 3, top: 59, bottom: 34, side: 59),  // iPhone 15 Pro Max
    Device(
      width: 820, height: 1180, scale: 2,
      portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),  // iPad Air
  ]

  static func phone(
    _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat, side: CGFloat
  ) -> Device {
    Device(
      width: width, height: height, scale: scale,
      portraitSafeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: side, bottom: bottom > 0 ? 21 : 0, right: side))
  }

  /// "390x844 @3x portrait, safe area top 47 bottom 34, .automatic"
  public var plainDescription: String {
    let screen = initialScreen
    let safe = screen.safeAreaInsets
    var text = "\(width.compactDescription)x\(height.compactDescription) @\(scale.compactDescription)x "
    text += startsInLandscape ? "landscape" : "portrait"
    text += ", safe area top \(safe.top.compactDescription) bottom \(safe.bottom.compactDescription)"
    if safe.left != 0 || safe.right != 0 {
      text += " sides \(safe.left.compactDescription)/\(safe.right.compactDescription)"
    }
    text += ", contentInsetAdjustmentBehavior .\(adjustment.rawValue)"
    return text
  }
}
