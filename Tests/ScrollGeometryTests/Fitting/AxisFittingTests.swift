import ScrollGeometry
import Testing

@Suite("AxisFitting: the fitting priority against hugging and compression resistance (F7, F10)")
struct AxisFittingTests {
  func resolve(_ target: CGFloat, _ priority: UILayoutPriority) -> CGFloat {
    AxisFitting.resolve(target: target, priority: priority, natural: 100, minimum: 40)
  }

  @Test func f7CompressedTargetAtFittingLevelGivesTheNaturalSize() {
    #expect(resolve(0, .fittingSizeLevel) == 100)
    #expect(resolve(0, .defaultLow) == 100)
    #expect(resolve(0, .defaultHigh) == 100)  // a tie with compression resistance
  }

  @Test func f7ALargerTargetWinsOnlyAboveHugging() {
    #expect(resolve(300, .fittingSizeLevel) == 100)
    #expect(resolve(300, .defaultLow) == 100)  // a tie with hugging
    #expect(resolve(300, UILayoutPriority(251)) == 300)
    #expect(resolve(300, .required) == 300)
  }

  @Test func f7ASmallerTargetWinsOnlyAboveCompressionResistance() {
    #expect(resolve(60, UILayoutPriority(751)) == 60)
    #expect(resolve(60, .required) == 60)
  }

  @Test func f10RequiredConstraintsBeatARequiredTarget() {
    #expect(resolve(10, .required) == 40)
    #expect(resolve(-10, .required) == 40)
    #expect(resolve(.nan, .fittingSizeLevel) == 100)
  }

  @Test func f7PrioritiesHaveUIKitsValues() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority(999) < .required)
    #expect(UIView.layoutFittingCompressedSize == .zero)
  }
}
