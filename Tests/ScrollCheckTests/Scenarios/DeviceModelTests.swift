import ScrollGeometry
import Testing

@testable import ScrollCheck

@Suite struct DeviceModelTests {
  @Test func theCatalogueIsRealDevicesTheSimplestFirst() {
    let catalog = DeviceModel.catalog
    #expect(catalog.first?.name == "iPhone SE (1st generation)")
    #expect(Device.catalog[2].width == 390)
    // Every geometry names one model, and every model has a source.
    for model in catalog {
      #expect(DeviceModel.model(of: model.device)?.name == model.name)
      #expect(!model.source.isEmpty)
      #expect([2, 3].contains(model.scale))
    }
    #expect(Set(catalog.map(\.name)).count == catalog.count)
  }

  @Test func describesADeviceByName() {
    var device = Device.catalog[0]
    device.startsInLandscape = true
    #expect(device.plainDescription.hasPrefix("iPhone SE (1st generation), landscape: 568x320 @2x"))
    let invented = Device(
      width: 200, height: 200, scale: 3, portraitSafeArea: .zero, landscapeSafeArea: .zero)
    #expect(invented.plainDescription.hasPrefix("unlisted device, portrait: 200x200"))
  }

  @Test func anIPadWindowTakesItsOwnShareInLandscape() throws {
    let third = try #require(DeviceModel.catalog.first { $0.name == "iPad Pro 11-inch, Split View 1/3" })
    #expect(third.device.screen(landscape: true).size == CGSize(width: 375, height: 834))
    #expect(third.device.screen(landscape: false).size == CGSize(width: 320, height: 1194))
    // A whole screen turns.
    #expect(Device.catalog[2].screen(landscape: true).size == CGSize(width: 844, height: 390))
  }

  @Test func listShowsTheCatalogue() {
    let text = ListCommand.text(strategies: [], invariants: [], style: .plain)
    #expect(text.contains("DEVICES (\(DeviceModel.catalog.count)"))
    #expect(text.contains("iPad Pro 11-inch, Split View 1/3: 320x1194 @2x"))
    #expect(text.contains("source: "))
  }

  /// Round 9: the entries the issue-8 audit found missing, each with its geometry and source.
  @Test func theRound9EntriesHaveTheirGeometryAndSource() throws {
    func model(_ name: String) throws -> DeviceModel {
      try #require(DeviceModel.catalog.first { $0.name == name })
    }
    let xsMax = try model("iPhone XS Max, 11 Pro Max")
    #expect(xsMax.device.screen(landscape: false) == Screen(
      size: CGSize(width: 414, height: 896), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)))
    #expect(xsMax.device.screen(landscape: true) == Screen(
      size: CGSize(width: 896, height: 414), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)))
    #expect(xsMax.source.contains("qiita.com/usagimaru"))

    let proMax12 = try model("iPhone 12 Pro Max, 13 Pro Max, 14 Plus")
    #expect(proMax12.device.screen(landscape: false) == Screen(
      size: CGSize(width: 428, height: 926), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
    #expect(proMax12.landscapeSafeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(proMax12.source.contains("iPhone12ProMax"))

    let twoThirds = try model("iPad Pro 12.9-inch, Split View 2/3")
    #expect(twoThirds.device.screen(landscape: false).size == CGSize(width: 639, height: 1366))
    #expect(twoThirds.device.screen(landscape: true).size == CGSize(width: 981, height: 1024))
    #expect(twoThirds.source.contains("iPadPro12_9"))
    // A Split View window: it widens to the whole 12.9-inch screen (W19).
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 639, height: 1366)) == 1024)
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 981, height: 1024)) == 1366)

    let slideOver = try model("iPad Pro 10.5-inch, Slide Over")
    #expect(slideOver.device.screen(landscape: false) == Screen(
      size: CGSize(width: 320, height: 1112 - 40), scale: 2, safeAreaInsets: .zero))
    #expect(slideOver.device.screen(landscape: true).size == CGSize(width: 320, height: 834 - 40))
    #expect(slideOver.source.contains("hacknicity"))
    // Slide Over is not a Split View width: a window resize leaves it alone.
    #expect(DeviceModel.otherSplitViewWidth(for: CGSize(width: 320, height: 1072)) == nil)

    let sePage = try model("iPhone SE (2nd and 3rd generation), page sheet")
    #expect(sePage.device.screen(landscape: false) == Screen(
      size: CGSize(width: 375, height: 667 - 40), scale: 2, safeAreaInsets: .zero))
    // Full screen at compact height.
    #expect(sePage.device.screen(landscape: true) == Screen(
      size: CGSize(width: 667, height: 375), scale: 2, safeAreaInsets: .zero))
    #expect(sePage.source.contains("boscojwho/SheetInteraction"))

    let proPage = try model("iPhone 14 Pro, page sheet")
    // 852 less the 59-point housing and the 10-point gap; the home indicator stays inside.
    #expect(proPage.device.screen(landscape: false) == Screen(
      size: CGSize(width: 393, height: 852 - 59 - 10), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)))
    #expect(proPage.device.screen(landscape: true) == Screen(
      size: CGSize(width: 852, height: 393), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)))
    #expect(proPage.source.contains("prefersEdgeAttachedInCompactHeight"))
  }

  /// Entries added after the first catalogue go at the end: a token's device index keeps its
  /// device, and the exhaustive domains (the first six) do not move.
  @Test func laterEntriesAreAppended() {
    let names = DeviceModel.catalog.map(\.name)
    #expect(Array(names.prefix(6)) == [
      "iPhone SE (1st generation)", "iPhone SE (2nd and 3rd generation), iPhone 8", "iPhone 12, 13, 14",
      "iPhone 8 Plus", "iPhone X, XS, 11 Pro", "iPhone 12 mini, 13 mini",
    ])
    #expect(names.firstIndex(of: "iPad form sheet") == 21)
    #expect(names.firstIndex(of: "iPhone XS Max, 11 Pro Max") == 22)
  }

  /// Every entry says where its numbers come from, and where its safe-area insets come from:
  /// a notched iPhone cites its own housing's inset, not only the shared shape.
  @Test func d1EveryEntryNamesTheSourceOfItsInsets() {
    for model in DeviceModel.catalog {
      #expect(!model.source.isEmpty, "\(model.name)")
      let insets = [model.portraitSafeArea, model.landscapeSafeArea]
        .flatMap { [$0.top, $0.left, $0.bottom, $0.right] }.filter { $0 != 0 }
      if insets.isEmpty {
        #expect(model.source.contains("safe area zero") || model.source.contains("top inset is 0"), "\(model.name)")
      }
      // A housing inset (the top in portrait where there is a home indicator) is cited as
      // "<inset>/34" in the source.
      if model.portraitSafeArea.bottom == 34 && model.portraitSafeArea.top > 0 {
        #expect(model.source.contains("\(model.portraitSafeArea.top.compactDescription)/34"), "\(model.name)")
      }
      if model.landscapeSafeArea.left > 0 {
        let inset = model.landscapeSafeArea.left.compactDescription
        #expect(model.source.contains("\(inset) sides/21"), "\(model.name)")
      }
      if model.portraitSafeArea.top == 20 {
        #expect(model.source.contains("20 pt"), "\(model.name)")
      }
      if model.portraitSafeArea.top == 24 {
        #expect(model.source.contains("24 pt and a 20 pt home indicator"), "\(model.name)")
      }
    }
  }
}
