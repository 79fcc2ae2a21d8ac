import ScrollGeometry

/// Seed 000, step 1: the header view with its fixed height constants, as published.
/// (Its title label and colours do not affect geometry and are left out.)
public final class StretchableHeaderView: UIView {
  // Define your fixed height constants here
  public static let minHeight: CGFloat = 50  // seed 000: static let minHeight: CGFloat = 50
  public static let maxHeight: CGFloat = 200  // seed 000: static let maxHeight: CGFloat = 200
}
