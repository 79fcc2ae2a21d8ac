import ScrollGeometry

/// What the app's environment adds to a device's screen: the keyboard over the bottom and the
/// status bar at the top (rules W1 and W2 in docs/semantics.md).
///
/// UIKit's keyboard changes no view's safe area (W1); a SwiftUI `ScrollView` avoids it, since
/// SwiftUI's safe area includes the keyboard region, and a UIKit app whose code lets the
/// safe area follow it (`--assume W1=follows`) sees the same.
public struct WorldEnvironment: Hashable, Sendable {
  /// Whether the keyboard is on screen.
  public var keyboardShown = false
  /// How much of the keyboard is up, 0 to 1, while it animates (for pictures and the
  /// overlap a `UITableViewController` follows, W1).
  public var keyboardFraction: CGFloat = 0
  /// Whether the app hides the status bar.
  public var statusBarHidden = false
  /// Whether the iPad window has the other Split View width (W19).
  public var windowResized = false
  /// Whether an iPhone page sheet is at its medium detent (W53).
  public var sheetAtMediumDetent = false
  /// Whether the keyboard grew a sheet at its medium detent to its large one while it is up
  /// (W54): it comes back to medium when the keyboard hides.
  public var sheetGrownForKeyboard = false

  /// Whether the keyboard grows a sheet at its medium detent to its large one (W54, the
  /// default) or leaves it at medium (`W54=stays`).
  static var keyboardGrowsSheet: Bool {
    EngineAssumptions.exercised("W54")
    return !EngineAssumptions.uses("stays", for: "W54")
  }

  /// Creates the environment of a freshly shown view: no keyboard, the status bar shown.
  public init(keyboardShown: Bool = false, statusBarHidden: Bool = false) {
    self.keyboardShown = keyboardShown
    self.statusBarHidden = statusBarHidden
  }

  /// The frames of the keyboard's animation: 0.25 s at 60 Hz (W1).
  public static let keyboardFrames = 15

  /// The keyboard's frames at a pacing: 0.25 s worth (15 at 60 Hz, 30 at 120 Hz; S21).
  public static func keyboardFrames(at pacing: FramePacing) -> Int {
    keyboardFrames * pacing.framesPerSecond / 60
  }

  /// The keyboard's height on a screen, home indicator included (W1): 216 points of keys and a
  /// 44-point suggestion bar on a phone in portrait, 162 and 44 in landscape; 265 and 48 on a
  /// tablet in portrait, 353 and 48 in landscape; the bottom safe area below.
  public static func keyboardHeight(on screen: Screen) -> CGFloat {
    let landscape = screen.size.width > screen.size.height
    let tablet = min(screen.size.width, screen.size.height) >= 600
    let keys: CGFloat = tablet ? (landscape ? 353 : 265) : (landscape ? 162 : 216)
    let bar: CGFloat = tablet ? 48 : 44
    return keys + bar + screen.safeAreaInsets.bottom
  }

  /// The safe area of `screen` in this environment (W1, W2): the keyboard's height at the
  /// bottom when it is up and the safe area follows it (SwiftUI, or `W1=follows`); no status
  /// bar at the top when it is hidden, where the top inset is the status bar's alone (20
  /// points or less; a notch or island stays).
  public func safeArea(on screen: Screen, keyboardInSafeArea: Bool = true) -> UIEdgeInsets {
    var insets = screen.safeAreaInsets
    if keyboardShown, keyboardInSafeArea { insets.bottom = max(insets.bottom, Self.keyboardHeight(on: screen)) }
    if statusBarHidden, insets.top <= 20 { insets.top = 0 }
    return insets
  }

  /// How far a finger drags a page sheet at its medium detent up to its large one on `screen`
  /// (the device's screen in the current orientation, W57): the two heights' difference; nil
  /// when the sheet is not at its medium detent, has no modelled medium detent there, or the
  /// keyboard is up (a detent does not change under it, W53, W54).
  public func sheetGrowthDistance(on screen: Screen) -> CGFloat? {
    guard sheetAtMediumDetent, !keyboardShown, let medium = DeviceModel.mediumDetentHeight(for: screen.size)
    else { return nil }
    return screen.size.height - medium
  }

  /// The screen as the app sees it in this environment.
  public func apply(to screen: Screen, keyboardInSafeArea: Bool = true) -> Screen {
    var screen = screen
    if windowResized, let width = DeviceModel.otherSplitViewWidth(for: screen.size) { screen.size.width = width }
    if sheetAtMediumDetent, !sheetGrownForKeyboard, let height = DeviceModel.mediumDetentHeight(for: screen.size) {
      screen.size.height = height
    }
    screen.safeAreaInsets = safeArea(on: screen, keyboardInSafeArea: keyboardInSafeArea)
    return screen
  }
}
