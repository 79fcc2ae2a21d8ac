import ScrollGeometry

extension TableWorld {
  /// The app's own share of the table's `contentInset` grows by `top` and `bottom` (never
  /// below zero: the app takes away only what it added), then a layout cycle (W30): the
  /// offset stays while in range, at rest it is pulled back into it (S11).
  public func changeContentInset(top: CGFloat, bottom: CGFloat) {
    let table = tableView
    let old = appContentInset
    let new = UIEdgeInsets(
      top: max(0, old.top + top), left: 0, bottom: max(0, old.bottom + bottom), right: 0)
    guard new != old else { return }
    appContentInset = new
    // The band the app draws in from now on (C37): its share, whatever a strategy writes.
    recorder.appTopInset = new.top
    host.update {
      var insets = table.contentInset
      insets.top += new.top - old.top
      insets.bottom += new.bottom - old.bottom
      table.contentInset = insets
    }
  }

  /// The app assigns `contentInsetAdjustmentBehavior` after appearance (W31, S16).
  public func setAdjustmentBehavior(_ behaviour: UIScrollView.ContentInsetAdjustmentBehavior) {
    let table = tableView
    host.update { table.contentInsetAdjustmentBehavior = behaviour }
  }

  /// The app sets its controller's `additionalSafeAreaInsets` (W32): the root view's safe
  /// area is the window's plus these. `GestureEvent.takeBackAppAdditionalSafeArea` gives
  /// them back the value they had before the app first set them (a strategy's own, C44).
  public func setAdditionalSafeArea(top: CGFloat, bottom: CGFloat) {
    let insets: UIEdgeInsets
    if GestureEvent.isTakingBack(additionalTop: top, bottom: bottom) {
      guard let own = additionalSafeAreaBeforeApp else { return }
      insets = own
      additionalSafeAreaBeforeApp = nil
    } else {
      if additionalSafeAreaBeforeApp == nil { additionalSafeAreaBeforeApp = controller.additionalSafeAreaInsets }
      insets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }
    guard controller.additionalSafeAreaInsets != insets else { return }
    host.setAdditionalSafeAreaInsets(
      insets, of: controller,
      recording: .environmentChange(
        "additionalSafeAreaInsets top \(insets.top.compactDescription), bottom \(insets.bottom.compactDescription)"))
  }

  /// `insertRows(at:with:)` at any index (W33): the offset stays, so rows inserted above
  /// what the user sees push it down; animated or not, the same values (the animation is
  /// only drawn). A row past the end appends.
  public func insertRows(section: Int, row: Int, heights: [CGFloat], animated: Bool) {
    let table = tableView
    guard table.content.sections.indices.contains(section), !heights.isEmpty else { return }
    let start = min(max(0, row), table.content.sections[section].numberOfRows)
    host.update {
      recorder.worldChange {
        table.performBatchUpdates {
          // Through the table, so that the rows' measurements move with them (T20).
          let rows = (start..<(start + heights.count)).map { IndexPath(row: $0, section: section) }
          try? table.insertRows(at: rows, heights: heights.map { Optional($0) })
        }
      }
    }
  }

  /// `deleteRows(at:with:)` of up to `count` rows from `row` on (W33).
  public func deleteRows(section: Int, row: Int, count: Int, animated: Bool) {
    let table = tableView
    guard table.content.sections.indices.contains(section) else { return }
    let rows = table.content.sections[section].numberOfRows
    let start = max(0, row)
    let end = min(rows, start + max(0, count))
    guard start < end else { return }
    host.update {
      recorder.worldChange {
        table.performBatchUpdates {
          try? table.deleteRows(at: (start..<end).map { IndexPath(row: $0, section: section) })
        }
      }
    }
  }

  /// A row's height changes by `delta` (never below zero) inside `performBatchUpdates` (W34).
  /// A row that uses the table's `rowHeight` changes from the height it is laid out at.
  public func changeRowHeight(section: Int, row: Int, delta: CGFloat) {
    let table = tableView
    guard table.content.sections.indices.contains(section),
      table.content.sections[section].rowHeights.indices.contains(row), delta != 0
    else { return }
    // The row's real height: a row not yet measured is laid out at the estimate (T20).
    let current = Self.realHeight(of: IndexPath(row: row, section: section), in: table)
    host.update {
      recorder.worldChange {
        table.performBatchUpdates {
          var content = table.content
          content.sections[section].rowHeights[row] = max(0, current + delta)
          table.content = content
        }
      }
    }
  }

  /// The user changes the preferred text size (Dynamic Type, W35): the host tells every view
  /// (labels that adjust their font re-measure) and lays every controller's view out again.
  /// The rows are self-sizing cells holding one line of body text (W36, assumption): each
  /// row taller than 0 grows or shrinks by the change of that line's height on the screen's
  /// pixel grid, never below 0, applied as UIKit re-queries self-sizing heights
  /// (`performBatchUpdates`, T11); the offset stays (S11 at rest). Under `W36=fixed` the rows
  /// keep their heights.
  public func changeContentSizeCategory(_ category: UIContentSizeCategory) {
    let table = tableView
    let old = host.contentSizeCategory
    guard category != old else { return }
    let scale = host.screen.scale
    let delta = Self.bodyLineHeight(at: category, scale: scale) - Self.bodyLineHeight(at: old, scale: scale)
    host.changeContentSizeCategory(
      to: category,
      applying: {
        let rows = table.content.sections.indices.flatMap { section in
          table.content.sections[section].rowHeights.indices.map { IndexPath(row: $0, section: section) }
        }.filter { Self.realHeight(of: $0, in: table) > 0 }
        guard !rows.isEmpty else { return }
        EngineAssumptions.exercised("W36")
        guard !EngineAssumptions.uses("fixed", for: "W36") else { return }
        let heights = rows.map { Self.realHeight(of: $0, in: table) }
        recorder.worldChange {
          table.performBatchUpdates {
            var content = table.content
            for (row, height) in zip(rows, heights) {
              content.sections[row.section].rowHeights[row.row] = max(0, height + delta)
            }
            table.content = content
          }
        }
      },
      recording: .environmentChange("text size \(category.shortName) (Dynamic Type)"))
  }

  /// A row's real height: the data source's, else the one it is laid out at (a row not yet
  /// measured is laid out at the estimate, T20).
  static func realHeight(of row: IndexPath, in table: UITableView) -> CGFloat {
    table.content.sections[row.section].rowHeights[row.row] ?? table.rectForRow(at: row).height
  }

  /// The height of one line of body text at a content size category, rounded up to the
  /// pixel grid (F1, F5, W35): what a one-line self-sizing cell's height follows (W36).
  static func bodyLineHeight(at category: UIContentSizeCategory, scale: CGFloat) -> CGFloat {
    PixelGrid.ceil(UIFont.preferredFont(forTextStyle: .body, compatibleWith: category).lineHeight, scale: scale)
  }
}
