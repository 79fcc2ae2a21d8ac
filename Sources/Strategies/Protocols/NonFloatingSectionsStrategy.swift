import ScrollGeometry

/// The family of tables whose section headers and footers must not float.
public protocol NonFloatingSectionsStrategy: Strategy {
  /// Builds the view controller; the scenario's sections reach its table as its data source.
  func makeViewController() -> UIViewController
}

extension NonFloatingSectionsStrategy {
  public var family: StrategyFamily { .nonFloatingSections }

  /// Section headers and footers promise no header heights.
  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(family: .nonFloatingSections)
  }
}
