/// A row's place in a table, as the section and row numbers an `IndexPath` of a row holds,
/// without Foundation's allocation: what the engine's own per-frame walks of the rows use
/// (P7). Not for users: the table's public API speaks `IndexPath`.
struct RowPosition: Hashable, Sendable {
  /// The section index.
  var section: Int
  /// The row index within the section.
  var row: Int
}
