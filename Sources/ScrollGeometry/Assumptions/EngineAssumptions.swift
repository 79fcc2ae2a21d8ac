/// A rule of `docs/semantics.md` that nobody documents fully and that has a plausible
/// alternative: the engine can run under either, so that every finding can say whether it
/// rests on the choice.
public struct Assumption: Hashable, Sendable {
  /// The rule's id in `docs/semantics.md` ("S11").
  public var id: String
  /// What the rule decides, in a few words.
  public var topic: String
  /// The alternatives, the engine's default first, each with a one-line description.
  public var alternatives: [(name: String, meaning: String)]

  /// The default alternative's name.
  public var defaultAlternative: String { alternatives[0].name }

  public static func == (a: Assumption, b: Assumption) -> Bool {
    a.id == b.id && a.topic == b.topic && a.alternatives.map(\.name) == b.alternatives.map(\.name)
      && a.alternatives.map(\.meaning) == b.alternatives.map(\.meaning)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(alternatives.map(\.name))
  }
}

/// The alternatives the engine runs under (each assumption's default unless chosen), and a
/// log of which assumptions a run exercised: where the alternative would have made the
/// engine do something else.
///
/// ```swift
/// EngineAssumptions.$current.withValue(try EngineAssumptions(["S11=stay"])) { ... }
/// ```
public struct EngineAssumptions: Hashable, Sendable {
  /// The chosen alternatives by assumption id; an id not listed runs under its default.
  public private(set) var choices: [String: String] = [:]

