extension UIScrollView {
  /// A page sheet that a drag scrolling up grows to its largest detent before the content
  /// scrolls (W57; UIKit's `prefersScrollingExpandsWhenScrolledToEdge`, true by default;
  /// SwiftUI's `presentationContentInteraction(.automatic)`).
  ///
  /// The world that shows the controller as a sheet answers both questions: the scroll view
  /// only asks them during a drag.
  public struct SheetExpansion {
    /// How far a finger drags the sheet from the detent it is at up to its largest one, or
    /// nil when it is at its largest (or cannot grow now: the keyboard is up, W54).
    public var distance: () -> CGFloat?
    /// Takes the sheet to its largest detent: the view is resized as a detent change
    /// resizes it (W53).
    public var expand: () -> Void

    /// Creates an expansion from the world's two answers.
    public init(distance: @escaping () -> CGFloat?, expand: @escaping () -> Void) {
      self.distance = distance
      self.expand = expand
    }
  }

  /// W57: the part of an upward move (`move` < 0) that the sheet takes to grow, with the
  /// part that first brings content pulled past its top edge back to it; the sheet is
  /// expanded once it has grown the whole distance. Returns what is left of the move for the
  /// content (the same sign, 0 when the sheet took all of it); notes the sheet's part.
  func growSheet(with move: CGFloat) -> CGFloat {
    guard move < 0, let expansion = sheetExpansion, let distance = expansion.distance(), distance > 0 else {
      return move
    }
    let y = contentOffset.y
    let edge = draggingTopEdge
    if y > edge + 1e-9 {
      // Scrolled into the content: only `W57=any` grows the sheet from here.
      EngineAssumptions.exercised("W57")
      guard EngineAssumptions.uses("any", for: "W57") else { return move }
    }
    // A pull past the top (with a refresh control, W56) goes back to the edge first.
    let toEdge = y < edge ? fingerPosition(forOffset: edge) - fingerPosition(forOffset: y) : 0
    let taken = min(max(0, -move - toEdge), distance - sheetGrowth)
    guard taken > 0 else { return move }
    if toEdge > 0 { contentOffset.y = edge }
    sheetGrowth += taken
    recorder?.note(.sheetGrewUnderFinger(translation: -taken))
    if sheetGrowth >= distance - 1e-9 {
      sheetGrowth = 0
      expansion.expand()
    }
    return min(0, move + toEdge + taken)
  }

  /// W57: a finger moving back down while the sheet has grown first shrinks it back; returns
  /// what is left of the move for the content.
  func shrinkGrownSheet(with move: CGFloat) -> CGFloat {
    guard sheetGrowth > 0, move > 0 else { return move }
    let back = min(sheetGrowth, move)
    sheetGrowth -= back
    recorder?.note(.sheetGrewUnderFinger(translation: back))
    return move - back
  }

  /// W57: where a sheet a drag grew part of the way settles when the finger lifts: at its
  /// largest detent once it has grown half the distance or the finger flings it up, back at
  /// its medium detent otherwise (**assumption**: the nearer detent, as UIKit's detents
  /// snap).
  func settleGrownSheet(fingerVelocity: CGFloat) {
    let grown = sheetGrowth
    sheetGrowth = 0
    guard grown > 0, let expansion = sheetExpansion else { return }
    let distance = expansion.distance() ?? 0
    if grown >= distance / 2 || fingerVelocity <= -Self.minimumFlingVelocity { expansion.expand() }
  }
}
