import ScrollGeometry

/// A real device (or a window: iPad Split View and Slide Over, a form sheet, an iPhone page
/// sheet) as UIKit reports it: its name,
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
  /// another share of the screen in the other orientation; an iPhone page sheet is full screen
  /// at compact height); nil for a whole screen.
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
  /// The shape of a notched iPhone's safe area, with no number of its own: each housing cites
  /// its inset (`housing44` ...).
  static let notchSafeArea =
    "safe area as UIKit reports it: sensor housing on top and 34 pt home indicator in portrait, "
    + "the housing's inset on both sides and 21 pt at the bottom in landscape"
  /// iPhone X, XS, 11 Pro: 44 pt.
  static let housing44 =
    "44/34, 44 sides/21: useyourloaf.com, Supporting iPhone X (44 pt sides in landscape, 34 pt home "
    + "indicator); 21 pt landscape bottom: csl.cool iOS Layout Adaptation 2023 (community)"
  /// iPhone XS Max, 11 Pro Max: 44 pt.
  static let housing44Max =
    "44/34, 44 sides/21: qiita.com/usagimaru, iPhone Xのセーフエリア: XS Max 414x896 pt, safe area "
    + "414x818 portrait and 808x393 landscape (community-measured); pointfreeco/swift-snapshot-testing "
    + "ViewImageConfig.iPhoneXsMax has 44/34 but 24 pt at the bottom in landscape"
  /// iPhone 12, 13, 14 and 12 Pro Max, 13 Pro Max, 14 Plus: 47 pt.
  static let housing47 =
    "47/34, 47 sides/21: pointfreeco/swift-snapshot-testing ViewImageConfig.iPhone12 (390x844) and "
    + "iPhone12ProMax (428x926) (community: a snapshot library's device table)"
  /// iPhone XR, 11 (iOS 14 and later): 48 pt.
  static let housing48 =
    "48/34, 48 sides/21: QuintGao/GKNavigationBarSwift Sources/GKNavigationBarConfigure.swift, "
    + "UIDevice.safeAreaInsertsForDeviceWithNotch() (a per-model table of the QMUIHelper kind; "
    + "iPhone12,1, the iPhone 11: 48/34 portrait, 48/21 landscape; community); the same file gives "
    + "the XR and 11 a 48 pt status bar from iOS 14, 44 pt before; iOS 12's 44 pt for the XR "
    + "(qiita.com/usagimaru) is not modelled"
  /// iPhone 12 mini, 13 mini: 50 pt.
  static let housing50 =
    "50/34, 50 sides/21: public snapshot-testing configurations (ViewImageConfig.iPhone13Mini: 50/34, "
    + "50 sides/21) and graycreate/StartPoint Device.swift (50 on the 12 mini, 47 on the others) (community)"
  /// iPhone 14 Pro and later (Dynamic Island): 59 pt.
  static let housing59 =
    "59/34, 59 sides/21: csl.cool iOS Layout Adaptation 2023 (printed safeAreaInsets; community); "
    + "flutter/flutter #120682 (the 14 Pro's safeAreaLayoutGuide printed at {{0, 59}, {393, 759}}); "
    + "the iPhone 15 and 15 Plus (Dynamic Island, the 14 Pro's and 14 Pro Max's sizes) are grouped "
    + "here: GKNavigationBarSwift's per-model table lists them at 47/34, but the same file's Dynamic "
    + "Island check gives them the 54 pt status bar it gives the 59 pt phones"
  /// iPhone 16 Pro, 16 Pro Max: 62 pt.
  static let housing62 =
    "62/34, 62 sides/21: QuintGao/GKNavigationBarSwift Sources/GKNavigationBarConfigure.swift, "
    + "UIDevice.safeAreaInsertsForDeviceWithNotch() (iPhone17,1 and iPhone17,2, the 16 Pro and 16 "
    + "Pro Max: 62/34 portrait, 62/21 landscape; community); the same values in a swift-snapshot-"
    + "testing fork's ViewImageConfig.iPhone16Pro (402x874) and iPhone16ProMax (440x956) (fork not "
    + "identified)"
  static let iPadSafeArea =
    "status bar in both orientations: 20 pt on Home-button iPads, 24 pt and a 20 pt home "
    + "indicator on the others (Apple HIG, Layout)"
  static let splitView =
    "Apple HIG, Layout: iPad multitasking window widths (Split View); a window spans the "
    + "screen's height, under the status bar and above the home indicator"
  static let splitView129TwoThirds =
    "639 x 1366 portrait, 981 x 1024 landscape: pointfreeco/swift-snapshot-testing "
    + "ViewImageConfig.iPadPro12_9 (twoThirds) and gist sgl0v/3509f3ae628f4047cdb6 (\"639 x 1366 pt "
    + "-> iPad Pro Split Portrait left\") (community)"
  static let slideOver =
    "Slide Over on the 10.5-inch iPad Pro (834 x 1112), iOS 12: 320 pt wide in both orientations, "
    + "40 pt shorter than the screen, inset 20 pt from the top to leave the status bar uncovered and "
    + "20 pt from the bottom (hacknicity.medium.com, How iPad Apps Adapt to the New 11\" and 12.9\" "
    + "iPads Pro; community); safe area zero: derived, not printed (the window stays below the status "
    + "bar and the same article says an iPad's safe area excludes only the status bar and bars; "
    + "Home-button iPad, no home indicator)"
  static let pageSheetPhone =
    "UIModalPresentationStyle.pageSheet on iPhone (iOS 15 and later): full width; large detent top edge "
    + "10 pt below the window's top safe-area inset on home-indicator phones (iPhone 14 Pro: "
    + "maximumDetentValue 749 = 852 - 59 - 34 - 10), 40 pt below the screen's top on Home-button phones "
    + "(iPhone SE 3rd generation: 667 - 627) (boscojwho/SheetInteraction Detents.swift, measured; "
    + "community); inside the sheet the top inset is 0 and the home indicator's 34 pt stays at the "
    + "bottom (derived: the sheet starts below the status bar); in landscape (compact height) the sheet "
    + "is full screen, as the whole phone (Apple: UISheetPresentationController."
    + "prefersEdgeAttachedInCompactHeight, \"the sheet defaults to a full screen appearance at compact height\")"

  // MARK: Catalogue

  /// Every model, the simplest first. Entries added later go at the end, so a replay token
  /// (which records the catalogue index) keeps its device.
  public static let catalog: [DeviceModel] = [
    phone("iPhone SE (1st generation)", 320, 568, scale: 2, top: 20),
    phone("iPhone SE (2nd and 3rd generation), iPhone 8", 375, 667, scale: 2, top: 20),
    notched("iPhone 12, 13, 14", 390, 844, housing: 47, housingSource: housing47),
    phone("iPhone 8 Plus", 414, 736, scale: 3, top: 20),
    notched("iPhone X, XS, 11 Pro", 375, 812, housing: 44, housingSource: housing44),
    notched("iPhone 12 mini, 13 mini", 375, 812, housing: 50, housingSource: housing50),
    notched("iPhone XR, 11", 414, 896, scale: 2, housing: 48, housingSource: housing48),
    notched("iPhone 14 Pro, 15, 15 Pro, 16", 393, 852, housing: 59, housingSource: housing59),
    notched("iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", 430, 932, housing: 59, housingSource: housing59),
    notched("iPhone 16 Pro", 402, 874, housing: 62, housingSource: housing62),
    notched("iPhone 16 Pro Max", 440, 956, housing: 62, housingSource: housing62),
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
        + "orientations (community: rsattar/launchkit-ios LaunchKit/Classes/UI/Presentation/"
        + "LKCardPresentationController.m, 2015, sizes its card to \"what a typical 'form sheet' view size "
        + "is\", CGSizeMake(540, 620); dotnet/maui src/Controls/tests/TestCases.Shared.Tests/Tests/Issues/"
        + "Issue6994FormSheet.cs, an iOS UI test of a form-sheet modal, names \"540 x 620\" in a comment "
        + "as the size it shows (the test checks only the label's format); neither measures it on a "
        + "named iOS version; Apple documents only that it is smaller than the screen); "
        + "safe area zero: assumption (the sheet is centred, clear of the status bar and home indicator)"),
    // Round 9 (issue 8): appended, the simplest of them first.
    notched("iPhone XS Max, 11 Pro Max", 414, 896, housing: 44, housingSource: housing44Max),
    notched("iPhone 12 Pro Max, 13 Pro Max, 14 Plus", 428, 926, housing: 47, housingSource: housing47),
    window(
      "iPad Pro 12.9-inch, Split View 2/3", 639, 1366, landscape: CGSize(width: 981, height: 1024),
      sizeSource: splitView129TwoThirds),
    DeviceModel(
      name: "iPad Pro 10.5-inch, Slide Over", width: 320, height: 1072, scale: 2, portraitSafeArea: .zero,
      landscapeSafeArea: .zero, landscapeSize: CGSize(width: 320, height: 794), source: slideOver),
    DeviceModel(
      name: "iPhone SE (2nd and 3rd generation), page sheet", width: 375, height: 627, scale: 2,
      portraitSafeArea: .zero, landscapeSafeArea: .zero, landscapeSize: CGSize(width: 667, height: 375),
      source: pageSheetPhone + "; the phone in landscape: " + hig + "; " + homeButtonSafeArea),
    DeviceModel(
      name: "iPhone 14 Pro, page sheet", width: 393, height: 783, scale: 3,
      portraitSafeArea: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeSize: CGSize(width: 852, height: 393),
      source: pageSheetPhone + "; the phone in landscape: " + hig + "; " + housing59),
  ]

  static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat) -> DeviceModel {
    DeviceModel(
      name: name, width: width, height: height, scale: scale,
      portraitSafeArea: UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
      source: hig + "; " + homeButtonSafeArea)
  }

  static func notched(
    _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3, housing: CGFloat,
    housingSource: String
  ) -> DeviceModel {
    DeviceModel(
      name: name, width: width, height: height, scale: scale,
      portraitSafeArea: UIEdgeInsets(top: housing, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: housing, bottom: 21, right: housing),
      source: hig + "; " + notchSafeArea + ": " + housingSource)
  }

  static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat = 24, bottom: CGFloat = 20) -> DeviceModel {
    let safe = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    return DeviceModel(
      name: name, width: width, height: height, scale: 2, portraitSafeArea: safe, landscapeSafeArea: safe,
      source: hig + "; " + iPadSafeArea)
  }

  static func window(
    _ name: String, _ width: CGFloat, _ height: CGFloat, landscape: CGSize, sizeSource: String? = nil
  ) -> DeviceModel {
    let safe = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return DeviceModel(
      name: name, width: width, height: height, scale: 2, portraitSafeArea: safe, landscapeSafeArea: safe,
      landscapeSize: landscape, source: splitView + "; " + (sizeSource.map { $0 + "; " } ?? "") + iPadSafeArea)
  }
}
