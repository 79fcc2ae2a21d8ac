import ScrollGeometry
import Strategies

/// `text-fits`: no header text is truncated or covered by what the table draws below the header.
public struct TextFits: Invariant {
  public init() {}
  public let id = "text-fits"
  public let families: [StrategyFamily] = [.selfSizingHeader]
  public let summary = "no header text is truncated or covered"
  public let explanation = """
    Whenever layout has settled, no label in the table header may show fewer lines than \
    its text needs at the header's width (numberOfLines too small), and no content that \
    extends below the header's frame (by more than a pixel) may be drawn over by what the \
    table puts there: UIKit does not clip a header, so text that overflows a header too \
    short for it shows in full until a row, a section header or footer, or the table \
    footer is drawn over it.
    """
  public var probe: [ProbeStep] { [.settle] }

  public func check(_ run: CheckedRun) -> Violation? {
    for index in run.settledLayoutIndices {
      let observation = run.observations[index]
      guard let fit = observation.headerFit else { continue }
      let frame = run.header(in: observation)?.screenFrame
      if fit.isTextTruncated {
        return Violation(
          observationIndex: index,
          message: "header text is truncated at width \(fit.width.compactDescription)",
          marks: frame.map { [$0] } ?? [])
      }
      if fit.isLabelSqueezed {
        return Violation(
          observationIndex: index,
          message: "header text is cut: the header is \((frame?.height ?? 0).compactDescription) tall, its "
            + "constraints ask for \(fit.fittingHeight.compactDescription), and its label is squeezed below "
            + "the height its lines need (UILabel drops the lines that do not fit)",
          marks: frame.map { [$0] } ?? [])
      }
      if fit.isContentClipped, let frame, let contentMaxY = fit.contentMaxY, contentMaxY > frame.height {
        // The band the overflowing content occupies below the header's frame, on screen.
        let band = CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: contentMaxY - frame.height)
        let covering = observation.elements.first { element in
          let overlap = element.screenFrame.intersection(band)
          return element.kind != .tableHeader && overlap.height > observation.tolerance
            && overlap.width > observation.tolerance
        }
        if let covering {
          let overlap = covering.screenFrame.intersection(band)
          return Violation(
            observationIndex: index,
            message: "header content overflows: the header is \(frame.height.compactDescription) tall, its "
              + "content reaches \(contentMaxY.compactDescription), and \(covering.kind) is drawn over it "
              + "(y \(overlap.minY.compactDescription)..\(overlap.maxY.compactDescription))",
            marks: [frame, overlap])
        }
      }
    }
    return nil
  }
}
