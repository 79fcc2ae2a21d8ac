/// The source of choices that a ``Gen`` consumes while it builds one value.
///
/// A draw hands out choices from a prefix first (a replayed or shrunk case), and then
/// either proposes new ones from the random source or, when replaying, the simplest
/// value 0. Every choice is recorded so the case can be shrunk and replayed.
///
/// Edge cases on purpose: when proposing at random, a biased choice is, per draw,
/// - 2/16 (12.5 %) a special value: the lower bound, the upper bound, 0 and 1
///   (each 1/32, with 0 and 1 replaced by the simplest in-range value when outside);
/// - 1/16 (6.25 %) a repeat of one of the last eight choice values of the same case
///   (this makes equal values and exact coincidences such as equal sums common);
/// - otherwise uniform over the whole range.
public struct Draw {
  @usableFromInline var random: Xoshiro256StarStar
  @usableFromInline var prefix: [UInt64]
  @usableFromInline var position: Int
  @usableFromInline var mode: DrawMode
  @usableFromInline var biasBits: UInt64
  @usableFromInline var biasBitsLeft: Int
  /// The choices made so far, in order.
  @usableFromInline var recorded: [Choice]
  /// The size of the current case, `0...Gen.maximumSize`; it only shapes random proposals.
  @usableFromInline var size: Int

  @usableFromInline
  init(random: Xoshiro256StarStar, prefix: [UInt64], mode: DrawMode, size: Int) {
    self.random = random
    self.prefix = prefix
    self.position = 0
    self.mode = mode
    self.biasBits = 0
    self.biasBitsLeft = 0
    self.recorded = []
    self.size = size
  }

  /// A draw that proposes fresh random choices.
  @usableFromInline
  static func random(seed: UInt64, size: Int) -> Draw {
    Draw(random: Xoshiro256StarStar(seed: seed), prefix: [], mode: .random, size: size)
  }

  /// A draw that replays `choices`, then chooses 0 for anything further.
  @usableFromInline
  static func replaying(_ choices: [UInt64], size: Int = Gen<Int>.maximumSize) -> Draw {
    Draw(random: Xoshiro256StarStar(seed: 0), prefix: choices, mode: .replay, size: size)
  }

  /// A draw that walks the choice tree in order for exhaustive enumeration.
  @usableFromInline
  static func enumerating(_ choices: [UInt64]) -> Draw {
    Draw(random: Xoshiro256StarStar(seed: 0), prefix: choices, mode: .enumerate, size: Gen<Int>.maximumSize)
  }

  /// Starts a new random case, keeping the allocated storage.
  @inlinable
  mutating func restart(size: Int) {
    recorded.removeAll(keepingCapacity: true)
    position = 0
    self.size = size
  }

  /// Whether new choices are proposed at random (rather than replayed or enumerated).
  @inlinable
  var isRandom: Bool { mode == .random && position >= prefix.count }

  /// Whether filters should reject instead of retrying.
  @inlinable
  var isEnumerating: Bool { mode == .enumerate }

  /// Makes one choice in `0...maximum`; `propose` is called only for a fresh random choice.
  @inlinable
  mutating func choose(
    upTo maximum: UInt64, proposing propose: (inout Xoshiro256StarStar) -> UInt64
  ) -> UInt64 {
    let value: UInt64
    if position < prefix.count {
      value = Swift.min(prefix[position], maximum)
      position &+= 1
    } else if mode == .random {
      value = Swift.min(propose(&random), maximum)
    } else {
      value = 0
    }
    recorded.append(Choice(value: value, maximum: maximum))
    return value
  }

  /// Makes one uniformly proposed choice in `0...maximum`.
  @inlinable
  mutating func chooseUniformly(upTo maximum: UInt64) -> UInt64 {
    choose(upTo: maximum) { $0.next(upTo: maximum) }
  }

  /// Takes eight bits for deciding on a biased proposal.
  @inlinable
  mutating func nextBiasByte() -> UInt64 {
    if biasBitsLeft == 0 {
      biasBits = random.next()
      biasBitsLeft = 8
    }
    let byte = biasBits & 0xFF
    biasBits &>>= 8
    biasBitsLeft &-= 1
    return byte
  }

  /// Makes one choice in `0...maximum` with edge cases and repeats proposed on purpose.
  ///
  /// `specials` are the choice values of the lower bound, the upper bound, 0 and 1.
  @inlinable
  mutating func chooseWithEdges(
    upTo maximum: UInt64, specials: (UInt64, UInt64, UInt64, UInt64)
  ) -> UInt64 {
    if position < prefix.count || mode != .random {
      return choose(upTo: maximum) { _ in 0 }
    }
    let byte = nextBiasByte()
    let decision = byte & 15
    let value: UInt64
    if decision < 2 {
      switch (byte &>> 4) & 3 {
      case 0: value = specials.0
      case 1: value = specials.1
      case 2: value = specials.2
      default: value = specials.3
      }
    } else if decision == 2, let repeated = recentValue(back: Int((byte &>> 4) & 7)), repeated <= maximum {
      value = repeated
    } else {
      value = random.next(upTo: maximum)
    }
    recorded.append(Choice(value: value, maximum: maximum))
    return value
  }

  @inlinable
  func recentValue(back: Int) -> UInt64? {
    let index = recorded.count - 1 - back
    return index >= 0 ? recorded[index].value : nil
  }

  /// The values of the recorded choices.
  var recordedValues: [UInt64] { recorded.map(\.value) }
}
