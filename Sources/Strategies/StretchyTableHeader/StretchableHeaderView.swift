import ScrollGeometry

/// Seed 000, step 1: the header view with its fixed height constants and its background
/// colour, as published. (Its title label, centred by constraints, does not affect geometry
/// and is left out; the blue background already makes the header draw, C34.)
public final class StretchableHeaderView: UIView {
  // Define your fixed height constants here
  /// The seed's smallest header height: 50 points.
  public static let minHeight: CGFloat = 50  // seed 000: static let minHeight: CGFloat = 50
  /// The seed's largest header height: 200 points.
  public static let maxHeight: CGFloat = 200  // seed 000: static let maxHeight: CGFloat = 200

  /// Creates the header (the seed's `init(frame:)` calls `setupLayout()`).
  public override init(frame: CGRect) {  // override init(frame: CGRect) {
    super.init(frame: frame)  // super.init(frame: frame)
    setupLayout()  // setupLayout()
  }

  private func setupLayout() {  // private func setupLayout() {
    backgroundColor = .systemBlue  // backgroundColor = .systemBlue
    // addSubview(titleLabel) and its two centring constraints: left out (see above).
  }
}
