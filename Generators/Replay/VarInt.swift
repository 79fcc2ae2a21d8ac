/// Unsigned LEB128 variable-length integers: small choices take one byte.
enum VarInt {
  /// Appends `value` as LEB128.
  static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Reads one LEB128 value starting at `index`, advancing it.
  static func read(_ bytes: [UInt8], at index: inout Int) throws(TokenError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard index < bytes.count else { throw .invalidPayload("a number is cut short") }
      let byte = bytes[index]
      index += 1
      guard shift < 64, shift < 63 || byte & 0x7F <= 1 else {
        throw .invalidPayload("a number is longer than 64 bits")
      }
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
  }
}
