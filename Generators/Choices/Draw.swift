/// The source of choices that a ``Gen`` consumes while it builds one value.
///
/// A draw hands out choices from a prefix first (a replayed or shrunk case), and then
/// either proposes new ones from the random source or, when replaying, the simplest
/// value 0. Every choice is recorded so the case can be shrunk and replayed.
///
/// Edge cases on purpose: when proposing at random, a biased choice is, per draw,
/// - 2/16 (12.5 %) a special value: the lower bound, the upper bound, 0 and 1
///   (each 1/32, with 0 and 1 replaced by the simplest in-range value when outside);
/// - 2/16 (12.5 %) a repeat of one of the last four choice values of the same case, each
///   equally likely (when it fits the range; otherwise uniform). This makes equal values
///   common: two adjacent numbers are equal in about 1/32 of cases, and an exact
///   coincidence of sums such as `a + b == c + d` in about 1/500 (both measured in tests);
/// - 1/16 (6.25 %) a value near the previous choice: the integer it represents moved by 1
///   to 4 either way (when that fits the range; otherwise uniform), so two numbers drawn
///   from the same wide range are close far more often than by chance;
/// - otherwise (68.75 %) uniform over the whole range.
///
/// While recording, a draw also records spans (which generator drew which choices, and
/// their nesting) and simpler forms a generator suggests for what it drew; the shrinker
/// works on both.
@usableFromInline
struct Draw {
  @usableFromInline var random: Xoshiro256StarStar
  @usableFromInline var prefix: [UInt64]
  @usableFromInline var position: Int
  @usableFromInline var mode: DrawMode
  @usableFromInline var biasBits: UInt64
  @usableFromInline var biasBitsLeft: Int
  /// Whether choices are recorded (random cases run unrecorded, and are re-run recorded on failure).
  @usableFromInline var isRecording: Bool
  /// The last four choice values of this case, newest first, and how many are valid.
  @usableFromInline var recent: (UInt64, UInt64, UInt64, UInt64)
  @usableFromInline var recentCount: Int
  /// The choices made so far, in order.
  @usableFromInline var recorded: [Choice]
  /// The size of the current case, `0...Gen.maximumSize`; it only shapes random proposals.
  @usableFromInline var size: Int
  /// The spans recorded so far (only while recording), in the order they opened.
  @usableFromInline var spans: [Span]
  /// The span that is open now, or -1.
  @usableFromInline var openSpan: Int
  /// Replacements a generator suggests for a stretch of its choices (only while recording).
  @usableFromInline var simplerForms: [SimplerForm]

  @usableFromInline
  init(random: Xoshiro256StarStar, prefix: [UInt64], mode: DrawMode, size: Int, isRecording: Bool = true) {
    self.random = random
    self.isRecording = isRecording
    self.recent = (0, 0, 0, 0)
    self.recentCount = 0
    self.prefix = prefix
    self.position = 0
    self.mode = mode
    self.biasBits = 0
    self.biasBitsLeft = 0
    self.recorded = []
    self.size = size
    self.spans = []
    self.openSpan = -1
    self.simplerForms = []
  }

  /// A draw that proposes fresh random choices.
  @usableFromInline
  static func random(seed: UInt64, size: Int, isRecording: Bool = true) -> Draw {
    Draw(random: Xoshiro256StarStar(seed: seed), prefix: [], mode: .random, size: size, isRecording: isRecording)
  }

  /// The state a random case starts from; running it again gives the same case.
  @usableFromInline
  struct RandomState {
    @usableFromInline var random: Xoshiro256StarStar
    @usableFromInline var biasBits: UInt64
    @usableFromInline var biasBitsLeft: Int
    @usableFromInline var size: Int
  }

  /// Where the current random case started.
  @usableFromInline
  var randomState: RandomState {
    RandomState(random: random, biasBits: biasBits, biasBitsLeft: biasBitsLeft, size: size)
  }

  /// A recording draw that re-runs the random case that started at `state`.
  @usableFromInline
  static func rerunning(_ state: RandomState) -> Draw {
    var draw = Draw(random: state.random, prefix: [], mode: .random, size: state.size)
    draw.biasBits = state.biasBits
    draw.biasBitsLeft = state.biasBitsLeft
    return draw
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
    if isRecording {
      recorded.removeAll(keepingCapacity: true)
      spans.removeAll(keepingCapacity: true)
      simplerForms.removeAll(keepingCapacity: true)
      openSpan = -1
    }
    recentCount = 0
    position = 0
    self.size = size
  }

  /// Whether new choices are proposed at random (rather than replayed or enumerated).
  @inlinable
  var isRandom: Bool { mode == .random }

