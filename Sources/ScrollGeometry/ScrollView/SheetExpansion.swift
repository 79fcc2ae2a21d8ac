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
    guard move < 0, let expansion = sheetExpansion else { return move }
    guard let distance = expansion.distance(), distance > 0 else {
      // No longer at its medium detent (a detent change or the keyboard in the same touch):
      // what the drag had grown is gone with it (review r15).
      sheetGrowth = 0
      return move
    }
    guard sheetTakesUpwardMove() else { return move }
    let y = contentOffset.y
    let edge = draggingTopEdge
    // A pull past the top (with a refresh control, W56) goes back to the edge first.
    let toEdge = y < edge ? fingerPosition(forOffset: edge) - fingerPosition(forOffset: y) : 0
    let taken = min(max(0, -move - toEdge), distance - sheetGrowth)
    guard taken > 0 else { return move }
    if toEdge > 0 { contentOffset.y = edge }
    sheetGrowth += taken
    if sheetGrowth >= distance - 1e-9 {
      sheetGrowth = 0
      expandSheet(expansion)
    }
    // Noted after the resize's own observations, at the drag's: the move is the sheet's
    // (sweep of seed 7, round 15: noted before them, `tracks-finger` judged the move).
    recorder?.note(.sheetGrewUnderFinger(translation: -taken))
    return min(0, move + toEdge + taken)
  }

  /// W57: a finger moving back down while the sheet has grown first shrinks it back; returns
  /// what is left of the move for the content.
  func shrinkGrownSheet(with move: CGFloat) -> CGFloat {
    guard sheetGrowth > 0, move > 0 else { return move }
    guard sheetExpansion?.distance() != nil else {
      sheetGrowth = 0
      return move
    }
    let back = min(sheetGrowth, move)
    sheetGrowth -= back
    recorder?.note(.sheetGrewUnderFinger(translation: back))
    return move - back
  }

  /// W57: where a sheet a drag grew part of the way settles when the finger lifts: flung, at
  /// the detent it was flung toward (up: large, down: medium); otherwise at its largest detent
  /// once it has grown half the distance, back at medium before (**assumption**: detents snap
  /// to the nearer one, or the one flung toward). Called once the content is at rest, so that
  /// the resize meets a view at rest (S11, S16).
  func settleGrownSheet(fingerVelocity: CGFloat) {
    let grown = sheetGrowth
    sheetGrowth = 0
    guard grown > 0, let expansion = sheetExpansion, let distance = expansion.distance() else { return }
    let flung = abs(fingerVelocity) >= Self.minimumFlingVelocity
    if flung ? fingerVelocity < 0 : grown >= distance / 2 {
      expandSheet(expansion)
    }
  }

  /// Takes the sheet to its large detent, noting the step (for a twin) and the size change.
  private func expandSheet(_ expansion: SheetExpansion) {
    expansion.expand()
    sheetExpansionSteps.append(recorder?.step ?? 0)
    recorder?.note(.sheetGrownByDrag(height: bounds.height))
  }

  /// Whether an upward move now goes to the sheet before the content (W57): with the content
  /// at (or pulled past) its top edge; scrolled into the content, only under `W57=any`.
  func sheetTakesUpwardMove() -> Bool {
    guard contentOffset.y > draggingTopEdge + 1e-9 else { return true }
    EngineAssumptions.exercised("W57")
    return EngineAssumptions.uses("any", for: "W57")
  }

  /// How much of an upward move the sheet would take before the content scrolls into itself
  /// from its top edge (W57): what is left of the sheet's growth to its large detent when the
  /// content rests at its top edge and has somewhere to scroll; 0 otherwise (scrolled into the
  /// content, where only `W57=any` grows the sheet, or content too short to scroll: a probe
  /// there judges what the sheet's own growth leaves, review r15b). A probe that pushes from
  /// the top edge to scroll into the content drags this much more, as a person does.
  public var sheetGrowthAhead: CGFloat {
    guard let expansion = sheetExpansion, let distance = expansion.distance(), distance > 0,
      contentOffset.y <= draggingTopEdge + 1e-9, maximumContentOffsetY > draggingTopEdge + 1e-9
    else { return 0 }
    return max(0, distance - sheetGrowth)
  }

  /// The growth a drag still holds at the release, if the sheet is still at its medium detent;
  /// a detent change or the keyboard in the same touch ended it (review r15b).
  func sheetGrowthAtRelease() -> CGFloat {
    if sheetGrowth > 0, sheetExpansion?.distance() == nil { sheetGrowth = 0 }
    return sheetGrowth
  }
}
