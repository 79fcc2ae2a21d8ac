/// `zip` for two to six generators, as in `Gen.zip(Gen.int(in: 0...9), Gen.bool)`.

extension Gen {
  /// Generates 2 values side by side; shrinks each and enumerates their product.
  @inlinable
  public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
    Gen<(A, B)>(
      generate: { draw throws(GenerationFailure) in (try a.generate(&draw), try b.generate(&draw)) },
      domain: { budget in a.domain(budget) * b.domain(budget) })
  }

  /// Generates 3 values side by side; shrinks each and enumerates their product.
  @inlinable
  public static func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)> where Value == (A, B, C) {
    Gen<(A, B, C)>(
      generate: { draw throws(GenerationFailure) in (try a.generate(&draw), try b.generate(&draw), try c.generate(&draw)) },
      domain: { budget in a.domain(budget) * b.domain(budget) * c.domain(budget) })
  }

  /// Generates 4 values side by side; shrinks each and enumerates their product.
  @inlinable
  public static func zip<A, B, C, D>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>) -> Gen<(A, B, C, D)> where Value == (A, B, C, D) {
    Gen<(A, B, C, D)>(
      generate: { draw throws(GenerationFailure) in (try a.generate(&draw), try b.generate(&draw), try c.generate(&draw), try d.generate(&draw)) },
      domain: { budget in a.domain(budget) * b.domain(budget) * c.domain(budget) * d.domain(budget) })
  }

  /// Generates 5 values side by side; shrinks each and enumerates their product.
  @inlinable
  public static func zip<A, B, C, D, E>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>) -> Gen<(A, B, C, D, E)> where Value == (A, B, C, D, E) {
    Gen<(A, B, C, D, E)>(
      generate: { draw throws(GenerationFailure) in (try a.generate(&draw), try b.generate(&draw), try c.generate(&draw), try d.generate(&draw), try e.generate(&draw)) },
      domain: { budget in a.domain(budget) * b.domain(budget) * c.domain(budget) * d.domain(budget) * e.domain(budget) })
  }

  /// Generates 6 values side by side; shrinks each and enumerates their product.
  @inlinable
  public static func zip<A, B, C, D, E, F>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>, _ f: Gen<F>) -> Gen<(A, B, C, D, E, F)> where Value == (A, B, C, D, E, F) {
    Gen<(A, B, C, D, E, F)>(
      generate: { draw throws(GenerationFailure) in (try a.generate(&draw), try b.generate(&draw), try c.generate(&draw), try d.generate(&draw), try e.generate(&draw), try f.generate(&draw)) },
      domain: { budget in a.domain(budget) * b.domain(budget) * c.domain(budget) * d.domain(budget) * e.domain(budget) * f.domain(budget) })
  }
}
