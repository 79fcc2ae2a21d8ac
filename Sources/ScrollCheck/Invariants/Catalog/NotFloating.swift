import ScrollGeometry
import Strategies

/// `not-floating`: every section header and footer moves rigidly with the content.
public struct NotFloating: Invariant {
  public init() {}
  public let id = "not-floating"
  public let families: [StrategyFamily] = [.nonFloatingSections]
  public let summary = "every section header and footer moves rigidly with the content"
  public let explanation = """
    Between any two consecutive moments with no layout pass and no change of content size, \
    every section header and footer on screen in both must keep its position in content \
    coordinates, to one screen pixel: it moves exactly as the rows do and never floats, \
    at any offset, including pulls past either edge.
    """
  public var probe: [ProbeStep] {
    [.settle, .restAtTop, .pull(80), .push(600), .release, .restAtBottom, .push(80), .pull(300), .release]
  }

  public func check(_ run: CheckedRun) -> Violation? {
    let observations = run.observations
    guard observations.count > 1 else { return nil }
    for index in 1..<observations.count {
      let previous = observations[index - 1]
      let current = observations[index]
      guard !current.isLayoutPass, !previous.isLayoutPass,
        abs(previous.contentSize.height - current.contentSize.height) <= current.tolerance
      else { continue }
      for element in current.elements where isSectionSupplement(element.kind) {
        guard let before = previous.element(element.kind) else { continue }
        let drift = element.contentFrame.minY - before.contentFrame.minY
        if abs(drift) > current.tolerance {
          return Violation(
            observationIndex: index, comparedIndex: index - 1,
            message: "\(element.kind) moved \(drift.compactDescription) in content coordinates "
              + "as contentOffset.y went \(previous.contentOffset.y.compactDescription) -> "
              + "\(current.contentOffset.y.compactDescription): it floats",
            marks: [element.screenFrame])
        }
      }
    }
    return nil
  }

  private func isSectionSupplement(_ kind: ElementKind) -> Bool {
    switch kind {
    case .sectionHeader, .sectionFooter: return true
    default: return false
    }
  }
}
