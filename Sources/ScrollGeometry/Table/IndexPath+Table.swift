// UIKit adds `row` and `section` to `IndexPath`; Foundation on Linux has neither, so the
// engine adds them with UIKit's names so that `IndexPath(row: 0, section: 1)` ports unchanged.
extension IndexPath {
  /// An index path naming a row in a section, as UIKit's table views use it.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section index (the first index).
  public var section: Int { self[0] }

  /// The row index within the section (the second index).
  public var row: Int { self[1] }
}
