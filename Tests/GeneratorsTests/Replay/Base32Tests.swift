import Testing
@testable import Generators

@Suite struct Base32Tests {
  /// RFC 4648 section 10 test vectors, lowercase and unpadded.
  @Test func matchesRFC4648Vectors() throws {
    let vectors = ["": "", "f": "my", "fo": "mzxq", "foo": "mzxw6", "foob": "mzxw6yq", "fooba": "mzxw6ytb", "foobar": "mzxw6ytboi"]
    for (plain, encoded) in vectors.sorted(by: { $0.key < $1.key }) {
      #expect(Base32.encode(Array(plain.utf8)) == encoded)
      #expect(try Base32.decode(Substring(encoded), offset: 0) == Array(plain.utf8))
    }
  }
}
