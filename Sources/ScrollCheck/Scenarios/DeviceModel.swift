import ScrollGeometry

/// A real device (or an iPad window: Split View, a form sheet) as UIKit reports it: its name,
/// its size in points in portrait, scale, safe areas in both orientations, and where these
/// numbers come from. Scenarios run only on these (no invented sizes); the simplest, the
/// iPhone SE (1st generation), comes first, so shrinking moves toward it.
public struct DeviceModel: Hashable, Sendable {
  /// What a user calls it: "iPhone SE (1st generation)".
  public var name: String
  /// Width and height in points, portrait (for a window: as it starts).
  public var width: CGFloat
  public var height: CGFloat
  /// Pixels per point.
  public var scale: CGFloat
  /// Safe area in portrait (status bar, sensor housing, home indicator).
  public var portraitSafeArea: UIEdgeInsets
  /// Safe area in landscape.
  public var landscapeSafeArea: UIEdgeInsets
  /// The size after a rotation, when it is not the portrait size turned (an iPad window takes
  /// another share of the screen in the other orientation); nil for a whole screen.
  public var landscapeSize: CGSize?
  /// Where the numbers come from.
  public var source: String

  /// The scenario device for this model (portrait, `.automatic`).
  public var device: Device {
    Device(
      width: width, height: height, scale: scale, portraitSafeArea: portraitSafeArea,
      landscapeSafeArea: landscapeSafeArea)
  }

  /// Whether a device has this model's geometry.
  func matches(_ device: Device) -> Bool {
    device.width == width && device.height == height && device.scale == scale
      && device.portraitSafeArea == portraitSafeArea && device.landscapeSafeArea == landscapeSafeArea
  }

  /// The model with this geometry, if it is in the catalogue.
  public static func model(of device: Device) -> DeviceModel? {
    catalog.first { $0.matches(device) }
  }

  // MARK: Sources

  static let hig = "Apple HIG, Layout: device screen sizes and orientations (points, scale)"
  static let homeButtonSafeArea =
    "status bar 20 pt, hidden in landscape (useyourloaf.com, Supporting iPhone X)"
  static let notchSafeArea =
    "safe area as UIKit reports it: sensor housing on top and 34 pt home indicator in portrait, "
    + "the housing's inset on both sides and 21 pt at the bottom in landscape (useyourloaf.com, "
    + "Supporting iPhone X: 44/34, 44 sides; csl.cool iOS Layout Adaptation 2023: 59/34, 59 sides/21)"
  static let iPadSafeArea =
    "status bar in both orientations: 20 pt on Home-button iPads, 24 pt and a 20 pt home "
    + "indicator on the others (Apple HIG, Layout)"
  static let splitView =
    "Apple HIG, Layout: iPad multitasking window widths (Split View); a window spans the "
    + "screen's height, under the status bar and above the home indicator"

  // MARK: Catalogue

  /// Every model, the simplest first.
  public static let catalog: [DeviceModel] = [
    phone("iPhone SE (1st generation)", 320, 568, scale: 2, top: 20),
    phone("iPhone SE (2nd and 3rd generation), iPhone 8", 375, 667, scale: 2, top: 20),
    notched("iPhone 12, 13, 14", 390, 844, housing: 47),
    phone("iPhone 8 Plus", 414, 736, scale: 3, top: 20),
    notched("iPhone X, XS, 11 Pro", 375, 812, housing: 44),
    notched("iPhone 12 mini, 13 mini", 375, 812, housing: 50),
    notched("iPhone XR, 11", 414, 896, scale: 2, housing: 48),
    notched("iPhone 14 Pro, 15, 15 Pro, 16", 393, 852, housing: 59),
    notched("iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", 430, 932, housing: 59),
    notched("iPhone 16 Pro", 402, 874, housing: 62),
    notched("iPhone 16 Pro Max", 440, 956, housing: 62),
    pad("iPad (9th generation)", 810, 1080, top: 20, bottom: 0),
    pad("iPad mini (6th generation)", 744, 1133),
    pad("iPad Air (4th and 5th generation), iPad (10th generation)", 820, 1180),
    pad("iPad Pro 11-inch", 834, 1194),
    pad("iPad Pro 12.9-inch", 1024, 1366),
    window("iPad Pro 11-inch, Split View 1/3", 320, 1194, landscape: CGSize(width: 375, height: 834)),
    window("iPad Pro 11-inch, Split View 2/3", 504, 1194, landscape: CGSize(width: 790, height: 834)),
    window("iPad Pro 11-inch, Split View 1/2 (landscape)", 585, 834, landscape: CGSize(width: 585, height: 834)),
    window("iPad Pro 12.9-inch, Split View 1/3", 375, 1366, landscape: CGSize(width: 375, height: 1024)),
    window("iPad Pro 12.9-inch, Split View 1/2 (landscape)", 678, 1024, landscape: CGSize(width: 678, height: 1024)),
    DeviceModel(
      name: "iPad form sheet", width: 540, height: 620, scale: 2, portraitSafeArea: .zero,
      landscapeSafeArea: .zero, landscapeSize: CGSize(width: 540, height: 620),
      source: "UIModalPresentationStyle.formSheet's default content size, 540 x 620 pt, in both "
        + "orientations (community: widely reported; Apple documents only that it is smaller than the screen)"),
  ]

  static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat) -> DeviceModel {
    DeviceModel(
      name: name, width: width, height: height, scale: scale,
      portraitSafeArea: UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
      source: hig + "; " + homeButtonSafeArea)
  }

  static func notched(
    _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3, housing: CGFloat
  ) -> DeviceModel {
    DeviceModel(
      name: name, width: width, height: height, scale: scale,
      portraitSafeArea: UIEdgeInsets(top: housing, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: housing, bottom: 21, right: housing),
      source: hig + "; " + notchSafeArea)
  }

  static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat = 24, bottom: CGFloat = 20) -> DeviceModel {
    let safe = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    return DeviceModel(
      name: name, width: width, height: height, scale: 2, portraitSafeArea: safe, landscapeSafeArea: safe,
      source: hig + "; " + iPadSafeArea)
  }

  static func window(_ name: String, _ width: CGFloat, _ height: CGFloat, landscape: CGSize) -> DeviceModel {
    let safe = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return DeviceModel(
      name: name, width: width, height: height, scale: 2, portraitSafeArea: safe, landscapeSafeArea: safe,
      landscapeSize: landscape, source: splitView + "; " + iPadSafeArea)
  }
}
