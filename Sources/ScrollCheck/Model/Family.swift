import Strategies

/// Reports name families with the strategies' own type: one list of families, in one place.
public typealias Family = StrategyFamily
