// This file does not import ScrollGeometry: the engine's `Observation` (a trace record)
// would shadow the Observation module in the `@Observable` macro's expansion.
#if canImport(Observation)
  import Foundation
  import Observation

  /// A model a view reads, as an app's `@Observable` class (U28).
  @Observable final class HeaderModel {
    var height: CGFloat = 100
  }
#endif
