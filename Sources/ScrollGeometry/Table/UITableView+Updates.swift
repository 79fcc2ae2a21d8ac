extension UITableView {
  /// Errors a content update reports instead of crashing, where UIKit would raise
  /// `NSInternalInconsistencyException`.
  public enum UpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An index path names no row (for a delete) or no insertion point (for an insert).
    case invalidIndexPath(IndexPath)

    public var description: String {
      switch self {
      case .invalidIndexPath(let indexPath):
        return "index path \(indexPath) names no row of the table"
      }
    }
  }

  /// Reloads everything: asks for a layout pass at the next layout cycle (T11) and forgets
  /// every measured row height (T20).
  public func reloadData() {
    forgetRowMeasurements()
    setNeedsContentLayout()
  }

  /// Inserts rows at the given index paths (each naming the row's index after insertion,
  /// applied in ascending order), with the given height (`nil`: the table's `rowHeight`),
  /// then asks for a layout pass (T11). Nothing changes when an index path is invalid.
  public func insertRows(at indexPaths: [IndexPath], height: CGFloat? = nil) throws {
    try insertRows(at: indexPaths, heights: indexPaths.map { _ in height })
  }

  /// Inserts rows at the given index paths, as `insertRows(at:height:)`, each with its own
  /// height (`heights[i]` for `indexPaths[i]`). The rows inserted are not yet measured (T20).
  public func insertRows(at indexPaths: [IndexPath], heights: [CGFloat?]) throws {
    var updated = content
    let heightOf = Dictionary(zip(indexPaths, heights), uniquingKeysWith: { first, _ in first })
    for indexPath in indexPaths.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) }) {
      guard indexPath.count == 2, updated.sections.indices.contains(indexPath.section),
        (0...updated.sections[indexPath.section].rowHeights.count).contains(indexPath.row)
      else { throw UpdateError.invalidIndexPath(indexPath) }
      updated.sections[indexPath.section].rowHeights.insert(heightOf[indexPath] ?? nil, at: indexPath.row)
    }
    for indexPath in indexPaths.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) }) {
      noteRowsInserted(section: indexPath.section, at: [indexPath.row])
    }
    content = updated
  }

  /// Deletes the rows at the given index paths (each naming a row before deletion), then asks
  /// for a layout pass (T11). Nothing changes when an index path is invalid.
  public func deleteRows(at indexPaths: [IndexPath]) throws {
    var updated = content
    for indexPath in indexPaths {
      guard updated.contains(indexPath) else { throw UpdateError.invalidIndexPath(indexPath) }
    }
    let descending = Array(Set(indexPaths)).sorted { ($0.section, $0.row) > ($1.section, $1.row) }
    for indexPath in descending {
      updated.sections[indexPath.section].rowHeights.remove(at: indexPath.row)
      noteRowsDeleted(section: indexPath.section, at: [indexPath.row])
    }
    content = updated
  }

  /// Runs `updates` (changes to the data source, inserts and deletes) as one group and asks
  /// for a layout pass that reads every height again (T11, W34). With `nil` updates it only
  /// re-reads the heights: how an app applies a row-height change. The values change at
  /// once; UIKit's animation of the group is drawn only (W33).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    setNeedsContentLayout()
    completion?(true)
  }
}
