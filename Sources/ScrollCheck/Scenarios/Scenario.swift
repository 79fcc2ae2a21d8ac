import ScrollGeometry

/// A whole generated world: device, content, header settings and a script of gestures.
///
/// Scenarios are plain values. A replay token encodes the scenario itself (not a seed), so
/// it rebuilds the same world even after the generators change.
public struct Scenario: Hashable, Sendable, Codable {
  public var device: Device
  public var content: Content
  /// The header's minimum and maximum (or base) heights, for strategies that take them.
  public var minimumHeaderHeight: CGFloat
  public var maximumHeaderHeight: CGFloat
  /// The header's text, for self-sizing headers.
  public var headerText: String
  /// What happens after the view appears.
  public var script: [GestureEvent]

  public init(
    device: Device, content: Content, minimumHeaderHeight: CGFloat, maximumHeaderHeight: CGFloat,
    headerText: String, script: [GestureEvent]
  ) {
    self.device = device
    self.content = content
    self.minimumHeaderHeight = minimumHeaderHeight
    self.maximumHeaderHeight = maximumHeaderHeight
    self.headerText = headerText
    self.script = script
  }

  /// The scenario in plain words, one fact per line.
  public var plainDescription: [String] {
    [
      "device: " + device.plainDescription,
      "content: " + content.plainDescription,
      "header: \(minimumHeaderHeight.compactDescription)...\(maximumHeaderHeight.compactDescription)"
        + (headerText.isEmpty ? "" : ", text of \(headerText.count) characters \"\(headerText.prefix(40))\(headerText.count > 40 ? "..." : "")\""),
      "script: " + (script.isEmpty ? "(none)" : script.enumerated()
        .map { "\($0.offset + 1). \($0.element.plainDescription)" }.joined(separator: "; ")),
    ]
  }
}
