import ScrollGeometry

/// A JSON document, written with sorted keys and two-space indentation so that equal values
/// always give byte-identical text.
public enum JSONValue: Hashable, Sendable {
  /// The literal `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, already in JSON syntax.
  case number(String)
  /// A string, escaped when written.
  case string(String)
  /// An array of values, in order.
  case array([JSONValue])
  /// An object, its members written in sorted key order.
  case object([String: JSONValue])

  /// An integer.
  public static func int(_ value: Int) -> JSONValue { .number(String(value)) }

  /// A coordinate or length in points, at most three decimals (`CGFloat.compactDescription`);
  /// `null` when not finite.
  public static func points(_ value: CGFloat) -> JSONValue {
    value.isFinite ? .number(value.compactDescription) : .null
  }

  /// The document as text, ending with a newline.
  public func serialized() -> String {
    var text = ""
    write(to: &text, indent: 0)
    return text + "\n"
  }

  private func write(to text: inout String, indent: Int) {
    let pad = String(repeating: "  ", count: indent)
    let innerPad = String(repeating: "  ", count: indent + 1)
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value): text += value
    case .string(let value): text += Self.quoted(value)
    case .array(let values):
      if values.isEmpty { text += "[]"; return }
      text += "[\n"
      for (index, value) in values.enumerated() {
        text += innerPad
        value.write(to: &text, indent: indent + 1)
        text += index == values.count - 1 ? "\n" : ",\n"
      }
      text += pad + "]"
    case .object(let members):
      if members.isEmpty { text += "{}"; return }
      text += "{\n"
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (index, key) in keys.enumerated() {
        text += innerPad + Self.quoted(key) + ": "
        members[key]!.write(to: &text, indent: indent + 1)
        text += index == keys.count - 1 ? "\n" : ",\n"
      }
      text += pad + "}"
    }
  }

  /// `value` as a JSON string literal.
  static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
