import ScrollGeometry

/// The family of `tableHeaderView`s sized by Auto Layout (`systemLayoutSizeFitting`).
public protocol SelfSizingHeaderStrategy: Strategy {
  /// Builds the view controller whose header shows `headerText`.
  func makeViewController(headerText: String) -> UIViewController
  /// Changes the header's text after it appeared, as the app would (seed 002's
  /// `refreshHeader(text:)`).
  func setHeaderText(_ text: String, in viewController: UIViewController)
}

extension SelfSizingHeaderStrategy {
  public var family: StrategyFamily { .selfSizingHeader }

  /// A self-sizing header promises no heights of its own: its content decides.
  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .selfSizingHeader)
  }
}
