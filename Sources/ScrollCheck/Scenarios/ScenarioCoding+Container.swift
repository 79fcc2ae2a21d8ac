import ScrollGeometry

/// The container field of a token (field tag 10): the navigation bar's settings, then the
/// tab bar.
extension ByteWriter {
  /// The tag of the container field among a scenario's tagged trailing fields.
  static let containerFieldTag = 10

  mutating func write(_ container: Container) {
    write(container.navigationBar != nil)
    if let bar = container.navigationBar {
      write(bar.prefersLargeTitles)
      write(UINavigationItem.LargeTitleDisplayMode.allCases.firstIndex(of: bar.largeTitleDisplayMode) ?? 0)
      write(bar.isTranslucent)
      write(bar.extendedLayoutIncludesOpaqueBars)
      write(bar.hidesBarsOnSwipe)
    }
    write(container.tabBar)
  }
}

extension ByteReader {
  mutating func readContainer() throws(Failure) -> Container {
    var container = Container()
    if try readBool() {
      let large = try readBool()
      let modes = UINavigationItem.LargeTitleDisplayMode.allCases
      let mode = modes[try readInt(in: 0...(modes.count - 1), "a large-title display mode")]
      container.navigationBar = Container.NavigationBar(
        prefersLargeTitles: large, largeTitleDisplayMode: mode, isTranslucent: try readBool(),
        extendedLayoutIncludesOpaqueBars: try readBool(), hidesBarsOnSwipe: try readBool())
    }
    container.tabBar = try readBool()
    return container
  }
}
