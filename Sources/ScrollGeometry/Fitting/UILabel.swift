/// A model of `UILabel`: text in the system font model, wrapped greedily at its width and
/// shown on at most `numberOfLines` lines (F1 to F5).
///
///     let titleLabel = UILabel()
///     titleLabel.numberOfLines = 0
///     titleLabel.text = "A long header title that should wrap onto multiple lines."
///     titleLabel.intrinsicHeight(atWidth: 343, scale: 3)   // 40.667: two lines
open class UILabel: UIView {
  /// The text shown; `nil` and `""` take no room. Setting it asks the containing header for
  /// a new layout pass (F13).
  open var text: String? {
    didSet { if oldValue != text { invalidateIntrinsicContentSize() } }
  }

  /// The font; the system font at 17 points unless set (F1).
  open var font: UIFont = .labelDefault {
    didSet { if oldValue != font { invalidateIntrinsicContentSize() } }
  }

  /// The most lines the label shows: 1 by default, 0 for as many as the text needs (F4).
  /// A negative value is treated as 0.
  open var numberOfLines: Int = 1 {
    didSet { if oldValue != numberOfLines { invalidateIntrinsicContentSize() } }
  }

  /// Whether the label takes the new size of its font's text style when the user's
  /// preferred text size changes (Apple: `adjustsFontForContentSizeCategory`, false by
  /// default; only a font vended by `preferredFont(forTextStyle:)` follows, W35).
  open var adjustsFontForContentSizeCategory = false

  /// Replaces a text-style font with its size at `category` when the label adjusts its font
  /// (W35); the new font re-measures the label and lays its header out again (F13).
  open override func preferredContentSizeCategoryDidChange(to category: UIContentSizeCategory) {
    super.preferredContentSizeCategoryDidChange(to: category)
    guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
    font = .preferredFont(forTextStyle: style, compatibleWith: category)
  }

  /// A label draws its text: only a label with text draws anything of its own (C34).
  open override var drawsOwnContent: Bool { !(text ?? "").isEmpty }

  /// The stacked header this label is arranged in, told when the label's size may change.
  weak var container: StackedHeaderView?

  /// Creates a label with the given frame, no text, the default font and one line.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Tells the containing header that the label's natural size may have changed.
  open func invalidateIntrinsicContentSize() {
    lastWrapping = nil
    lastUnwrappedWidth = nil
    container?.setNeedsLayout()
  }

  /// The last wrapping computed, kept because layout asks for the same width many times.
  private var lastWrapping: (width: CGFloat, lines: [String])?
  /// The width of the text on one line, kept for the same reason.
  private var lastUnwrappedWidth: CGFloat?

  /// The lines the text occupies at `width` with no limit on their number (F3).
  public func wrappedLines(atWidth width: CGFloat) -> [String] {
    if let lastWrapping, lastWrapping.width == width { return lastWrapping.lines }
    let lines = TextWrapping.lines(of: text ?? "", font: font, width: width)
    lastWrapping = (width, lines)
    return lines
  }

  /// The number of lines the text needs at `width` (F3).
  public func lineCountNeeded(atWidth width: CGFloat) -> Int {
    wrappedLines(atWidth: width).count
  }

  /// The number of lines the label shows at `width`: what the text needs, capped by
  /// `numberOfLines` unless that is 0 (F4).
  public func lineCountShown(atWidth width: CGFloat) -> Int {
    let needed = lineCountNeeded(atWidth: width)
    return numberOfLines > 0 ? Swift.min(needed, numberOfLines) : needed
  }

  /// Whether the text needs more lines at `width` than `numberOfLines` allows (F4).
  public func isTextTruncated(atWidth width: CGFloat) -> Bool {
    numberOfLines > 0 && lineCountNeeded(atWidth: width) > numberOfLines
  }

  /// The label's natural height at `width`: the lines shown times the line height, rounded
  /// up to the pixel grid of a screen of the given `scale` (F5).
  public func intrinsicHeight(atWidth width: CGFloat, scale: CGFloat) -> CGFloat {
    let lines = lineCountShown(atWidth: width)
    guard lines > 0 else { return 0 }
    let scale = AxisFitting.sanitized(scale: scale)
    return PixelGrid.ceil(CGFloat(lines) * font.lineHeight, scale: scale)
  }

  /// The label's natural width: its widest paragraph on one line, rounded up to the pixel
  /// grid (F14).
  public func intrinsicWidth(scale: CGFloat) -> CGFloat {
    let scale = AxisFitting.sanitized(scale: scale)
    if lastUnwrappedWidth == nil {
      lastUnwrappedWidth = TextWrapping.unwrappedWidth(of: text ?? "", font: font)
    }
    return PixelGrid.ceil(lastUnwrappedWidth ?? 0, scale: scale)
  }
}