  /// Every assumption the engine models, in `docs/semantics.md` order.
  public static let catalog: [Assumption] = [
    Assumption(
      id: "C1", topic: "the size a storyboard scene's view has before it is shown",
      alternatives: [
        ("canvas", "the scene's 375 x 667 canvas (Interface Builder's iPhone 8)"),
        ("screen", "the screen's size already"),
      ]),
    Assumption(
      id: "S11", topic: "an offset left out of range at rest by an inset, size or safe-area change or a row-estimate correction",
      alternatives: [
        ("pull", "pulled back to the nearest edge at once, calling scrollViewDidScroll"),
        ("stay", "left where it is until the next touch"),
      ]),
    Assumption(
      id: "T3", topic: "what reading an unset table-wide section header or footer height returns",
      alternatives: [
        ("value", "the style's value, 28 plain and 18 grouped"),
        ("automatic", "UITableView.automaticDimension (-1), as Apple documents the default"),
      ]),
    Assumption(
      id: "T8", topic: "whether a layout pass re-reads the table header view's height",
      alternatives: [
        ("captured", "no: the height captured when tableHeaderView was assigned"),
        ("reread", "yes: each layout pass uses the header view's current height"),
      ]),
    Assumption(
      id: "T9", topic: "whether a layout pass re-reads the table footer view's height",
      alternatives: [
        ("captured", "no: the height captured when tableFooterView was assigned"),
        ("reread", "yes: each layout pass uses the footer view's current height"),
      ]),
    Assumption(
      id: "T31", topic: "the band a grouped table leaves above its first section without a table header view",
      alternatives: [
        ("band", "35 points, as if a default header were there (also under a header view 0 points tall)"),
        ("none", "no band: the first section starts at the content's top"),
      ]),
    Assumption(
      id: "T15", topic: "how high a plain table's floating section footer may rise",
      alternatives: [
        ("header", "no higher than the bottom of its own section's header"),
        ("section", "no higher than its section's top (it may cover its own header)"),
      ]),
    Assumption(
      id: "U13", topic: "the shape of a SwiftUI picture no strategy declares",
      alternatives: [
        ("banner", "a 16:9 landscape banner, 1,600 x 900 points"),
        ("square", "a square, 1,000 x 1,000 points"),
        ("portrait", "a 3:4 portrait, 900 x 1,200 points"),
      ]),
    Assumption(
      id: "T6", topic: "whether sectionHeaderTopPadding is added above a section header of height 0",
      alternatives: [
        ("nonempty", "no: only above a header taller than 0"),
        ("always", "yes: above every section, whatever its header's height"),
      ]),
    Assumption(
      id: "U11", topic: "how many layouts a SwiftUI hosting view runs when it first appears",
      alternatives: [
        ("one", "one, already at the window's safe area"),
        ("two", "two: the first before the safe area arrives (insets 0), then one with it"),
      ]),
    Assumption(
      id: "U8", topic: "where SwiftUI's .scrollView space starts under a top safe area the scroll view reaches under",
      alternatives: [
        ("safe", "at the scroll view's SwiftUI frame, the top of its safe area: the content at rest reads 0"),
        ("host", "at the hosting view's full frame, under the status bar: the content at rest reads the safe area"),
      ]),
    Assumption(
      id: "U15", topic: "what ignoresSafeArea does inside a scroll view's content",
      alternatives: [
        ("none", "nothing: the content's views keep their frames"),
        ("extends", "a view at the content's top extends its frame up under the scroll view's top safe area"),
      ]),
    Assumption(
      id: "U17", topic: "when the state a SwiftUI task sets arrives",
      alternatives: [
        ("same", "at the update where its view appears: the task completes before the frame"),
        ("later", "at the next update: the task completes after the frame where its view appeared"),
      ]),
    Assumption(
      id: "U30", topic: "how many pages a fling may pass under the .paging scroll target behaviour",
      alternatives: [
        ("one", "at most one page from the page nearest the offset at the lift"),
        ("unbounded", "the page boundary nearest the fling's natural target, however far"),
      ]),
    Assumption(
      id: "U34", topic: "where SwiftUI's .scrollView space starts while a refreshable scroll view refreshes",
      alternatives: [
        ("content", "at the scroll view's frame, as without a refresh: the content reads the spinner's 60 points lower"),
        ("space", "60 points lower with the content: the content reads where it does without a refresh"),
      ]),
    Assumption(
      id: "U36", topic: "where SwiftUI's .scrollView space starts under a top content margin",
      alternatives: [
        ("content", "at the scroll view's frame: the content at rest reads the margin"),
        ("space", "below the margin: the content at rest reads 0, as without one"),
      ]),
    Assumption(
      id: "U51", topic: "how tall a LazyHStack is when offered a height",
      alternatives: [
        ("fills", "the height it is offered, as a LazyVStack takes the width it is offered"),
        ("hugs", "its tallest child's, as an HStack"),
      ]),
    Assumption(
      id: "W1", topic: "what the app does when the keyboard comes up over a UIKit scroll view",
      alternatives: [
        ("system", "nothing: no safe area changes; a UITableViewController insets its own table"),
        ("follows", "the app lets its root view's safe area follow the keyboard"),
        ("inset", "the app adds the keyboard's overlap to its scroll view's contentInset.bottom"),
      ]),
    Assumption(
      id: "W13", topic: "what a large title's collapse follows while the content scrolls",
      alternatives: [
        ("offset", "the content's top on screen, contentInset.top not counted"),
        ("inset", "the top of the inset area: contentInset.top counted"),
      ]),
    Assumption(
      id: "W18", topic: "where a large title rests over content too short to scroll it away",
      alternatives: [
        ("expanded", "at a release or any other rest the content comes back to its top, title expanded"),
        ("follows", "the range follows the collapse: the title may stay collapsed"),
      ]),
    Assumption(
      id: "W41", topic: "where a refreshing UIRefreshControl's height goes",
      alternatives: [
        ("adjusted", "into adjustedContentInset.top; contentInset is untouched (iOS 13 and later, as reported)"),
        ("contentInset", "into contentInset.top, which the control sets itself (iOS 7 to 12, as reported)"),
      ]),
    Assumption(
      id: "W43", topic: "where a refresh control is drawn when the app has its own top inset",
      alternatives: [
        ("inset", "just below the safe area: above the band the app's contentInset.top adds above the content"),
        ("content", "just above the content's top edge (content y -60 to 0), inside the app's inset"),
      ]),
    Assumption(
      id: "W56", topic: "what a pull past the content's top edge does in a page sheet without a refresh control",
      alternatives: [
        ("sheet", "the sheet's own pan takes it: the sheet follows the finger and the content stays at its top edge"),
        ("content", "the content is pulled and rubber-banded, as on a full screen"),
      ]),
    Assumption(
      id: "W57", topic: "which moves up grow a page sheet at its medium detent, when the app lets scrolling expand it",
      alternatives: [
        ("edge", "a move up that finds the content at its top edge (the property's name: 'when scrolled to edge'); scrolled into the content, the content scrolls"),
        ("any", "every move up, wherever the content is: it scrolls only once the sheet is at its largest detent (SwiftUI's wording)"),
      ]),
    Assumption(
      id: "W44", topic: "where a plain table's section headers pin while a refresh control refreshes",
      alternatives: [
        ("below", "below the control: the pin line is the adjusted top inset, which includes its 60 points"),
        ("top", "where they pin without a refresh: the pin line leaves the control's height out"),
      ]),
    Assumption(
      id: "W36", topic: "what a Dynamic Type change does to the table's rows",
      alternatives: [
        ("self-sizing", "each row is a self-sizing cell with one line of body text: it grows or shrinks by that line"),
        ("fixed", "the rows keep their heights, as where the delegate returns fixed heights"),
      ]),
    Assumption(
      id: "T20", topic: "how a table with a row height estimate lays out rows not yet shown",
      alternatives: [
        ("estimated", "at the estimate until they enter the bounds; measured then, the offset keeping the rows on screen in place"),
        ("kept", "at the estimate until measured; the offset stays, so the rows on screen move by the error (the reported jumps)"),
        ("exact", "at their real heights, as with estimatedRowHeight = 0"),
      ]),
    Assumption(
      id: "W53", topic: "how tall an iPhone page sheet is at its medium detent",
      alternatives: [
        ("half", "half the phone's screen, plus the home indicator's inset (Apple: \"approximately half the height of the screen\")"),
        ("measured", "53% of the phone's screen, rounded to a point (the one measurement found)"),
      ]),
    Assumption(
      id: "W54", topic: "what the keyboard does to an iPhone page sheet at its medium detent",
      alternatives: [
        ("grows", "the sheet grows to its large detent while the keyboard is up, and comes back when it hides"),
        ("stays", "the sheet stays at its medium detent under the keyboard"),
      ]),
    Assumption(
      id: "Z4", topic: "where a scroll view draws its refresh control among its own views",
      alternatives: [
        ("atBack", "behind every view of the scroll view: a table header view and SwiftUI's content are drawn over it"),
        ("added", "over the views the scroll view has when the control is installed, under a table's rows"),
      ]),
    Assumption(
      id: "Z6", topic: "whether a table header or footer view assigned again keeps its place in front of the rows",
      alternatives: [
        ("keeps", "it keeps it: assigning the view the table already holds changes no drawing order"),
        ("back", "it loses it: the table installs it again behind its rows until it is brought to the front again"),
      ]),
  ]

