/// Shows a view controller on a screen as a window does: loads its view at the placeholder
/// size, then gives it the screen's size, safe area and scale and runs layout passes until
/// nothing asks for another (bounded, C5); rotates it (C7); applies content updates (C8).
///
/// ```swift
/// let host = ViewControllerHost(controller, screen: Screen(size: CGSize(width: 390, height: 844),
///   scale: 3, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)), recorder: recorder)
/// host.present()
/// host.transition(to: landscape)
/// host.update { controller.tableView.content = TableContent(sections: 1, rowsPerSection: 3) }
/// ```
public final class ViewControllerHost {
  /// The controller shown.
  public let viewController: UIViewController
  /// The screen it is shown on now.
  public private(set) var screen: Screen
  /// Receives observations and events from every scroll view in the hierarchy.
  public let recorder: TraceRecorder?

  /// Creates a host; nothing is loaded until `present()`.
  public init(_ viewController: UIViewController, screen: Screen, recorder: TraceRecorder? = nil) {
    self.viewController = viewController
    self.screen = screen
    self.recorder = recorder
  }

  /// Loads the view (`viewDidLoad` at the placeholder size), then shows it in UIKit's order
  /// (C9): `viewWillAppear`, the screen's size, safe area and scale
  /// (`viewSafeAreaInsetsDidChange`), `viewIsAppearing`, layout passes (C1, C3, C4, C5),
  /// then `viewDidAppear`. Records `.layoutPass` with the number of passes once layout has
  /// settled (the first drawn frame), and again if `viewDidAppear` asked for more layout.
  public func present() {
    let view: UIView = UIView.$mainScreenScale.withValue(screen.scale) {
      UIViewController.$screenSizeAtLoad.withValue(screen.size) { viewController.view }
    }
    attachScrollViews()
    viewController.deliver(.willAppear)
    apply(screen, to: view)
    viewController.deliver(.isAppearing)
    view.setNeedsLayout()
    let passes = layoutIfNeeded()
    recordEverywhere(.layoutPass(passes))
    viewController.deliver(.didAppear)
    if viewController.view.needsLayoutInHierarchy {
      recordEverywhere(.layoutPass(layoutIfNeeded()))
    }
  }

  /// The view leaves the screen (a push over it, a tab switch): `viewWillDisappear`, then
  /// `viewDidDisappear` (C9). The views keep their state.
  public func disappear() {
    viewController.deliver(.willDisappear)
    viewController.deliver(.didDisappear)
  }

  /// The view comes back (a pop, a tab switch back): `viewWillAppear`, `viewIsAppearing`,
  /// a layout cycle, `viewDidAppear` (C9). Records `.layoutPass`.
  public func reappear() {
    viewController.deliver(.willAppear)
    viewController.deliver(.isAppearing)
    recordEverywhere(.layoutPass(layoutIfNeeded()))
    viewController.deliver(.didAppear)
    if viewController.view.needsLayoutInHierarchy {
      recordEverywhere(.layoutPass(layoutIfNeeded()))
    }
  }

  /// Rotates or resizes: `viewWillTransition(to:)`, then the new size and safe area, then
  /// layout passes (C7). Records `.sizeChange`.
  public func transition(to newScreen: Screen) {
    let navigations = Self.navigationControllers(in: viewController)
    // The tracked views resting at their top edge with the title expanded, which stay so (W13).
    let atTop = navigations.map(\.restsAtExpandedTop)
    viewController.viewWillTransition(to: newScreen.size)
    screen = newScreen
    apply(newScreen, to: viewController.view)
    layoutIfNeeded()
    // A large title follows the offset the view kept through the change (W13).
    if navigations.map({ $0.followTrackedViewAfterSizeChange() }).contains(true) {
      layoutIfNeeded()
    }
    // A view that rested at its top edge with the title expanded, whose title the passes
    // collapsed (a header the app measured again shrank the content on the way, S11 clamped
    // the offset and the title followed it: round 11), is brought back there (W13).
    if zip(navigations, atTop).map({ $0.keepTrackedViewAtExpandedTop(wasAtTop: $1) }).contains(true) {
      layoutIfNeeded()
    }
    recordEverywhere(.sizeChange)
  }

  /// Changes the safe area without a size change (the keyboard, the status bar): gives the
  /// root view the new safe area, runs a layout cycle and records `cause` (C12). No
  /// `viewWillTransition(to:)`: the size does not change.
  public func changeSafeArea(to insets: UIEdgeInsets, recording cause: ObservationCause) {
    let navigations = Self.navigationControllers(in: viewController)
    let atTop = navigations.map(\.restsAtExpandedTop)
    screen.safeAreaInsets = insets
    viewController.view.safeAreaInsets = insets + viewController.additionalSafeAreaInsets
    layoutIfNeeded()
    // A view resting at its top edge stays there with its large title expanded (S16, W13).
    if zip(navigations, atTop).map({ $0.keepTrackedViewAtExpandedTop(wasAtTop: $1) }).contains(true) {
      layoutIfNeeded()
    }
    recordEverywhere(cause)
  }

