#if canImport(Observation)
  import Observation
#endif

/// A value a view owns and may change, as SwiftUI's `@State`: it keeps its initial value
/// until assigned, survives body evaluations, and an assignment of a different value asks
/// for another update (U3).
///
///     @State private var scrollOffset: CGFloat = 0
///     ... scrollOffset = newValue > 0 ? newValue : 0
@propertyWrapper
public struct State<Value> {
  let storage: StateStorage<Value>

  /// Creates state with an initial value. Every assignment invalidates the view.
  public init(wrappedValue: Value) {
    storage = StateStorage(wrappedValue, isEqual: nil)
  }

  /// Creates state with an initial value. Assigning an equal value changes nothing.
  public init(wrappedValue: Value) where Value: Equatable {
    storage = StateStorage(wrappedValue, isEqual: ==)
  }

  /// The current value. Settable from a view's closures, as in SwiftUI.
  public var wrappedValue: Value {
    get { storage.read() }
    nonmutating set { storage.assign(newValue) }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let storage = storage
    return Binding(get: { storage.read() }, set: { storage.assign($0) })
  }
}

/// A reference to a value owned elsewhere, as SwiftUI's `Binding`.
@propertyWrapper
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The bound value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }
}

/// Where a `State` keeps its value: shared by the copies of a view struct, and carried over
/// by the graph from one body evaluation to the next.
final class StateStorage<Value>: AnyStateStorage {
  var value: Value
  let isEqual: ((Value, Value) -> Bool)?
  /// Unretained, not `weak` (P2): the graph keeps every storage it attached and clears this
  /// in them when it goes, so it is nil afterwards, as `weak` was.
  unowned(unsafe) var graph: StateGraph?

  init(_ value: Value, isEqual: ((Value, Value) -> Bool)?) {
    self.value = value
    self.isEqual = isEqual
  }

  /// The value, as a view reads it: a read while the graph evaluates the body makes the
  /// body depend on this state (P6).
  func read() -> Value {
    if let graph, graph.isResolvingBody { graph.noteRead(self) }
    return value
  }

  func assign(_ newValue: Value) {
    if let isEqual, isEqual(value, newValue) { return }
    value = newValue
    graph?.stateDidChange(self)
  }

  func adopt(_ previous: AnyStateStorage) -> Bool {
    guard let previous = previous as? StateStorage<Value> else { return false }
    value = previous.value
    return true
  }
}

/// A `StateStorage` of any value type.
protocol AnyStateStorage: AnyObject {
  var graph: StateGraph? { get set }
  /// Takes over the value of the storage the same view had before; false when the types differ.
  func adopt(_ previous: AnyStateStorage) -> Bool
}

/// Lets the graph find a view's `State` properties by reflection (as SwiftUI finds its
/// dynamic properties).
protocol StateProperty {
  var anyStorage: AnyStateStorage { get }
}

extension State: StateProperty {
  var anyStorage: AnyStateStorage { storage }
}

/// The states of a hosted view tree by structural identity, and whether any changed since
/// the last body evaluation.
final class StateGraph {
  /// The storages of each view path, in declaration order.
  private var storages: [String: [AnyStateStorage]] = [:]
  /// A state was assigned a different value since the last update pass.
  private(set) var isDirty = false
  /// A state the last body evaluation read, or an observed model, changed since then: the
  /// body must be evaluated again (P6). A state read only by closures that run at layout
  /// (a `GeometryReader`'s content, an `onChange` action...) leaves the body as it was.
  private(set) var needsBody = false
  /// The body is being evaluated: state reads now make it depend on the state (P6).
  private(set) var isResolvingBody = false
  /// The storages the last body evaluation read (P6). Every attached storage is kept alive
  /// by `attached`, so an identifier here is never reused while the graph lives.
  private var readByBody: Set<ObjectIdentifier> = []
  /// The sizes of the images the views name (U13).
  var images = ImageCatalog()
  /// How much taller each `ForEach` element's own state made it, by the element's identity
  /// (U45): the state an app's row keeps (an expanded detail) when `change-row-height`
  /// reaches the SwiftUI world.
  var rowExtraHeights: [String: CGFloat] = [:]
  /// Where each view struct type keeps its `State` properties (looked up, never iterated).
  private var layouts: [ObjectIdentifier: StateLayout] = [:]

  /// Connects the `State` properties of a freshly made view struct to the values its
  /// identity had before (or registers them, the first time).
  func attachState(of view: any View, at path: @autoclosure () -> String) {
    // A struct's stored properties are fixed by its type: where its `State` properties lie
    // is found once per type (reflection was most of a body evaluation's cost, P1).
    let type = ObjectIdentifier(Swift.type(of: view))
    let layout: StateLayout
    if let known = layouts[type] {
      layout = known
    } else {
      layout = StateLayout(of: view)
      layouts[type] = layout
    }
    let found: [AnyStateStorage]
    switch layout {
    case .fields(let fields):
      if fields.isEmpty { return }
      found = fields.read(view)
    case .reflected:
      found = StateLayout.reflectedStorages(of: view)
      if found.isEmpty { return }
    }
    let path = path()
    if let previous = storages[path], previous.count == found.count {
      for (new, old) in zip(found, previous) where new !== old {
        if !new.adopt(old) { break }
      }
    }
    for storage in found where storage.graph !== self {
      storage.graph = self
      attached.append(storage)
    }
    storages[path] = found
  }

  /// Every storage whose `graph` is this one, kept so that it can be cleared (P2).
  private var attached: [AnyStateStorage] = []

  deinit {
    for storage in attached where storage.graph === self { storage.graph = nil }
  }

  /// An observed model changed (U28): another pass, and the body again, as it may have read it.
  func stateDidChange() {
    isDirty = true
    needsBody = true
  }

  /// `storage` was assigned a different value (U3): another pass, and the body again if the
  /// last evaluation read it (P6).
  func stateDidChange(_ storage: AnyObject) {
    isDirty = true
    if !needsBody, readByBody.contains(ObjectIdentifier(storage)) { needsBody = true }
  }

  /// Notes that the body being evaluated read `storage` (P6).
  func noteRead(_ storage: AnyObject) {
    readByBody.insert(ObjectIdentifier(storage))
  }

  /// Evaluates the body with `body`, noting the state it reads (P6).
  func resolvingBody<Result>(_ body: () -> Result) -> Result {
    readByBody.removeAll(keepingCapacity: true)
    isResolvingBody = true
    defer { isResolvingBody = false }
    return body()
  }

  /// A pass that keeps the body: the changes it had to see were all read at layout (P6).
  func didKeepBody() { isDirty = false }

  /// Runs `body`, noting the properties of `@Observable` models it reads: a later change of
  /// any of them asks for another update, as a `@State` assignment does (U28).
  func tracking<Result>(_ body: () -> Result) -> Result {
    #if canImport(Observation)
      if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
        let box = UncheckedBox(self)
        return withObservationTracking(body, onChange: { box.value.stateDidChange() })
      }
    #endif
    return body()
  }

  /// Marks the body as evaluated with the current state.
  func didEvaluate() {
    isDirty = false
    needsBody = false
  }
}
