/// The exit codes of `scrollcheck`.
public enum ExitCodes {
  /// Every result matches the recorded expectations.
  public static let success: Int32 = 0
  /// Some result differs from the record (a new violation, or a recorded one that did not
  /// appear), or the check could not be done.
  public static let unexpectedResult: Int32 = 1
  /// Bad usage (`EX_USAGE`).
  public static let usage: Int32 = 64

  /// The paragraph `--help` prints about them.
  static let discussion = """
    EXIT CODES:
      0   every result matches the recorded expectations
      1   a result differs from the record (a new violation, or a recorded one that no longer
          appears), or the check could not be done
      64  bad usage
    """
}
