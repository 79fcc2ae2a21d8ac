import ScrollGeometry
import Strategies
import Testing

@Suite("K2: the environment a declaration may read")
struct HeaderEnvironmentTests {
  func environment(_ width: CGFloat, _ height: CGFloat, top: CGFloat = 0) -> HeaderEnvironment {
    HeaderEnvironment(
      screen: Screen(
        size: CGSize(width: width, height: height), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)))
  }

  @Test func k2SizeClassesFollowApplesTable() {
    // iPhone 14 portrait and landscape: compact width; compact height in landscape.
    #expect(environment(390, 844).horizontalSizeClass == .compact)
    #expect(environment(390, 844).verticalSizeClass == .regular)
    #expect(environment(844, 390).horizontalSizeClass == .compact)
    #expect(environment(844, 390).verticalSizeClass == .compact)
    // iPhone 15 Pro Max in landscape: regular width, compact height.
    #expect(environment(932, 430).horizontalSizeClass == .regular)
    #expect(environment(932, 430).verticalSizeClass == .compact)
    // iPhone 8 Plus in landscape is regular width at 736 points, the iPhone 12 Pro compact at
    // 844: the width alone does not decide it (K2).
    #expect(environment(736, 414).horizontalSizeClass == .regular)
    #expect(environment(414, 736).horizontalSizeClass == .compact)
    #expect(environment(852, 393).horizontalSizeClass == .compact)
    #expect(environment(896, 414).horizontalSizeClass == .regular)
    // iPad Split View windows: the 12.9-inch half in landscape (678) and the 11-inch two
    // thirds (790) are regular; the 11-inch half (585) and two thirds in portrait (504), and
    // the thirds, compact.
    #expect(environment(678, 1024).horizontalSizeClass == .regular)
    #expect(environment(790, 834).horizontalSizeClass == .regular)
    for (width, height) in [(585.0, 834.0), (504.0, 1194.0), (320.0, 1194.0), (375.0, 1366.0), (540.0, 620.0)] {
      #expect(environment(width, height).horizontalSizeClass == .compact)
    }
    // iPad Air: regular both ways, in both orientations.
    for (width, height) in [(820.0, 1180.0), (1180.0, 820.0)] {
      #expect(environment(width, height).horizontalSizeClass == .regular)
      #expect(environment(width, height).verticalSizeClass == .regular)
    }
  }

  struct SafeAreaHeader: StretchyTableHeaderStrategy {
    let id = "safe-area-header"
    let summary = "a header as tall as its content plus the safe area"
    let knownViolations: [KnownViolation] = []
    func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
      HeaderDeclaration(family: .tableHeader, minimumHeight: 64, maximumHeight: 200)
    }
    func declaration(for proposal: HeaderHeights, in environment: HeaderEnvironment) -> HeaderDeclaration {
      HeaderDeclaration(
        family: .tableHeader, minimumHeight: 64 + environment.safeAreaInsets.top,
        maximumHeight: 200 + environment.safeAreaInsets.top)
    }
    func makeViewController(heights: HeaderHeights) -> UIViewController { UIViewController() }
  }

  @Test func k2ADeclarationReadsTheSafeAreaThroughAnyStrategy() {
    let strategy: any Strategy = SafeAreaHeader()
    let declared = strategy.declaration(for: HeaderHeights(minimum: 50, maximum: 200), in: environment(390, 844, top: 47))
    #expect(declared.maximumHeight == 247)
    #expect(strategy.declaration(for: HeaderHeights(minimum: 50, maximum: 200)).maximumHeight == 200)
  }
}
