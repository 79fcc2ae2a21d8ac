@_spi(Reflection) import Swift

/// Where a view type keeps its `State` properties, found once per type from the type's field
/// metadata, as SwiftUI finds a view's dynamic properties (P1). Reflecting every instance with
/// `Mirror` demangled each field's type again at every body evaluation, and was a tenth of a
/// SwiftUI case's time.
enum StateLayout {
  /// A struct: its `State` properties' byte offsets, in declaration order, read from an
  /// instance's memory (empty: the type has none).
  case fields(StateFields)
  /// A type whose `State` properties are found by reflecting each instance: not a struct (an
  /// enum's payload changes with its case), or a struct with a property where a cast could
  /// find a `State` behind an optional or an existential. What `Mirror` finds there is what
  /// the graph always found.
  case reflected

  /// The layout of the view's type.
  init(of view: any View) {
    guard Mirror(reflecting: view).displayStyle == .struct else {
      self = .reflected
      return
    }
    var readers: [StateFields.Reader] = []
    var readable = true
    let complete = _forEachField(of: Swift.type(of: view), options: []) { _, offset, fieldType, kind in
      if let stateType = fieldType as? any StateProperty.Type {
        readers.append(StateFields.reader(stateType, offset: offset))
      } else if kind == .optional || kind == .existential {
        readable = false
      }
      return readable
    }
    self = complete && readable ? .fields(StateFields(readers: readers)) : .reflected
  }

  /// The storages of the view's `State` properties, in declaration order, by reflection.
  static func reflectedStorages(of view: any View) -> [AnyStateStorage] {
    Mirror(reflecting: view).children.compactMap { ($0.value as? StateProperty)?.anyStorage }
  }
}

/// The `State` properties of a struct view type, each read at its byte offset.
struct StateFields {
  /// Reads one `State` property's storage from the start of an instance.
  typealias Reader = (UnsafeRawPointer) -> AnyStateStorage

  /// One reader per `State` property, in declaration order.
  var readers: [Reader]

  /// Whether the type has no `State` property.
  var isEmpty: Bool { readers.isEmpty }

  /// The reader of a property of the `State` type `P` at `offset`.
  static func reader<P: StateProperty>(_ type: P.Type, offset: Int) -> Reader {
    { $0.load(fromByteOffset: offset, as: P.self).anyStorage }
  }

  /// The storages of an instance's `State` properties, in declaration order.
  func read(_ view: any View) -> [AnyStateStorage] { read(opening: view) }

  private func read<V: View>(opening view: V) -> [AnyStateStorage] {
    var copy = view
    return withUnsafeBytes(of: &copy) { raw in
      guard let base = raw.baseAddress else { return [] }
      return readers.map { $0(base) }
    }
  }
}
