/// The settings of a navigation controller's bar that change geometry (W10 to W12), as
/// `UINavigationBar`.
public final class UINavigationBar {
  /// Whether the bar shows large titles for items that do not refuse them (W11). Default false.
  public var prefersLargeTitles = false
  /// Whether the bar is translucent (W12). Default true: the content view extends under it.
  public var isTranslucent = true

  /// Creates a translucent bar with standard titles.
  public init() {}
}
