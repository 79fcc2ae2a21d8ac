/// Placeholder until the strategies land.
enum StrategiesPlaceholder {}
