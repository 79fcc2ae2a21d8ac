import ScrollGeometry
import Strategies

/// A whole generated world: device, content, header settings and a script of gestures.
///
/// Scenarios are plain values. A replay token encodes the scenario itself (not a seed), so
/// it rebuilds the same world even after the generators change.
public struct Scenario: Hashable, Sendable, Codable {
  /// The device the scenario runs on.
  public var device: Device
  /// The rows and sections (or stack items) shown below the header.
  public var content: Content
  /// The header's minimum and maximum (or base) heights, for strategies that take them.
  public var minimumHeaderHeight: CGFloat
  public var maximumHeaderHeight: CGFloat
  /// The header's text, for self-sizing headers.
  public var headerText: String
  /// What happens after the view appears.
  public var script: [GestureEvent]
  /// The display's frame rate, at which animations draw their frames (S21). Not part of the
  /// fixed encoding: a tagged field, written only when it is not the default 60 Hz.
  public var pacing: FramePacing = .hz60
  /// The container controllers the strategy's controller is shown in (navigation and tab
  /// bars); `.none` in old tokens.
  public var container: Container = .none
  /// What a storyboard port's scene pins its table to: the Safe Area (Xcode's default,
  /// C30) or the superview's edges (tagged field 50). Code-built tables ignore it.
  public var storyboardTablePin: StoryboardAttributes.TablePin = .safeArea
  /// Whether the app installs a `UIRefreshControl` on its table (`refreshControl`, W40), or
  /// in the SwiftUI world makes its view `refreshable` (K11): tagged field 60, written only
  /// when true.
  public var refreshControl = false
  /// The table's row height estimate (`estimatedRowHeight`, T20): rows not yet shown are
  /// laid out at it and measured as they enter the screen. nil (old tokens): every row is
  /// laid out at its real height. Tagged field 30, written only when set.
  public var rowEstimate: CGFloat?
  /// Whether the app's table has grouped sections (`UITableView.Style.grouped`, W52): the
  /// table-header family's pairing with sections that do not float; tagged field 40, written
  /// only when true. A port's table is created grouped whatever its initializer says.
  public var groupedSections = false
  /// Whether a page sheet with the detents `[.medium, .large]` is shown at its medium detent
  /// (W55): the app leaves `selectedDetentIdentifier` at its default, nil, and UIKit shows the
  /// smallest detent; false: the app selects `.large` before presenting. Only where the
  /// medium detent is modelled (the 14 Pro's page sheet in portrait, W53); tagged field 11,
  /// written only when true.
  public var startsAtMediumDetent = false
  /// Whether the app keeps a drag from growing its page sheet: it sets
  /// `prefersScrollingExpandsWhenScrolledToEdge = false`, so that at the medium detent the
  /// content scrolls; false: UIKit's default, where a drag scrolling up grows the sheet to its
  /// large detent first (W57). For a SwiftUI view an approximation: its nearest API,
  /// `presentationContentInteraction(.scrolls)`, still grows the sheet once the content
  /// reaches its end. Drawn on the page sheet whose medium detent is modelled, in either
  /// orientation; tagged field 12, written only when true.
  public var scrollingKeepsSheetDetent = false

  /// Creates a scenario from its device, content, header settings, script and containers.
  public init(
    device: Device, content: Content, minimumHeaderHeight: CGFloat, maximumHeaderHeight: CGFloat,
    headerText: String, script: [GestureEvent], container: Container = .none
  ) {
    self.container = container
    self.device = device
    self.content = content
    self.minimumHeaderHeight = minimumHeaderHeight
    self.maximumHeaderHeight = maximumHeaderHeight
    self.headerText = headerText
    self.script = script
  }

