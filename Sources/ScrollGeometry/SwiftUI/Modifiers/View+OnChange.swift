extension View {
  /// Runs `action` with the new value when `value` differs from the value it had at the
  /// previous update of this view — not when the view first appears (U3, iOS 14-16 form).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> ModifiedView
  {
    onChange(of: value, initial: false) { (_: V, newValue: V) in action(newValue) }
  }

  /// Runs `action` with the old and the new value when `value` changes; with `initial`, also
  /// when the view first appears (old and new then equal) (U3, iOS 17 form).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> ModifiedView {
    ModifiedView(self, "onChange") { child, context in
      let registration = OnChangeRegistration(
        path: context.path,
        value: value,
        isEqual: { ($0 as? V) == value },
        action: { old in action((old as? V) ?? value, value) },
        runsInitially: initial)
      return ViewNode(.onChange(registration, child: child))
    }
  }

  /// Runs `action` when `value` changes (iOS 17 form without arguments).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> ModifiedView {
    onChange(of: value, initial: initial) { (_: V, _: V) in action() }
  }
}
