/// RFC 4648 base32 in lowercase without padding: safe in file names, URLs and logs.
enum Base32 {
  static let alphabet: [UInt8] = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)

  /// Encodes bytes as lowercase base32 text.
  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count * 8 + 4) / 5)
    var buffer: UInt32 = 0
    var bits = 0
    for byte in bytes {
      buffer = (buffer << 8) | UInt32(byte)
      bits += 8
      while bits >= 5 {
        bits -= 5
        output.append(alphabet[Int((buffer >> UInt32(bits)) & 31)])
      }
    }
    if bits > 0 {
      output.append(alphabet[Int((buffer << UInt32(5 - bits)) & 31)])
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes base32 text (either case); reports the first bad character and its offset.
  static func decode(_ text: Substring, offset: Int) throws(TokenError) -> [UInt8] {
    var output: [UInt8] = []
    var buffer: UInt32 = 0
    var bits = 0
    for (index, character) in text.enumerated() {
      guard let value = digit(character) else {
        throw .invalidCharacter(character, position: offset + index)
      }
      buffer = (buffer << 5) | value
      bits += 5
      if bits >= 8 {
        bits -= 8
        output.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
      }
    }
    // Leftover bits must be padding zeros, and fewer than a whole character.
    guard bits < 5, buffer & ((1 << UInt32(bits)) - 1) == 0 else {
      throw .malformed("payload has a dangling base32 character")
    }
    return output
  }

  private static func digit(_ character: Character) -> UInt32? {
    guard let ascii = character.asciiValue else { return nil }
    switch ascii {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return UInt32(ascii - UInt8(ascii: "a"))
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt32(ascii - UInt8(ascii: "A"))
    case UInt8(ascii: "2")...UInt8(ascii: "7"): return UInt32(ascii - UInt8(ascii: "2")) + 26
    default: return nil
    }
  }
}
