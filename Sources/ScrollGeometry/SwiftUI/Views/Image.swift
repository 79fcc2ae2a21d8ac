/// An image, as SwiftUI's `Image`, with an intrinsic size: the asset's size in points, from
/// the host's image catalogue (`ImageCatalog`), which a strategy may declare (U13).
///
/// As in SwiftUI, an image that is not `resizable()` keeps its intrinsic size whatever it is
/// offered; a resizable one takes what it is offered, and keeps its aspect ratio only under
/// `aspectRatio(_:contentMode:)`, `scaledToFill()` or `scaledToFit()`.
public struct Image: _PrimitiveView {
  let name: String
  let isResizable: Bool

  /// Creates an image from an asset name.
  public init(_ name: String) {
    self.name = name
    isResizable = false
  }

  /// Creates an image from a system symbol name (sized as the catalogue says, U13).
  public init(systemName: String) {
    self.name = systemName
    isResizable = false
  }

  private init(name: String, isResizable: Bool) {
    self.name = name
    self.isResizable = isResizable
  }

  /// Lets the image take the size it is offered (U13).
  public func resizable() -> Image { Image(name: name, isResizable: true) }

  public func _makeNode(_ context: inout _ResolveContext) -> ViewNode {
    ViewNode(.image(intrinsic: context.images.size(of: name), resizable: isResizable))
  }
}

/// The intrinsic sizes of the images a view names, in points (U13).
///
/// Nobody knows the size of seed 001's `"picture"`; an image the catalogue does not name
/// has `defaultSize`: a 16:9 landscape banner, 1,600 x 900 points (the shape of the wide hero
/// pictures such headers show; only the ratio matters once the image is resizable). That is
/// an **assumption**; docs/semantics.md lists the alternatives a strategy may declare instead.
public struct ImageCatalog: Hashable, Sendable {
  /// The size of each named image.
  public var sizes: [String: CGSize]
  /// The size of any image not named.
  public var defaultSize: CGSize

  /// A 16:9 landscape banner, the size assumed for an image nobody declares.
  public static let bannerSize = CGSize(width: 1600, height: 900)
  /// A 4:3 landscape photo (an iPhone camera's format), the first alternative.
  public static let photoSize = CGSize(width: 1008, height: 756)

  /// Creates a catalogue.
  public init(sizes: [String: CGSize] = [:], defaultSize: CGSize = ImageCatalog.bannerSize) {
    self.sizes = sizes
    self.defaultSize = defaultSize
  }

  /// The intrinsic size of the image named `name`.
  public func size(of name: String) -> CGSize {
    if let size = sizes[name] { return size }
    // An undeclared picture under the default shape: the U13 assumption decides its shape.
    guard defaultSize == Self.bannerSize else { return defaultSize }
    EngineAssumptions.exercised("U13")
    switch EngineAssumptions.alternative(for: "U13") {
    case "square": return Self.squareSize
    case "portrait": return Self.portraitSize
    default: return defaultSize
    }
  }

  /// A square picture, 1,000 x 1,000 points: U13's `square` alternative.
  public static let squareSize = CGSize(width: 1000, height: 1000)
  /// A 3:4 portrait picture, 900 x 1,200 points: U13's `portrait` alternative.
  public static let portraitSize = CGSize(width: 900, height: 1200)
}

extension View {
  /// Sizes the view to `aspectRatio` (width / height; the view's own intrinsic ratio when
  /// nil) so that it fits in (`.fit`) or fills (`.fill`) the space offered (U13).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView {
    ModifiedView(self, "aspectRatio") { ViewNode(.aspectRatio(aspectRatio, contentMode, child: $0)) }
  }

  /// Sizes the view to the ratio of `aspectRatio` (U13).
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedView {
    let ratio = aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil
    return self.aspectRatio(ratio, contentMode: contentMode)
  }

  /// Scales the view to fill the space offered, keeping its aspect ratio: the same as
  /// `aspectRatio(contentMode: .fill)`. The view may then be larger than the space (U13).
  public func scaledToFill() -> ModifiedView { aspectRatio(nil, contentMode: .fill) }

  /// Scales the view to fit the space offered, keeping its aspect ratio (U13).
  public func scaledToFit() -> ModifiedView { aspectRatio(nil, contentMode: .fit) }
}
