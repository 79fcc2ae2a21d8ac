import ScrollGeometry

extension DeviceModel {
  /// The height a phone page sheet of `size` takes at its medium detent (W53), or nil where
  /// there is none: a size that is not a catalogue page sheet's portrait (large) size, and a
  /// page sheet at compact height, where the sheet is full screen and `.medium` is inactive.
  /// Nil too where the medium sheet would be wider than tall (the SE's: 375 x 333.5): the
  /// model takes a view wider than tall for compact height (its bars, W10, U26), which a
  /// sheet does not become (review r12b), so the SE's detent is not modelled.
  ///
  /// Apple: `.medium()` is "approximately half the height of the screen"; a detent's value is
  /// a height within the sheet's safe area, so an edge-attached sheet is that plus the home
  /// indicator's inset. Under `W53=half` (the default) the value is half the phone's screen;
  /// under `W53=measured` the whole sheet is 53 % of the screen, rounded to a point (the one
  /// measurement found, community).
  public static func mediumDetentHeight(for size: CGSize) -> CGFloat? {
    guard let sheet = detentSheets.first(where: { $0.width == size.width && $0.height == size.height }),
      let screenHeight = sheet.landscapeSize?.width
    else { return nil }
    EngineAssumptions.exercised("W53")
    if EngineAssumptions.uses("measured", for: "W53") { return (screenHeight * 0.53).rounded() }
    return screenHeight / 2 + sheet.portraitSafeArea.bottom
  }

  /// Whether a screen of `size` is a page sheet whose medium detent is modelled (W53): the
  /// 14 Pro's in portrait.
  public static func hasMediumDetent(_ size: CGSize) -> Bool {
    detentSheets.contains { $0.width == size.width && $0.height == size.height }
  }

  /// The catalogue's phone page sheets (W53, D1): full width at their large detent, the
  /// whole phone in landscape.
  static let pageSheets: [DeviceModel] = catalog.filter { $0.source.hasPrefix(pageSheetPhone) }

  /// The page sheets whose medium detent is modelled (W53): those still taller than wide at
  /// it under either alternative (the 14 Pro's, not the SE's).
  static let detentSheets: [DeviceModel] = pageSheets.filter { sheet in
    guard let screenHeight = sheet.landscapeSize?.width else { return false }
    return min((screenHeight * 0.53).rounded(), screenHeight / 2 + sheet.portraitSafeArea.bottom) > sheet.width
  }
}
