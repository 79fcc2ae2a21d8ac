/// Text from outside (a token's header text, a worker's standard error, an identifier a
/// user typed) made safe to print: control characters never reach the terminal raw.
public enum TerminalText {
  /// `text` with every control character (C0, DEL and C1, escape included) written as
  /// `\u{1B}`, so that a hand-made token cannot move the cursor or change colours.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
