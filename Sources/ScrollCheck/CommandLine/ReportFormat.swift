/// The output formats of `--format`.
enum ReportFormat: String, CaseIterable, Sendable {
  case text
  case json
  case junit
}
