import Testing
@testable import Generators

@Suite struct VarIntTests {
  @Test func roundTripsAndRejectsOverlongNumbers() throws {
    var bytes: [UInt8] = []
    for value: UInt64 in [0, 127, 128, .max] { VarInt.append(value, to: &bytes) }
    var index = 0
    #expect(try [0, 1, 2, 3].map { _ in try VarInt.read(bytes, at: &index) } == [0, 127, 128, .max])
    var start = 0
    #expect(throws: TokenError.self) { try VarInt.read([UInt8](repeating: 0xFF, count: 11), at: &start) }
    start = 0
    #expect(throws: TokenError.self) { try VarInt.read([0x80], at: &start) }
  }
}
