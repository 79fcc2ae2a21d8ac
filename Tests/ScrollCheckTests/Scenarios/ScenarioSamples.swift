import Generators
import ScrollGeometry
import Strategies

@testable import ScrollCheck

/// Scenarios shared by the scenario and runner tests.
enum ScenarioSamples {
  /// `count` generated scenarios of every family, families in catalog order.
  static func generated(count: Int, seed: UInt64) throws -> [Scenario] {
    try StrategyFamily.allCases.flatMap { family in
      try ScenarioGenerator.scenario(for: family).samples(count: count, seed: seed)
    }
  }

  /// The simplest world: an iPhone 14 in portrait, one section of `rows` 44-point rows,
  /// the seed's 50...200 header, and `script`.
  static func simple(rows: Int = 20, script: [GestureEvent] = []) -> Scenario {
    Scenario(
      device: Device.catalog[2],
      content: Content(sections: [Content.Section(rowHeights: Array(repeating: 44, count: rows))]),
      minimumHeaderHeight: 50, maximumHeaderHeight: 200,
      headerText: "A long header title that should wrap onto multiple lines.", script: script)
  }

  /// Every point value of a scenario, in encoding order.
  static func numbers(of scenario: Scenario) -> [CGFloat] {
    let device = scenario.device
    var values = [device.width, device.height, device.scale]
    for insets in [device.portraitSafeArea, device.landscapeSafeArea] {
      values += [insets.top, insets.left, insets.bottom, insets.right]
    }
    let content = scenario.content
    values += [content.sectionHeaderHeight, content.sectionFooterHeight, content.sectionHeaderTopPadding]
    for section in content.sections {
      values += [section.headerHeight, section.footerHeight].compactMap { $0 } + section.rowHeights
    }
    values += [scenario.minimumHeaderHeight, scenario.maximumHeaderHeight]
    for event in scenario.script {
      switch event {
      case .drag(let translation, _): values.append(translation)
      case .insertRows(_, let heights): values += heights
      case .setContentOffset(let y, _): values.append(y)
      case .fling(let velocity): values.append(velocity)
      case .changeContentInset(let top, let bottom), .setAdditionalSafeArea(let top, let bottom): values += [top, bottom]
      case .setAdjustmentBehavior: break
      case .insertRowsAt(_, _, let heights, _): values += heights
      case .changeRowHeight(_, _, let delta): values.append(delta)
      case .deleteRowsAt, .changeContentSizeCategory: break
      case .setHeaderHeight(let delta): values.append(delta)
      case .release, .rotate, .deleteRows, .setHeaderText, .keyboard, .statusBar, .statusBarTap, .reloadData, .pushAndPop,
        .navigationBar, .tabSwitch, .presentAndDismiss, .resizeWindow, .changeDetent, .pullToRefresh, .beginRefreshing, .endRefreshing:
        break
      }
    }
    return values
  }
}
