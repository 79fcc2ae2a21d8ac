import ScrollGeometry

/// `value` in pixels of a screen of `scale`, with floating-point noise below a millionth of
/// a pixel removed: pixel-grid expectations compare whole pixel counts exactly.
func inPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  (value * scale * 1_000_000).rounded() / 1_000_000
}

/// Whether two lengths agree to a billionth of a point (arithmetic noise, far below a pixel).
func isClose(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool {
  abs(lhs - rhs) < 1e-9
}
