/// Something the engine noticed that is not a frame: a loop stopped by its bound, for
/// instance. Invariants read these; the engine itself never fails.
public enum EngineEvent: Hashable, Sendable, CustomStringConvertible {
  /// `scrollViewDidScroll` re-entered itself this deep; further calls were not delivered.
  case reentrancyBoundHit(depth: Int)
  /// A settle or scroll animation ran this many frames without coming to rest; it was stopped.
  case settleBoundHit(frames: Int)
  /// Layout passes kept asking for more; stopped after this many.
  case layoutPassBoundHit(passes: Int)
  /// The app's own code changed the table's content (V4); it now has this many rows.
  case appContentChanged(rows: Int)
  /// The app set its header's maximum height to `maximum` at runtime (W47): from here on the
  /// invariants hold the header to it.
  case headerMaximumChanged(maximum: CGFloat)
  /// The window changed height without a rotation because the keyboard grew a page sheet at
  /// its medium detent to its large one, or it came back (W54): a size change, not a change
  /// that leaves the content alone (`stays-put`).
  case sheetResizedForKeyboard(height: CGFloat)
  /// A drag's move past the content's top edge went to the page sheet the view is shown in
  /// (W56): the content stayed at its edge while the finger moved (`tracks-finger`).
  case sheetTookPull(translation: CGFloat)
  /// A drag's move at a page sheet's medium detent went to the sheet (W57): up, it grew the
  /// sheet toward its large detent (negative, as the finger's translation), or down, it
  /// shrank it back (positive); the content stayed where it was.
  case sheetGrewUnderFinger(translation: CGFloat)
  /// A drag took a page sheet from its medium detent to its large one (W57), `height` points
  /// tall now: a size change, not a change that leaves the content alone (`round-trip` does
  /// not compare across it).
  case sheetGrownByDrag(height: CGFloat)

  /// Whether a model bound cut the engine here (the three bounds; not an app's content or
  /// header change, nor a sheet the keyboard resized).
  public var isModelBound: Bool {
    switch self {
    case .reentrancyBoundHit, .settleBoundHit, .layoutPassBoundHit: return true
    case .appContentChanged, .headerMaximumChanged, .sheetResizedForKeyboard, .sheetTookPull,
      .sheetGrewUnderFinger, .sheetGrownByDrag: return false
    }
  }

  /// Whether `scrollViewDidScroll` re-entry was cut here.
  public var isReentrancyBoundHit: Bool {
    if case .reentrancyBoundHit = self { return true }
    return false
  }

  /// Whether the case is run again with deeper bounds when this is hit (S13, C5): the
  /// re-entrancy and layout-pass bounds, where a deeper run tells an endless loop from a
  /// long but finite one. The settle bound is ten seconds of animation, not a loop.
  public var isConfirmedByRerun: Bool {
    switch self {
    case .reentrancyBoundHit, .layoutPassBoundHit: return true
    case .settleBoundHit, .appContentChanged, .headerMaximumChanged, .sheetResizedForKeyboard, .sheetTookPull,
      .sheetGrewUnderFinger, .sheetGrownByDrag:
      return false
    }
  }

  public var description: String {
    switch self {
    case .reentrancyBoundHit(let depth):
      return "scrollViewDidScroll re-entered \(depth) deep; the loop was cut"
    case .settleBoundHit(let frames):
      return "the settle animation did not come to rest in \(frames) frames"
    case .layoutPassBoundHit(let passes):
      return "layout did not converge in \(passes) passes"
    case .appContentChanged(let rows):
      return "the app changed its content (now \(rows) row\(rows == 1 ? "" : "s"))"
    case .headerMaximumChanged(let maximum):
      return "the app set the header's maximum height to \(maximum.compactDescription)"
    case .sheetResizedForKeyboard(let height):
      return "the keyboard resized the page sheet to \(height.compactDescription) points"
    case .sheetTookPull(let translation):
      return "the page sheet took a pull of \(translation.compactDescription) points past the content's top"
    case .sheetGrewUnderFinger(let translation):
      return translation < 0
        ? "the page sheet grew by \((-translation).compactDescription) points under the finger, toward its large detent"
        : "the page sheet shrank back by \(translation.compactDescription) points under the finger"
    case .sheetGrownByDrag(let height):
      return "a drag grew the page sheet to its large detent, \(height.compactDescription) points tall"
    }
  }
}
