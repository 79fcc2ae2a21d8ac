import Foundation

/// The smallest part of `UIColor` the engine needs: whether a colour paints anything (its
/// alpha), and a name for reports (C34).
///
///     header.backgroundColor = .systemBlue       // paints: the header draws
///     spacer.backgroundColor = .clear            // paints nothing
///     UIColor.white.withAlphaComponent(0).paints // false
///
/// The components of a colour do not matter to any invariant, so only its alpha is kept.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
  /// A name for reports (`systemBlue`, `white 0.5`).
  public var name: String
  /// The opacity, 0 (transparent) to 1.
  public var alpha: CGFloat

  /// A colour with a name and an opacity.
  public init(name: String, alpha: CGFloat = 1) {
    self.name = name
    self.alpha = alpha
  }

  /// A grey (`UIColor(white:alpha:)`).
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(name: "white \(white.compactDescription)", alpha: alpha)
  }

  /// A colour from components (`UIColor(red:green:blue:alpha:)`).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(
      name: "rgb \(red.compactDescription) \(green.compactDescription) \(blue.compactDescription)",
      alpha: alpha)
  }

  /// The same colour at another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: name, alpha: alpha) }

  /// Whether a view filled with it shows anything: its alpha is above zero.
  public var paints: Bool { alpha > 0 }

  public var description: String { alpha == 1 ? name : "\(name) alpha \(alpha.compactDescription)" }

  /// Transparent (`UIColor.clear`).
  public static let clear = UIColor(name: "clear", alpha: 0)
  /// White (`UIColor.white`).
  public static let white = UIColor(name: "white")
  /// Black (`UIColor.black`).
  public static let black = UIColor(name: "black")
  /// The system blue (`UIColor.systemBlue`).
  public static let systemBlue = UIColor(name: "systemBlue")
  /// The system background (`UIColor.systemBackground`, white or black by appearance).
  public static let systemBackground = UIColor(name: "systemBackground")
  /// The grouped background (`UIColor.systemGroupedBackground`).
  public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
}
