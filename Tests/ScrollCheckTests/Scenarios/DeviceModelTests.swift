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
}
