import ScrollGeometry

extension DeviceModel {
  /// The width an iPad window of `size` takes after a Split View resize, from the catalogue's
  /// HIG sizes (W19): a whole iPad screen narrows to the narrowest Split View window of the
  /// same height; a Split View window widens to the whole screen of its height. Nil where the
  /// catalogue has no such pair (a phone, a form sheet, an iPad without Split View widths).
  public static func otherSplitViewWidth(for size: CGSize) -> CGFloat? {
    if let screen = wholeScreens.first(where: { $0 == size }) {
      return windows.filter { $0.height == screen.height && $0.width < screen.width }.map(\.width).min()
    }
    if windows.contains(size) {
      return wholeScreens.first { $0.height == size.height && $0.width > size.width }?.width
    }
    return nil
  }

  /// Every size, both orientations, of the catalogue's whole iPad screens.
  static let wholeScreens: [CGSize] = catalog.filter { $0.source.hasPrefix(hig + "; " + iPadSafeArea) }
    .flatMap { [CGSize(width: $0.width, height: $0.height), CGSize(width: $0.height, height: $0.width)] }

  /// Every size, both orientations, of the catalogue's Split View windows.
  static let windows: [CGSize] = catalog.filter { $0.source.hasPrefix(splitView) }
    .flatMap { [CGSize(width: $0.width, height: $0.height), $0.landscapeSize ?? CGSize(width: $0.height, height: $0.width)] }
}
