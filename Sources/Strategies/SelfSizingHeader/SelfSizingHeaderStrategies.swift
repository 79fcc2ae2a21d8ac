import ScrollGeometry

/// `self-sizing-header.published` and its mistake variants: seed 002's pattern, as
/// published or with one of the mistakes it warns about.
public struct SelfSizingHeader: SelfSizingHeaderStrategy {
  /// The mistake made, or nil for the pattern as published.
  public let mistake: SelfSizingMistake?

  /// The pattern as published (`mistake == nil`) or with one mistake.
  public init(mistake: SelfSizingMistake? = nil) {
    self.mistake = mistake
  }

  public var id: String { "self-sizing-header." + (mistake?.rawValue ?? "published") }

  public var summary: String {
    switch mistake {
    case nil: return "seed 002 as published: fit, set the frame, reassign when the height changed"
    case .missingBottomConstraint: return "seed 002 without the label's bottom constraint"
    case .singleLineLabel: return "seed 002 with the label left at numberOfLines = 1"
    case .noReassign: return "seed 002 updating the frame without assigning the header again"
    case .measuredEarly: return "seed 002 measuring only in viewDidLoad, before the final width"
    case .unguardedReassign: return "seed 002 reassigning on every layout pass, without the height guard"
    }
  }

  public var knownViolations: [KnownViolation] {
    switch mistake {
    case nil: return []
    case .missingBottomConstraint: return []
    case .singleLineLabel: return []
    case .noReassign: return []
    case .measuredEarly: return []
    case .unguardedReassign: return []
    }
  }

  public func makeViewController(headerText: String) -> UIViewController {
    SelfSizingHeaderController(headerText: headerText, mistake: mistake)
  }

  public func setHeaderText(_ text: String, in viewController: UIViewController) {
    (viewController as? SelfSizingHeaderController)?.refreshHeader(text: text)
  }
}