  /// The scenario in plain words, one fact per line, leaving out what a strategy of
  /// `family` does not use (header heights for a self-sizing header, sections for SwiftUI).
  /// `readsTableWideHeights` (a storyboard table: `Strategy.loadsFromStoryboard`) prints the
  /// table-wide section heights and top padding even with no sections, since they decide
  /// what such a strategy's code reads; a table of a named family built in code is described
  /// as its delegate answers it, each section with its own header and footer height (T18).
  public func plainDescription(for family: StrategyFamily? = nil, readsTableWideHeights: Bool = false) -> [String] {
    var lines = ["device: " + device.plainDescription]
    let containers = family == .swiftUIHeader ? container.swiftUIPlainDescription : container.plainDescription
    if let containers { lines.append("shown " + containers) }
    if showsMediumDetentFirst {
      lines.append("sheet: shown at its medium detent (detents [.medium, .large], none selected)")
    }
    if keepsSheetDetentWhileScrolling {
      lines.append("sheet: scrolling does not expand it (prefersScrollingExpandsWhenScrolledToEdge = false)")
    }
    // A storyboard table reads the scenario's table-wide heights and padding; a table built
    // in code gets each section's heights from the delegate and keeps its own padding (T18).
    let contentLine =
      readsTableWideHeights || family == nil
      ? content.plainDescription(showingTableWideHeights: readsTableWideHeights) : content.answeredByDelegate.plainDescription
    switch family {
    case .swiftUIHeader:
      lines.append("content: \(content.rowCount) item\(content.rowCount == 1 ? "" : "s")")
      lines.append("header: base height \(maximumHeaderHeight.compactDescription)")
    case .tableHeader, .insetHeader:
      lines.append("content: " + contentLine)
      lines.append("header: \(minimumHeaderHeight.compactDescription)...\(maximumHeaderHeight.compactDescription)")
    case .selfSizingHeader:
      lines.append("content: " + contentLine)
      lines.append("header text: " + describeText(headerText))
    case .nonFloatingSections:
      lines.append("content: " + contentLine)
    case nil:
      lines.append("content: " + contentLine)
      lines.append(
        "header: \(minimumHeaderHeight.compactDescription)...\(maximumHeaderHeight.compactDescription), text "
          + describeText(headerText))
    }
    if pacing != .hz60 { lines.append("frame pacing: \(pacing)") }
    if refreshControl {
      lines.append(
        family == .swiftUIHeader
          ? "refresh control: yes (the app's view is refreshable)" : "refresh control: yes (a UIRefreshControl on the table)")
    }
    if let rowEstimate, family != .swiftUIHeader {
      lines.append(
        "row estimate: \(rowEstimate.compactDescription) pt (estimatedRowHeight: rows not yet shown are laid out at "
          + "it, each measured as it enters the screen)")
    }
    if storyboardTablePin != .safeArea {
      lines.append("storyboard table: pinned to the superview's edges, not the Safe Area")
    }
    if groupedSections, family != .swiftUIHeader {
      lines.append("table style: grouped (section headers and footers scroll with the rows)")
    }
    lines.append(
      "script: "
        + (script.isEmpty
          ? "(none)"
          : script.enumerated().map { "\($0.offset + 1). \($0.element.plainDescription)" }
            .joined(separator: "; ")))
    return lines
  }

  /// `"Title"` or `57 characters "A long header title that..."`.
  func describeText(_ text: String) -> String {
    let text = TerminalText.escaped(text)
    if text.isEmpty { return "empty" }
    if text.count <= 24 { return "\"\(text)\"" }
    return "\(text.count) characters \"\(text.prefix(24))...\""
  }
}

extension Scenario {
  /// The screen the world is first shown on: the device's, at the sheet's medium detent
  /// when the scenario starts there (W55).
  public var initialScreen: Screen {
    var environment = WorldEnvironment()
    environment.sheetAtMediumDetent = showsMediumDetentFirst
    return environment.apply(to: device.initialScreen)
  }

  /// Whether the controller is shown as a page sheet: the device is one of the catalogue's
  /// phone page sheets (W53, W56).
  public var isShownAsPageSheet: Bool {
    DeviceModel.pageSheets.contains { $0.matches(device) }
  }

  /// Whether a drag scrolling up at the sheet's medium detent grows the sheet first (W57): the
  /// controller is shown as a page sheet and the app keeps UIKit's default.
  public var dragsExpandSheet: Bool {
    isShownAsPageSheet && !scrollingKeepsSheetDetent
  }

  /// Whether the app's choice to keep drags from growing the sheet means something here: the
  /// scenario asks for it on a page sheet whose medium detent is modelled (W53, W57), in
  /// either orientation; elsewhere the flag (a token may carry it anywhere) means nothing.
  public var keepsSheetDetentWhileScrolling: Bool {
    scrollingKeepsSheetDetent && DeviceModel.detentSheets.contains { $0.matches(device) }
  }

  /// Whether the world is first shown at a sheet's medium detent: the scenario asks for it
  /// and the device starts as a page sheet whose medium detent is modelled (W55); elsewhere
  /// the flag (a token may carry it anywhere) means nothing.
  public var showsMediumDetentFirst: Bool {
    startsAtMediumDetent && DeviceModel.hasMediumDetent(device.initialScreen.size)
  }

  /// The environment a declaration is asked for on `screen`, the window in the orientation
  /// `landscape` (K2). A page sheet at its medium detent keeps the size classes of its large
  /// one: a detent changes the sheet's height, not its traits (W55).
  public func headerEnvironment(on screen: Screen, landscape: Bool) -> HeaderEnvironment {
    var environment = HeaderEnvironment(screen: screen)
    let full = device.screen(landscape: landscape)
    if screen.size != full.size, DeviceModel.hasMediumDetent(full.size) {
      let large = HeaderEnvironment(screen: full)
      environment.horizontalSizeClass = large.horizontalSizeClass
      environment.verticalSizeClass = large.verticalSizeClass
    }
    return environment
  }

  /// The adjustment behaviour the scenario itself (the app) asks for: `.never` when the
  /// device's setting or any `set-adjustment-behavior` event of the script says `.never`
  /// (content under the bars is then what the app wants, W31), else the device's.
  public var askedAdjustment: UIScrollView.ContentInsetAdjustmentBehavior {
    if script.contains(.setAdjustmentBehavior(.never)) { return .never }
    return device.adjustment
  }
}
