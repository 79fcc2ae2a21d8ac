import ScrollGeometry

/// One pixel at scale 3: the tolerance of the engine's tests.
let pixel = PixelGrid.pixel(scale: 3)

/// Whether two values are equal within one pixel.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= pixel }

/// Whether two rectangles are equal within one pixel on every edge.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
  close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.maxX, b.maxX) && close(a.maxY, b.maxY)
}
