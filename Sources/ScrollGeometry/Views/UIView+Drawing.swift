extension UIView {
  /// Whether the view and everything in it draw nothing a person could see (C34): no
  /// background colour that paints, nothing of its own (`drawsOwnContent`: a plain view, a
  /// label without text), and no subview that draws. Such a view is a spacer: its frame can
  /// change without the screen changing.
  ///
  ///     let spacer = UIView()             // spacer.drawsNothing == true
  ///     spacer.backgroundColor = .white   // spacer.drawsNothing == false
  public var drawsNothing: Bool {
    if let backgroundColor, backgroundColor.paints { return false }
    if drawsOwnContent { return false }
    return subviews.allSatisfy(\.drawsNothing)
  }
}
