import ScrollGeometry

/// Seed 000, step 1: the header view with its fixed height constants, as published.
/// (Its title label and colours do not affect geometry and are left out.)
public final class StretchableHeaderView: UIView {
  // Define your fixed height constants here
  /// The seed's smallest header height: 50 points.
  public static let minHeight: CGFloat = 50  // seed 000: static let minHeight: CGFloat = 50
  /// The seed's largest header height: 200 points.
  public static let maxHeight: CGFloat = 200  // seed 000: static let maxHeight: CGFloat = 200
}