  /// The defaults everywhere.
  public init() {}

  /// Alternatives chosen as `ID=alternative` (e.g. `S11=stay`); throws on an unknown id or
  /// alternative.
  public init(_ settings: [String]) throws(AssumptionError) {
    for setting in settings {
      let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { throw .malformed(setting) }
      guard let assumption = Self.catalog.first(where: { $0.id.lowercased() == parts[0].lowercased() }) else {
        throw .unknownAssumption(parts[0])
      }
      guard assumption.alternatives.contains(where: { $0.name == parts[1] }) else {
        throw .unknownAlternative(assumption.id, parts[1], assumption.alternatives.map(\.name))
      }
      choices[assumption.id] = parts[1]
    }
  }

  /// The alternative in force for an assumption.
  public func choice(_ id: String) -> String {
    // Read at every frame (P3): no copy of the catalog's entries, no search through it.
    if !choices.isEmpty, let chosen = choices[id] { return chosen }
    return Self.defaults[id] ?? ""
  }

  /// Each assumption's default alternative, by id (looked up, never iterated).
  static let defaults: [String: String] = {
    var defaults: [String: String] = [:]
    for assumption in catalog { defaults[assumption.id] = assumption.defaultAlternative }
    return defaults
  }()

  /// A copy with one alternative chosen.
  public func choosing(_ alternative: String, for id: String) -> EngineAssumptions {
    var copy = self
    copy.choices[id] = alternative
    return copy
  }

