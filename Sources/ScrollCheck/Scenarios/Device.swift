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

  /// The screen in the given orientation: the portrait size turned, or, for an iPad window,
  /// the share of the screen it takes in landscape.
  public func screen(landscape: Bool) -> Screen {
    guard landscape else {
      return Screen(size: CGSize(width: width, height: height), scale: scale, safeAreaInsets: portraitSafeArea)
    }
    let size = model?.landscapeSize ?? CGSize(width: height, height: width)
    return Screen(size: size, scale: scale, safeAreaInsets: landscapeSafeArea)
  }

  /// The screen it starts on.
  public var initialScreen: Screen { screen(landscape: startsInLandscape) }

  /// The real devices scenarios draw from (`DeviceModel.catalog`), portrait, `.automatic`.
  public static let catalog: [Device] = DeviceModel.catalog.map(\.device)

  /// The catalogue model with this geometry, if any.
  public var model: DeviceModel? { DeviceModel.model(of: self) }

  /// "iPhone 12, 13, 14, portrait: 390x844 @3x, safe area top 47 bottom 34, .automatic"
  public var plainDescription: String {
    let screen = initialScreen
    let safe = screen.safeAreaInsets
    var text = model.map { $0.name + ", " } ?? "unlisted device, "
    text += startsInLandscape ? "landscape" : "portrait"
    text += ": \(screen.size.width.compactDescription)x\(screen.size.height.compactDescription)"
      + " @\(scale.compactDescription)x"
    text += ", safe area top \(safe.top.compactDescription) bottom \(safe.bottom.compactDescription)"
    if safe.left != 0 || safe.right != 0 {
      text += " sides \(safe.left.compactDescription)/\(safe.right.compactDescription)"
    }
    text += ", contentInsetAdjustmentBehavior .\(adjustment.rawValue)"
    return text
  }
}
