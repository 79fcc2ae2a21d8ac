import Testing
@testable import Generators

@Suite struct CRC32Tests {
  @Test func matchesTheStandardCheckValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([UInt8]()) == 0)
  }
}
