/// A change the app's own code made to a table's content while a case ran (V4): a page
/// appended when the user neared the end, rows loaded by a refresh. Recorded so that a
/// comparison twin, which gets no gestures, can be given the same changes: ordinary app
/// behaviour is never a difference between the two.
public struct AppContentChange: Hashable, Sendable {
  /// The script step being run when the app made it.
  public var step: Int
  /// How many observations had been recorded then.
  public var observationIndex: Int
  /// Where the view was (`contentOffset.y`) when the app made it.
  public var contentOffsetY: CGFloat
  /// The table's whole content after the change.
  public var content: TableContent

  /// Creates a record of an app-driven change.
  public init(step: Int, observationIndex: Int, contentOffsetY: CGFloat, content: TableContent) {
    self.step = step
    self.observationIndex = observationIndex
    self.contentOffsetY = contentOffsetY
    self.content = content
  }
}
