import ScrollGeometry
import Strategies

/// `finite`: every offset, inset, size and frame the engine records is a finite number.
public struct Finite: Invariant {
  public init() {}
  public let id = "finite"
  public let families: [StrategyFamily] = StrategyFamily.allCases
  public let summary = "every offset, inset, size and frame is a finite number"
  public let explanation = """
    Every recorded state (each drag move, animation frame, layout pass and resting state, \
    through the scenario and a probe that pulls, releases, collapses and comes back to the \
    top) must hold only finite numbers: contentOffset, contentInset, adjustedContentInset, \
    the safe area, contentSize, the bounds, the valid offset range, the finger's \
    translation, every element's frames and scale, and a self-sizing header's fitting \
    height. The first NaN or infinite value is reported by name, at the step that \
    produced it (a division by a zero height, an infinite maximum height).
    """
  public var probe: [ProbeStep] { [.settle, .pull(120), .release, .collapse, .restAtTop] }

  public func check(_ run: CheckedRun) -> Violation? {
    for (index, observation) in run.observations.enumerated() {
      if let (name, value) = Self.firstNonFinite(in: observation) {
        return Violation(
          observationIndex: index,
          message: "\(name) is \(value) after \(observation.cause)")
      }
    }
    return nil
  }

  /// The name and value of the first number in the observation that is not finite.
  static func firstNonFinite(in observation: Observation) -> (String, CGFloat)? {
    // Nearly every observation is finite: check the numbers first and name them only when
    // one is not (naming them all was an eighth of a default run).
    if isFinite(observation) { return nil }
    var values: [(String, CGFloat)] = [
      ("contentOffset.x", observation.contentOffset.x), ("contentOffset.y", observation.contentOffset.y),
    ]
    for (name, insets) in [
      ("contentInset", observation.contentInset), ("adjustedContentInset", observation.adjustedContentInset),
      ("safeAreaInsets", observation.safeAreaInsets),
    ] {
      values += [
        ("\(name).top", insets.top), ("\(name).left", insets.left), ("\(name).bottom", insets.bottom),
        ("\(name).right", insets.right),
      ]
    }
    values += [
      ("contentSize.width", observation.contentSize.width), ("contentSize.height", observation.contentSize.height),
    ]
    values += rect("bounds", observation.bounds)
    values += [
      ("the valid offset range's lower bound", observation.validOffsetY.lowerBound),
      ("the valid offset range's upper bound", observation.validOffsetY.upperBound),
      ("the finger's translation", observation.fingerTranslation),
    ]
    for element in observation.elements {
      values += rect("\(element.kind) frame", element.contentFrame)
      values += rect("\(element.kind) on-screen frame", element.screenFrame)
      values.append(("\(element.kind) scale", element.scale))
    }
    if let fit = observation.headerFit {
      values += [("the header's fitting height", fit.fittingHeight), ("the fitting width", fit.width)]
    }
    return values.first { !$0.1.isFinite }
  }

  /// Whether every number `firstNonFinite(in:)` names is finite.
  static func isFinite(_ observation: Observation) -> Bool {
    func finite(_ insets: UIEdgeInsets) -> Bool {
      insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite && insets.right.isFinite
    }
    func finite(_ rect: CGRect) -> Bool {
      rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }
    guard observation.contentOffset.x.isFinite, observation.contentOffset.y.isFinite,
      finite(observation.contentInset), finite(observation.adjustedContentInset), finite(observation.safeAreaInsets),
      observation.contentSize.width.isFinite, observation.contentSize.height.isFinite, finite(observation.bounds),
      observation.validOffsetY.lowerBound.isFinite, observation.validOffsetY.upperBound.isFinite,
      observation.fingerTranslation.isFinite
    else { return false }
    for element in observation.elements {
      guard finite(element.contentFrame), finite(element.screenFrame), element.scale.isFinite else { return false }
    }
    if let fit = observation.headerFit, !(fit.fittingHeight.isFinite && fit.width.isFinite) { return false }
    return true
  }

  private static func rect(_ name: String, _ rect: CGRect) -> [(String, CGFloat)] {
    [
      ("\(name) x", rect.origin.x), ("\(name) y", rect.origin.y), ("\(name) width", rect.size.width),
      ("\(name) height", rect.size.height),
    ]
  }
}