  /// Whether filters should reject instead of retrying.
  @inlinable
  var isEnumerating: Bool { mode == .enumerate }

  /// Makes one choice in `0...maximum`; `propose` is called only for a fresh random choice.
  @inlinable
  mutating func choose(
    upTo maximum: UInt64, proposing propose: (inout Xoshiro256StarStar) -> UInt64
  ) -> UInt64 {
    let value: UInt64
    if mode == .random {
      value = Swift.min(propose(&random), maximum)
    } else if position < prefix.count {
      value = Swift.min(prefix[position], maximum)
      position &+= 1
    } else {
      value = 0
    }
    remember(value, maximum: maximum)
    return value
  }

  /// Records a choice and keeps it among the recent values.
  @inlinable @inline(__always)
  mutating func remember(_ value: UInt64, maximum: UInt64, signedLower: Int = 0) {
    recent = (value, recent.0, recent.1, recent.2)
    recentCount &+= 1
    if isRecording { recorded.append(Choice(value: value, maximum: maximum, signedLower: signedLower)) }
  }

  /// Opens a span of `kind` at the current choice; returns its index (-1 when not recording).
  @inlinable @inline(__always)
  mutating func beginSpan(_ kind: Span.Kind) -> Int {
    guard isRecording else { return -1 }
    spans.append(Span(start: recorded.count, end: recorded.count, kind: kind, parent: openSpan))
    openSpan = spans.count &- 1
    return openSpan
  }

  /// Closes the span `index` returned by ``beginSpan(_:)``.
  @inlinable @inline(__always)
  mutating func endSpan(_ index: Int) {
    guard index >= 0 else { return }
    spans[index].end = recorded.count
    openSpan = spans[index].parent
  }

  /// Suggests `replacement` for the choices from `start` to the current one (while recording).
  @inlinable
  mutating func suggest(from start: Int, replacement: [UInt64]) {
    guard isRecording else { return }
    simplerForms.append(SimplerForm(start: start, end: recorded.count, replacement: replacement))
  }

  /// The index the next choice will have (while recording).
  @inlinable
  var nextIndex: Int { recorded.count }

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
  /// `signedLower` is the lower bound of an integer range that contains zero inside it
  /// (its choices count outward from zero), or 0 for any other choice.
  @inlinable
  mutating func chooseWithEdges(
    upTo maximum: UInt64, specials: (UInt64, UInt64, UInt64, UInt64), signedLower: Int = 0
  ) -> UInt64 {
    if mode != .random {
      let value: UInt64
      if position < prefix.count {
        value = Swift.min(prefix[position], maximum)
        position &+= 1
      } else {
        value = 0
      }
      remember(value, maximum: maximum, signedLower: signedLower)
      return value
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
    } else if decision < 4, let repeated = recentValue(back: Int((byte &>> 4) & 3)), repeated <= maximum {
      value = repeated
    } else if decision == 4, recentCount > 0,
      let near = nearby(recent.0, delta: 1 &+ (byte &>> 4) & 3, down: byte & 0x40 != 0,
        maximum: maximum, signedLower: signedLower)
    {
      value = near
    } else {
      value = random.next(upTo: maximum)
    }
    remember(value, maximum: maximum, signedLower: signedLower)
    return value
  }

  /// The choice whose integer is `delta` away from the one `choice` represents, if in range.
  @inlinable
  func nearby(_ choice: UInt64, delta: UInt64, down: Bool, maximum: UInt64, signedLower: Int) -> UInt64? {
    guard choice <= maximum else { return nil }
    if signedLower >= 0 {
      if down { return choice >= delta ? choice &- delta : nil }
      let (sum, overflow) = choice.addingReportingOverflow(delta)
      return !overflow && sum <= maximum ? sum : nil
    }
    let ordering = IntegerOrdering(signedLower...(signedLower &+ Int(bitPattern: UInt(maximum))))
    let value = ordering.value(for: choice)
    let (moved, overflow) = down
      ? value.subtractingReportingOverflow(Int(delta)) : value.addingReportingOverflow(Int(delta))
    guard !overflow, moved >= ordering.lower, moved <= ordering.upper else { return nil }
    return ordering.choice(for: moved)
  }

  @inlinable
  func recentValue(back: Int) -> UInt64? {
    guard back < recentCount else { return nil }
    switch back {
    case 0: return recent.0
    case 1: return recent.1
    case 2: return recent.2
    default: return recent.3
    }
  }

  /// The values of the recorded choices.
  var recordedValues: [UInt64] { recorded.map(\.value) }
}
