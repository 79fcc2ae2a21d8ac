/// A bar the system or a container draws over the content, for pictures: where it is in the
/// scroll view's coordinates (Z3: drawn over everything in the scroll view).
public struct SystemBar: Hashable, Sendable {
  /// What the bar is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The status bar (or the sensor housing's inset).
    case statusBar = "status bar"
    /// A navigation bar, its large title included (W10, W11).
    case navigationBar = "navigation bar"
    /// A tab bar (W15).
    case tabBar = "tab bar"
    /// The home indicator's inset.
    case homeIndicator = "home indicator"
    /// The keyboard (W1).
    case keyboard
  }

  /// What the bar is.
  public var kind: Kind
  /// Where it is, in the scroll view's own coordinates.
  public var frame: CGRect

  /// Creates a bar of a kind at a frame.
  public init(kind: Kind, frame: CGRect) {
    self.kind = kind
    self.frame = frame
  }
}
