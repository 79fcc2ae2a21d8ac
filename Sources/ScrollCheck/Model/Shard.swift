/// One of N deterministic slices of a run (`--shard I/N`): of its cells for `run` (cell k, in
/// catalog order, belongs to shard `k % N + 1`), of each cell's domain for `exhaustive`
/// (scenario k of the domain's order belongs to shard `k % N + 1`, in every cell). Merging
/// the N shards' JSON reports gives the single run's.
public struct Shard: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Which slice, from 1.
  public var index: Int
  /// How many slices.
  public var count: Int

  /// The whole run.
  public static let whole = Shard(uncheckedIndex: 1, count: 1)

  private init(uncheckedIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Reads `I/N` with 1 <= I <= N; `nil` otherwise.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 10_000,
      (1...count).contains(index)
    else { return nil }
    self.init(uncheckedIndex: index, count: count)
  }

  /// The elements of this slice, in order.
  public func slice<Element>(_ elements: [Element]) -> [Element] {
    guard count > 1 else { return elements }
    return elements.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }

  /// Whether the element at `index` (from 0) of a sliced sequence belongs to this slice.
  public func holds(_ index: Int) -> Bool { count <= 1 || index % count == self.index - 1 }

  /// How many of `size` elements this slice holds.
  public func size(ofDomain size: Int) -> Int {
    guard count > 1 else { return size }
    return size / count + (size % count > index - 1 ? 1 : 0)
  }

  /// `2/4`.
  public var description: String { "\(index)/\(count)" }
}
