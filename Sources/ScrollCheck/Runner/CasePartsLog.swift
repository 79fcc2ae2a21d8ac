/// Where the cases of one cell spent their CPU time, part by part (`--timings`): building the
/// world and appearing, the scenario's script, the invariant's probe, and judging the trace.
///
/// A cell installs a log for the thread that runs it (`CasePartsLog.$current`), in this
/// process or in the worker that checks the cell; the runner adds each case's parts to it,
/// confirming re-runs included. Not counted: a case re-run alone in a fresh worker after one
/// died. Kept so that a speed claim about sharing work between a case's invariants can be
/// checked: only the world and the script could be shared, never the probe.
final class CasePartsLog: @unchecked Sendable {
  /// The log of the cell being checked on this task, if any.
  @TaskLocal static var current: CasePartsLog?

  /// The seconds so far, as a phase record's case parts.
  private(set) var parts = PhaseTimes.CaseParts()

  /// Adds one recorded run's parts (a confirming re-run is a second run of the same case).
  func add(building: Double, script: Double, probe: Double) {
    parts.building += building
    parts.script += script
    parts.probe += probe
  }

  /// Adds the time spent judging one recorded run.
  func add(judging: Double) { parts.judging += judging }
}