  /// The non-default choices as `ID=alternative`, sorted by id.
  public var settings: [String] {
    choices.keys.sorted().compactMap { id in
      let value = choices[id]!
      return value == Self.catalog.first { $0.id == id }?.defaultAlternative ? nil : "\(id)=\(value)"
    }
  }

  /// The alternatives the engine runs under now.
  @TaskLocal public static var current = EngineAssumptions()

  /// Where the engine notes the assumptions a run exercises, when a runner listens.
  @TaskLocal public static var log: ExerciseLog?

  /// Whether the alternative in force for `id` is `alternative`. The log notes that the run
  /// asked (`ExerciseLog.consulted`).
  public static func uses(_ alternative: String, for id: String) -> Bool {
    log?.consult(id)
    return current.choice(id) == alternative
  }

  /// The alternative in force for `id`; the log notes that the run asked.
  public static func alternative(for id: String) -> String {
    log?.consult(id)
    return current.choice(id)
  }

  /// Notes that the run reached a point where assumption `id` decides what happens.
  public static func exercised(_ id: String) {
    log?.note(id)
  }
}

/// The assumptions one run exercised. Used by one thread at a time (the case it belongs to).
public final class ExerciseLog: @unchecked Sendable {
  private var ids: [String] = []

  public init() {}

  /// How many observations the run being recorded has so far, when a runner tells (C36).
  public var position: (() -> Int)?
  /// For each assumption, the observation counts at which the recording in progress reached
  /// it (a rule reached at count n can change observations n and later), in order.
  public private(set) var positions: [String: [Int]] = [:]

  /// Forgets the positions of an earlier recording (a case recorded again, S13).
  public func startRecording(position: @escaping () -> Int) {
    self.position = position
    positions = [:]
    lastNoted = nil
  }

  /// The last assumption noted and the position it was noted at: a rule reached again at the
  /// same point (every section of a frame asks the same) changes nothing (P9).
  private var lastNoted: (id: String, at: Int?)?

  /// Notes an assumption (once), and where the recording was when it reached it.
  public func note(_ id: String) {
    let at = position?()
    if let lastNoted, lastNoted.id == id, lastNoted.at == at { return }
    lastNoted = (id, at)
    if !ids.contains(id) { ids.append(id) }
    if let at {
      if positions[id]?.last != at { positions[id, default: []].append(at) }
    }
  }

  /// The assumptions noted, sorted by id.
  public var exercised: [String] { ids.sorted() }

  private var asked: [String] = []

  /// Notes that the run asked which alternative of `id` is in force (once). Wider than
  /// `exercised`, which a rule notes only where its alternatives can differ: a run that never
  /// asked runs the same under every alternative of the rule (P8).
  public func consult(_ id: String) {
    // The rule asked last is asked again most often (P9).
    if id == lastAsked { return }
    lastAsked = id
    if !asked.contains(id) { asked.append(id) }
  }

  private var lastAsked: String?

  /// The assumptions the run asked about, sorted by id.
  public var consulted: [String] { asked.sorted() }
}

/// A bad `ID=alternative` setting.
public enum AssumptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not of the form `ID=alternative`.
  case malformed(String)
  /// No assumption has this id.
  case unknownAssumption(String)
  /// The assumption has no such alternative (the known ones follow).
  case unknownAlternative(String, String, [String])

  public var description: String {
    switch self {
    case .malformed(let text): return "'\(text)' is not of the form ID=alternative (e.g. S11=stay)"
    case .unknownAssumption(let id):
      return "no modelled assumption '\(id)' (known: "
        + EngineAssumptions.catalog.map(\.id).joined(separator: ", ") + ")"
    case .unknownAlternative(let id, let value, let known):
      return "\(id) has no alternative '\(value)' (known: \(known.joined(separator: ", ")))"
    }
  }
}
