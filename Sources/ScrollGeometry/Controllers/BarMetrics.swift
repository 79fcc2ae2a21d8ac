/// The heights of the system bars a container controller draws, by device idiom and vertical
/// size class (W10, W11, W15 in docs/semantics.md).
///
/// ```swift
/// let bars = BarMetrics(idiom: .phone)
/// bars.navigationBarHeight(in: CGSize(width: 390, height: 844))  // 44
/// bars.navigationBarHeight(in: CGSize(width: 844, height: 390))  // 32
/// ```
public struct BarMetrics: Hashable, Sendable {
  /// Whether the device is a phone or a tablet (UIKit's `userInterfaceIdiom`).
  public enum Idiom: String, Hashable, Sendable, Codable {
    case phone
    case pad
  }

  /// The device's idiom.
  public var idiom: Idiom

  /// Creates the metrics of a device idiom.
  public init(idiom: Idiom) { self.idiom = idiom }

  /// The idiom a screen of this size most likely belongs to, for a device the catalogue does
  /// not name: a tablet when its shorter side is at least 700 points (K2's threshold).
  public static func idiom(for size: CGSize) -> Idiom {
    min(size.width, size.height) >= 700 ? .pad : .phone
  }

  /// The large title's extra height below the standard bar at full size (W11).
  public static let largeTitleHeight: CGFloat = 52

  /// Whether a container of `size` has a compact vertical size class: a phone wider than it
  /// is tall (K2). A tablet never does.
  public func isCompactHeight(_ size: CGSize) -> Bool {
    idiom == .phone && size.width > size.height
  }

  /// The standard navigation bar's height, status bar excluded (W10): 44 points on a phone,
  /// 32 in a compact height, 50 on a tablet.
  public func navigationBarHeight(in size: CGSize) -> CGFloat {
    switch idiom {
    case .pad: return 50
    case .phone: return isCompactHeight(size) ? 32 : 44
    }
  }

  /// The tab bar's height above the home indicator (W15): 49 points on a phone, 32 in a
  /// compact height, 50 on a tablet.
  public func tabBarHeight(in size: CGSize) -> CGFloat {
    switch idiom {
    case .pad: return 50
    case .phone: return isCompactHeight(size) ? 32 : 49
    }
  }
}
