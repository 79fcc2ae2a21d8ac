/// A deterministic model of the system font: a line height from San Francisco's vertical
/// metrics and a glyph advance per character class (rules F1, F2 in `docs/semantics.md`).
///
/// Real text layout depends on the exact font version, kerning and shaping; this model
/// does not. It is close enough for wrapping to depend on the width the way real text does,
/// and identical on every platform, which is what a reproducible counterexample needs.
///
///     let font = UIFont.systemFont(ofSize: 17)
///     font.lineHeight                 // 20.287...
///     font.width(of: "Just text")     // 65.11
public struct UIFont: Hashable, Sendable, CustomStringConvertible {
  /// The point size the font was created with.
  public let pointSize: CGFloat

  /// The Dynamic Type text style the font was vended for (`preferredFont(forTextStyle:)`),
  /// nil for a font of a fixed size (W35).
  public private(set) var textStyle: TextStyle?

  /// A text style of Dynamic Type. Only the body style is modelled: the style of
  /// `UITableViewCell`'s default text label and of SwiftUI's `Text` (W35).
  public enum TextStyle: String, Hashable, Sendable {
    /// `UIFont.TextStyle.body`.
    case body
  }

  /// The system font at the text style's size for a content size category (W35): what
  /// `preferredFont(forTextStyle:compatibleWith:)` vends, and what a label whose
  /// `adjustsFontForContentSizeCategory` is true takes when the category changes.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith category: UIContentSizeCategory = .default
  ) -> UIFont {
    var font = UIFont.systemFont(ofSize: category.bodyPointSize)
    font.textStyle = style
    return font
  }

  /// The line height as a multiple of the point size: San Francisco's ascender plus
  /// descender, (1950 + 494) / 2048 units per em, with no line gap (F1).
  public static let lineHeightMultiple: CGFloat = 2444 / 2048

  /// Creates the system font at the given size. A size that is negative or not finite is
  /// treated as 0 (text of that font then takes no room).
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize.isFinite ? Swift.max(0, fontSize) : 0)
  }

  /// The font `UILabel` uses until told otherwise: the system font at 17 points (F1).
  public static let labelDefault = UIFont.systemFont(ofSize: 17)

  private init(pointSize: CGFloat) {
    self.pointSize = pointSize
  }

  /// The height of one line of text, before any rounding to the pixel grid (F1).
  public var lineHeight: CGFloat { pointSize * Self.lineHeightMultiple }

  /// The horizontal advance of one character (F2).
  public func advance(of character: Character) -> CGFloat {
    pointSize * Self.advanceInEms(of: character)
  }

  /// The width of `text` set on one line: the sum of its characters' advances (F2).
  public func width<S: StringProtocol>(of text: S) -> CGFloat {
    text.reduce(0) { $0 + advance(of: $1) }
  }

  /// The advance of a character in ems, by class (F2).
  static func advanceInEms(of character: Character) -> CGFloat {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0x20: return 0.25  // space
    case 0x1100...: return 1.0  // CJK, Hangul, emoji and other wide scripts
    default: break
    }
    if narrowCharacters.contains(character) { return 0.27 }
    if wideCharacters.contains(character) { return 0.85 }
    if character.isASCII, character.isUppercase { return 0.65 }
    if character.isASCII, character.isNumber { return 0.58 }
    return 0.53
  }

  private static let narrowCharacters: Set<Character> = [
    "i", "j", "l", "t", "f", "r", "I", ".", ",", ":", ";", "'", "!", "|", "(", ")", "[", "]",
    "-", "\"",
  ]
  private static let wideCharacters: Set<Character> = ["m", "w", "M", "W", "@", "%"]

  public var description: String { "system \(pointSize.compactDescription) pt" }
}
