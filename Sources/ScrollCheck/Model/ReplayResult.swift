/// What replaying a token gives: one cell of the matrix, the token's strategy and invariant
/// with the verdict in the token's scenario (`.passed(cases: 1)` when the invariant holds).
public typealias ReplayResult = Cell
