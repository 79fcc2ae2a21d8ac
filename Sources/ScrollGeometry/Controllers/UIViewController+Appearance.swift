/// One of the appearance calls UIKit makes on a controller (C9).
enum AppearanceCall {
  case willAppear, isAppearing, didAppear, willDisappear, didDisappear
}

extension UIViewController {
  /// Makes `call` on this controller, then, as UIKit does for a container whose
  /// `shouldAutomaticallyForwardAppearanceMethods` is true, on each of its children, whether
  /// or not an override calls `super` (C9, C20).
  func deliver(_ call: AppearanceCall, animated: Bool = false) {
    switch call {
    case .willAppear: viewWillAppear(animated)
    case .isAppearing: viewIsAppearing(animated)
    case .didAppear: viewDidAppear(animated)
    case .willDisappear: viewWillDisappear(animated)
    case .didDisappear: viewDidDisappear(animated)
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in children { child.deliver(call, animated: animated) }
  }
}
