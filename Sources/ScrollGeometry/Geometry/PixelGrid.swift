/// Rounding to a screen's pixel grid, and the tolerance every comparison in ScrollCheck uses.
public enum PixelGrid {
  /// Rounds `value` to the nearest pixel of a screen of the given `scale` (2 or 3).
  public static func round(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// Rounds `value` up to a whole pixel, as Auto Layout does for fitting sizes.
  public static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    // Subtract a hair first so that values already on the grid stay put despite
    // binary floating-point noise (e.g. 100.00000000001 at scale 3).
    ((value * scale) - 1e-9).rounded(.up) / scale
  }

  /// One pixel of a screen of the given `scale`: the tolerance for "equal on screen".
  public static func pixel(scale: CGFloat) -> CGFloat { 1 / scale }
}

extension CGFloat {
  /// A short decimal form for reports: at most three decimals, no trailing zeros
  /// (`44`, `-12.5`, `0.333`). Deterministic on every platform.
  public var compactDescription: String {
    // Beyond 1e15 the thousandths no longer fit an `Int` exactly: use Swift's shortest
    // round-trip form (deterministic too) rather than trap.
    if !isFinite || Swift.abs(self) >= 1e15 { return "\(self)" }
    let thousandths = (self * 1000).rounded(.toNearestOrAwayFromZero)
    if thousandths == 0 { return "0" }
    let negative = thousandths < 0
    let magnitude = Swift.abs(thousandths)
    let whole = (magnitude / 1000).rounded(.towardZero)
    var fraction = Int((magnitude - whole * 1000).rounded())
    var text = (negative ? "-" : "") + String(Int(whole))
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
      let padded = String(fraction)
      text += "." + String(repeating: "0", count: digits - padded.count) + padded
    }
    return text
  }
}
