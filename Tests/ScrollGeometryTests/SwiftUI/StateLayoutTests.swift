import Testing
@testable import ScrollGeometry

/// `State` properties among others of every kind the type layout reads past.
private struct MixedStateView<Extra>: View {
  let count: Int
  @State var first: CGFloat = 1
  let title: String
  let action: () -> Void
  let extra: Extra
  @State var second = "two"
  let items: [Int]
  @State var third: [CGFloat] = [3]
  var body: some View { Color.red.frame(height: first) }
}

/// A property whose optional could hold a `State`: found by reflecting each instance.
private struct OptionalStateView: View {
  @State var counter = 0
  let maybe: State<Int>?
  var body: some View { Color.red }
}

/// No `State` at all.
private struct PlainView: View {
  let height: CGFloat
  var body: some View { Color.red.frame(height: height) }
}

/// A view that is an enum: its payload changes with its case.
private enum ChoiceView: View {
  case one(State<Int>)
  case none
  var body: some View { Color.red }
}

/// U3's own tests (StateTests) run through the layout too: state survives body evaluations.
@Suite struct StateLayoutTests {
  /// The storages a view's type layout reads, in order, are the ones reflection finds.
  static func storages(_ view: any View) -> [AnyStateStorage] {
    switch StateLayout(of: view) {
    case .fields(let fields): return fields.read(view)
    case .reflected: return StateLayout.reflectedStorages(of: view)
    }
  }

  @Test func p1StructFieldsAreReadAtTheirOffsetsAsReflectionFindsThem() {
    let view = MixedStateView(count: 3, title: String(repeating: "long title ", count: 4), action: {}, extra: (1.5, "x"), items: [1, 2])
    guard case .fields(let fields) = StateLayout(of: view) else {
      Issue.record("a struct with State properties among plain ones is read from its layout")
      return
    }
    #expect(fields.readers.count == 3)
    let read = fields.read(view)
    let reflected = StateLayout.reflectedStorages(of: view)
    #expect(read.count == reflected.count)
    for (a, b) in zip(read, reflected) { #expect(a === b) }
    // The properties' own storages, in declaration order.
    #expect((read[0] as? StateStorage<CGFloat>)?.value == 1)
    #expect((read[1] as? StateStorage<String>)?.value == "two")
    #expect((read[2] as? StateStorage<[CGFloat]>)?.value == [3])
    view.second = "changed"
    #expect((fields.read(view)[1] as? StateStorage<String>)?.value == "changed")
  }

  @Test func p1AnOptionalOrANonStructIsReflected() {
    let optional = OptionalStateView(maybe: State(wrappedValue: 4))
    guard case .reflected = StateLayout(of: optional) else {
      Issue.record("an optional property is reflected")
      return
    }
    // Reflection finds the State behind the optional too, as it always did.
    #expect(Self.storages(optional).count == 2)
    guard case .reflected = StateLayout(of: ChoiceView.one(State(wrappedValue: 1))) else {
      Issue.record("an enum view is reflected")
      return
    }
    #expect(Self.storages(ChoiceView.one(State(wrappedValue: 1))).count == 1)
    #expect(Self.storages(ChoiceView.none).isEmpty)
  }

  @Test func p1AStructWithoutStateHasAnEmptyLayout() {
    guard case .fields(let fields) = StateLayout(of: PlainView(height: 4)) else {
      Issue.record("a plain struct has a layout")
      return
    }
    #expect(fields.isEmpty)
  }
}
