import Foundation

/// Quoting for words pasted into a POSIX shell.
enum ShellQuoting {
  /// `word` unchanged when it needs no quoting, otherwise in single quotes.
  static func quoted(_ word: String) -> String {
    let safe = word.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ":", "=", "+", "@", "%", ",", "~":
        return true
      default:
        return false
      }
    }
    if safe && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
