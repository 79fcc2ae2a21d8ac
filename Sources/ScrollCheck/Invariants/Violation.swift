import ScrollGeometry

/// An invariant's verdict against one run: where it broke and by how much.
public struct Violation: Hashable, Sendable {
  /// The index, in the trace's observations, of the observation that breaks the invariant.
  public var observationIndex: Int
  /// The index of an earlier observation the failing one is compared with, if any.
  public var comparedIndex: Int?
  /// The numbers that disagree, in one or two plain sentences.
  public var message: String
  /// Regions to mark on a picture of the failing observation, in screen coordinates.
  public var marks: [CGRect]
  /// The unmodelled assumptions this violation rests on, when the invariant can tell it
  /// rests on fewer than its `restsOn` (nil: all of them).
  public var restsOn: [String]?

  /// Creates a violation at an observation, optionally compared with an earlier one.
  public init(observationIndex: Int, comparedIndex: Int? = nil, message: String, marks: [CGRect] = []) {
    self.observationIndex = observationIndex
    self.comparedIndex = comparedIndex
    self.message = message
    self.marks = marks
  }
}
