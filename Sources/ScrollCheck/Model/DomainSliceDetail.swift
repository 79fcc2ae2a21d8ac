/// What one shard of an exhaustive run (`scrollcheck exhaustive --shard I/N`) saw of one
/// cell's slice of the domain: enough for `merge` to give the verdict the single run gives.
///
/// Shard I of N checks the scenarios whose index in the domain's order leaves remainder I-1
/// when divided by N, in every cell. The single run stops a cell at its first violating case;
/// so does each shard within its slice, and the merge keeps the slice whose first violation
/// comes first in the domain (its shrunk finding is the single run's, shrinking being
/// deterministic). Undecided cases and incidents are counted and placed the same way.
public struct DomainSliceDetail: Hashable, Sendable, Codable {
  /// How many of the domain's scenarios the slice holds (0 when the invariant does not apply).
  public var cases: Int
  /// The domain index of the slice's first violating case.
  public var firstFailure: Int?
  /// The domain index of the slice's first case a model bound left undecided (before any
  /// violation), whose reason the cell reports.
  public var firstUndecided: Int?
  /// Where the slice's first case that hung ran.
  public var hang: IncidentPosition?
  /// Where the slice's first case that killed its worker ran.
  public var death: IncidentPosition?

  /// Creates a slice's detail.
  public init(
    cases: Int, firstFailure: Int? = nil, firstUndecided: Int? = nil, hang: IncidentPosition? = nil,
    death: IncidentPosition? = nil
  ) {
    self.cases = cases
    self.firstFailure = firstFailure
    self.firstUndecided = firstUndecided
    self.hang = hang
    self.death = death
  }
}

/// Where in a cell's exhaustive run a case ran: the domain index of a case of the walk, or,
/// while the first violation (at that index) was being shrunk, after every case of the walk.
public struct IncidentPosition: Hashable, Sendable, Codable, Comparable {
  /// The case's domain index, or the shrunk violation's.
  public var index: Int
  /// Whether the case was a shrinking candidate.
  public var whileShrinking: Bool

  /// Creates a position.
  public init(index: Int, whileShrinking: Bool) {
    self.index = index
    self.whileShrinking = whileShrinking
  }

  public static func < (lhs: IncidentPosition, rhs: IncidentPosition) -> Bool {
    (lhs.index, lhs.whileShrinking ? 1 : 0) < (rhs.index, rhs.whileShrinking ? 1 : 0)
  }

  /// Whether the single run would have seen this case, given the cell's first violation in
  /// the whole domain: a walk case before it, or a candidate of its own shrinking.
  public func isSeen(before firstFailure: Int?) -> Bool {
    guard let firstFailure else { return !whileShrinking }
    return whileShrinking ? index == firstFailure : index < firstFailure
  }
}

/// A `crashes` or `hangs` cell a shard of an exhaustive run found and shrunk for one
/// invariant's cases: `merge` picks the one the single run picks (the first invariant, in
/// catalog order, whose cell had such an incident in the whole domain).
public struct IncidentCandidate: Hashable, Sendable {
  /// The invariant whose cases (and probe) showed the incident.
  public var invariantID: String
  /// The shrunk incident's cell (`crashes` or `hangs`).
  public var cell: Cell

  /// Creates a candidate.
  public init(invariantID: String, cell: Cell) {
    self.invariantID = invariantID
    self.cell = cell
  }
}
