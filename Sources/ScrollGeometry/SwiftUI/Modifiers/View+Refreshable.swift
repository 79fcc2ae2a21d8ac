extension View {
  /// Marks the scroll view inside as refreshable, as SwiftUI's `refreshable(action:)` does
  /// (K11): the hosting scroll view gets UIKit's refresh control (W40 to W43), which a pull
  /// far enough past the top starts; the spinner stays until the app's refresh is over.
  ///
  /// The model never runs `action` (it is asynchronous, and what it changes is the app's):
  /// a scenario's `end-refreshing` event stands for the action returning, and a content change
  /// for what it fetched. SwiftUI has no call that starts a refresh from the app
  /// (`beginRefreshing()` has no counterpart).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedView {
    ModifiedView(self, "refreshable") { ViewNode(.scrollSetting(.refreshable, child: $0)) }
  }
}
