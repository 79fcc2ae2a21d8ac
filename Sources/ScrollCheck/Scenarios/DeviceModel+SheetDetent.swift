import ScrollGeometry

extension DeviceModel {
  /// The height a phone page sheet of `size` takes at its medium detent (W53), or nil where
  /// there is none: a size that is not a catalogue page sheet's portrait (large) size, and a
  /// page sheet at compact height, where the sheet is full screen and `.medium` is inactive.
  ///
  /// Apple: `.medium()` is "approximately half the height of the screen"; a detent's value is
  /// a height within the sheet's safe area, so an edge-attached sheet is that plus the home
  /// indicator's inset. Under `W53=half` (the default) the value is half the phone's screen;
  /// under `W53=measured` the whole sheet is 53 % of the screen, rounded to a point (the one
  /// measurement found, community).
  public static func mediumDetentHeight(for size: CGSize) -> CGFloat? {
    guard let sheet = pageSheets.first(where: { $0.width == size.width && $0.height == size.height }),
      let screenHeight = sheet.landscapeSize?.width
    else { return nil }
    EngineAssumptions.exercised("W53")
    if EngineAssumptions.uses("measured", for: "W53") { return (screenHeight * 0.53).rounded() }
    return screenHeight / 2 + sheet.portraitSafeArea.bottom
  }

  /// The catalogue's phone page sheets (W53, D1): full width at their large detent, the
  /// whole phone in landscape.
  static let pageSheets: [DeviceModel] = catalog.filter { $0.source.hasPrefix(pageSheetPhone) }
}
