extension UITableView {
  /// How a table draws its sections (T13, T14).
  public enum Style: String, CaseIterable, Hashable, Sendable {
    /// Section headers and footers float: they pin to the visible edges while their section
    /// is on screen.
    case plain
    /// Section headers and footers scroll with the content.
    case grouped
  }
}
