/// Greedy word wrapping of text at a width, as `NSLineBreakMode.byWordWrapping` does (F3).
///
/// Lines break at spaces; a word wider than a whole line breaks between characters; spaces
/// at the end of a line hang past the edge and take no room; `"\n"` always starts a new
/// line. Empty text has no lines.
///
///     TextWrapping.lines(of: "A long header title", font: .systemFont(ofSize: 17), width: 85)
///     // ["A long", "header title"]
public enum TextWrapping {
  /// The lines `text` occupies at `width`, without any limit on their number.
  ///
  /// - Complexity: O(*n*) in the number of characters.
  public static func lines(of text: String, font: UIFont, width: CGFloat) -> [String] {
    guard !text.isEmpty else { return [] }
    let available = width.isNaN ? 0 : Swift.max(0, width)
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      result += lines(ofParagraph: paragraph, font: font, width: available)
    }
    return result
  }

  /// The number of lines `text` occupies at `width`, without any limit.
  public static func lineCount(of text: String, font: UIFont, width: CGFloat) -> Int {
    lines(of: text, font: font, width: width).count
  }

  /// The width of the widest paragraph of `text` set on one line.
  public static func unwrappedWidth(of text: String, font: UIFont) -> CGFloat {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { font.width(of: trimmingTrailingSpaces($0)) }
      .max() ?? 0
  }

  // A value a hair above zero, so that text exactly as wide as the line still fits
  // despite binary floating-point noise in the sum of advances.
  private static let fitTolerance: CGFloat = 1e-9

  private static func lines(ofParagraph paragraph: Substring, font: UIFont, width: CGFloat)
    -> [String]
  {
    var lines: [String] = []
    var line = ""
    var lineWidth: CGFloat = 0  // trailing spaces are never part of a line

    // Places text at the start of an empty line, breaking it by character where it is wider
    // than a whole line (at least one character per line, so this always ends).
    func placeOnEmptyLine(_ text: Substring) {
      var rest = text
      while true {
        var taken = ""
        var takenWidth: CGFloat = 0
        for character in rest {
          let next = takenWidth + font.advance(of: character)
          if !taken.isEmpty, next > width + fitTolerance { break }
          taken.append(character)
          takenWidth = next
        }
        rest = rest.dropFirst(taken.count)
        line = taken
        lineWidth = takenWidth
        if rest.isEmpty { return }
        lines.append(line)
      }
    }

    // Each word with the spaces before it; spaces at a line break hang and vanish.
    var index = paragraph.startIndex
    var isFirstWord = true
    while index < paragraph.endIndex {
      let wordStart = paragraph[index...].firstIndex { $0 != " " } ?? paragraph.endIndex
      guard wordStart < paragraph.endIndex else { break }  // only trailing spaces left
      let wordEnd = paragraph[wordStart...].firstIndex { $0 == " " } ?? paragraph.endIndex
      let spaces = paragraph[index..<wordStart]
      let word = paragraph[wordStart..<wordEnd]
      index = wordEnd
      if isFirstWord {
        // Leading spaces of a paragraph take room on its first line.
        isFirstWord = false
        placeOnEmptyLine(paragraph[spaces.startIndex..<wordEnd])
        continue
      }
      let candidate = lineWidth + font.width(of: spaces) + font.width(of: word)
      if candidate <= width + fitTolerance {
        line += spaces + word
        lineWidth = candidate
      } else {
        lines.append(line)
        placeOnEmptyLine(word)
      }
    }
    lines.append(line)
    return lines
  }

  private static func trimmingTrailingSpaces(_ text: Substring) -> Substring {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == " " {
      end = text.index(before: end)
    }
    return text[..<end]
  }
}