  /// Runs a layout cycle after a container changed its bars (a frame of the navigation bar's
  /// hide or show animation, W14) and records `cause`.
  public func layOutAndRecord(_ cause: ObservationCause) {
    layoutIfNeeded()
    recordEverywhere(cause)
  }

  /// The app sets the controller's `additionalSafeAreaInsets` after appearance: the root view's
  /// safe area becomes the window's plus these (and the views pinned to it follow), then a
  /// layout cycle runs and `cause` is recorded (W32, C12).
  public func setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets, recording cause: ObservationCause) {
    setAdditionalSafeAreaInsets(insets, of: viewController, recording: cause)
  }

  /// The same for `controller`, the shown controller or a child a container shows (W32):
  /// the container adds the child's insets to the safe area it gives the child's view.
  public func setAdditionalSafeAreaInsets(
    _ insets: UIEdgeInsets, of controller: UIViewController, recording cause: ObservationCause
  ) {
    controller.additionalSafeAreaInsets = insets
    // Every container between it and the root lays its child out again: the one that shows
    // it adds the insets, however deep (a navigation controller inside a tab bar controller).
    var container = controller.parent
    while let current = container {
      current.view.setNeedsLayout()
      container = current.parent
    }
    changeSafeArea(to: screen.safeAreaInsets, recording: cause)
  }

  /// The user's preferred text size (Dynamic Type, W35): `.large` until changed.
  public private(set) var contentSizeCategory = UIContentSizeCategory.default

  /// The user changes the preferred text size (W35): every view in the hierarchy hears it
  /// (a label that adjusts its font re-measures), `change` runs (a table's self-sizing rows
  /// take their new heights, W36), every controller's view is laid out again (each hears
  /// `viewDidLayoutSubviews`), and `cause` is recorded. Nothing when the size is the same.
  public func changeContentSizeCategory(
    to category: UIContentSizeCategory, applying change: () -> Void = {}, recording cause: ObservationCause
  ) {
    guard category != contentSizeCategory else { return }
    contentSizeCategory = category
    viewController.view.deliverContentSizeCategory(category)
    change()
    attachScrollViews()
    func layOutAgain(_ controller: UIViewController) {
      controller.view.setNeedsLayout()
      controller.children.forEach(layOutAgain)
    }
    layOutAgain(viewController)
    layoutIfNeeded()
    recordEverywhere(cause)
  }

  /// Runs a content change (rows, header text through a closure), then layout passes (C8).
  /// Records `.contentUpdate`.
  public func update(_ change: () -> Void) {
    change()
    attachScrollViews()
    layoutIfNeeded()
    recordEverywhere(.contentUpdate)
  }

  /// Runs layout passes until nothing asks for another, at most
  /// `UIView.maximumLayoutPasses`; hitting the bound records `layoutPassBoundHit` (C5).
  /// Returns the number of passes run.
  @discardableResult
  public func layoutIfNeeded() -> Int {
    let cycle = viewController.view.runLayoutCycle()
    if cycle.boundHit { recorder?.note(.layoutPassBoundHit(passes: cycle.passes)) }
    return cycle.passes
  }

  /// The navigation controllers in a controller's tree, the controller first.
  static func navigationControllers(in controller: UIViewController) -> [UINavigationController] {
    ((controller as? UINavigationController).map { [$0] } ?? []) + controller.children.flatMap(navigationControllers(in:))
  }

  /// Every scroll view in the controller's hierarchy, depth first.
  public var scrollViews: [UIScrollView] {
    var found: [UIScrollView] = []
    func visit(_ view: UIView) {
      if let scrollView = view as? UIScrollView { found.append(scrollView) }
      view.subviews.forEach(visit)
    }
    visit(viewController.view)
    return found
  }

  /// Gives the root view the screen's bounds and safe area (C3).
  private func apply(_ screen: Screen, to view: UIView) {
    view.frame = screen.bounds
    view.safeAreaInsets = screen.safeAreaInsets + viewController.additionalSafeAreaInsets
    view.contentScaleFactor = screen.scale
  }

  /// Attaches the recorder and the screen's scale to every scroll view.
  private func attachScrollViews() {
    for scrollView in scrollViews {
      if let recorder { scrollView.recorder = recorder }
      scrollView.contentScaleFactor = screen.scale
    }
  }

  private func recordEverywhere(_ cause: ObservationCause) {
    for scrollView in scrollViews { scrollView.record(cause) }
  }
}
