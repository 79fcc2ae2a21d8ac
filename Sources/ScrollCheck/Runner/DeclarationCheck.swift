import ScrollGeometry
import Strategies

/// Checks what a strategy declares before anything runs: a declaration that makes no sense
/// is an error that names the problem, never a silent pass.
public enum DeclarationCheck {
  /// The heights proposed when checking a declaration (as when deciding what applies).
  static let proposal = HeaderHeights(minimum: 50, maximum: 200)

  /// The problem with `strategy`'s declaration, in words, or `nil` when it is sound.
  public static func problem(_ strategy: any Strategy) -> String? {
    problem(strategy.declaration(for: proposal), of: strategy)
      ?? problem(strategy.declaration(for: proposal, in: .standard), of: strategy)
  }

  /// The problem with one declaration of `strategy`, or `nil`.
  public static func problem(_ declaration: HeaderDeclaration, of strategy: any Strategy) -> String? {
    let name = "strategy '\(TerminalText.escaped(strategy.id))'"
    if declaration.family != strategy.family {
      return "\(name) is a \(strategy.family) strategy but declares the \(declaration.family) family"
    }
    let numbers: [(String, CGFloat)] = [
      ("minimum height", declaration.minimumHeight), ("maximum height", declaration.maximumHeight),
      ("spacing below the header", declaration.spacingBelowHeader),
    ]
    for (what, value) in numbers {
      if value.isNaN { return "\(name) declares a \(what) of NaN" }
      if value.isInfinite { return "\(name) declares an infinite \(what)" }
      if value < 0 { return "\(name) declares a negative \(what) (\(value.compactDescription))" }
    }
    switch declaration.headerView {
    case nil where declaration.family == .insetHeader:
      return "\(name) is an inset-header strategy but names no header view "
        + "(headerView: .accessibilityIdentifier(\"...\") or .tag(...))"
    case .accessibilityIdentifier(let identifier)? where identifier.isEmpty:
      return "\(name) names its header view by an empty accessibilityIdentifier"
    case .tag(0)?:
      return "\(name) names its header view by tag 0, which every view has by default"
    case _? where declaration.family == .swiftUIHeader:
      return "\(name) is a SwiftUI strategy: mark its header with .scrollCheckHeader(), not headerView"
    default: break
    }
    if declaration.minimumHeight > declaration.maximumHeight {
      return "\(name) declares a minimum height (\(declaration.minimumHeight.compactDescription)) "
        + "above its maximum height (\(declaration.maximumHeight.compactDescription))"
    }
    return nil
  }

  /// Throws `CheckServiceError.invalidInput` for the first unsound declaration.
  public static func validate(_ strategies: [any Strategy]) throws {
    for strategy in strategies {
      if let problem = problem(strategy) { throw CheckServiceError.invalidInput(problem) }
    }
  }
}
