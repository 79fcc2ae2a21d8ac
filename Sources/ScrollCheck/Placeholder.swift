/// Placeholder until the catalog lands.
enum ScrollCheckPlaceholder {}
