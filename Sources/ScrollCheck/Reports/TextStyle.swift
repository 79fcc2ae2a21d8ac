/// ANSI colours for text reports, or none.
public struct TextStyle: Hashable, Sendable {
  /// Whether escape sequences are emitted.
  public var isColored: Bool

  /// Creates a style; `isColored: false` leaves text untouched.
  public init(isColored: Bool) { self.isColored = isColored }

  /// Plain text, no escapes.
  public static let plain = TextStyle(isColored: false)

  /// Decides whether to colour: only on a terminal, and not with `--no-color`, a non-empty
  /// `NO_COLOR` or `TERM=dumb`.
  public static func forOutput(
    isTerminal: Bool, noColorFlag: Bool, environment: [String: String]
  ) -> TextStyle {
    let noColorEnv = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    return TextStyle(isColored: isTerminal && !noColorFlag && !noColorEnv && !dumb)
  }

  private func wrap(_ text: String, _ code: String) -> String {
    isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// Green text (held).
  public func green(_ text: String) -> String { wrap(text, "32") }
  /// Red text (unexpected).
  public func red(_ text: String) -> String { wrap(text, "31") }
  /// Yellow text (recorded violation).
  public func yellow(_ text: String) -> String { wrap(text, "33") }
  /// Dim text (not applicable, details).
  public func dim(_ text: String) -> String { wrap(text, "2") }
  /// Bold text (headings).
  public func bold(_ text: String) -> String { wrap(text, "1") }
}
