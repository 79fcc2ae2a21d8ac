import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The failure database: every shrunk failure a run finds, saved under
/// `.scrollcheck/failures/` (or `SCROLLCHECK_DB`) and replayed first on the next run of its
/// cell, as Hypothesis replays its example database.
///
/// One file per strategy and invariant, `<strategy>/<invariant>.tokens`: a header line, then
/// one token per line. Files are written atomically (a temporary file, flushed, renamed), so a
/// run killed at any moment leaves each file old or new. A corrupt or foreign file is skipped
/// with a warning and left alone.
public final class FailureDatabase {
  /// The first line of every file.
  public static let header = "scrollcheck-failures 1"
  /// The default directory, relative to the working directory.
  public static let defaultPath = ".scrollcheck/failures"

  /// The directory.
  public let path: String
  /// Files skipped while reading, in words.
  public private(set) var warnings: [String] = []
  private var entries: [String: [String]] = [:]
  private var skipped: Set<String> = []

  /// Opens (and reads) the database at `path`; a missing directory is an empty database.
  public init(path: String) throws {
    self.path = path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw CheckServiceError.invalidInput("the failure database '\(TerminalText.escaped(path))' is a file, not a directory")
    }
  }

  /// The file for a strategy and an invariant.
  public func file(strategy: String, invariant: String) -> String {
    "\(path)/\(Self.component(strategy))/\(Self.component(invariant)).tokens"
  }

  /// The tokens stored for a cell (empty when none, or when the file is skipped).
  public func tokens(strategy: String, invariant: String) -> [String] {
    let file = file(strategy: strategy, invariant: invariant)
    if let cached = entries[file] { return cached }
    if skipped.contains(file) { return [] }
    guard let data = FileManager.default.contents(atPath: file) else {
      entries[file] = []
      return []
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return skip(file, "it is not UTF-8 text")
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    guard lines.first == Self.header else { return skip(file, "it does not start with '\(Self.header)'") }
    var tokens: [String] = []
    for line in lines.dropFirst() {
      guard let token = try? FindingToken(parsing: line) else {
        return skip(file, "a line is not a valid token (a file cut short?)")
      }
      guard token.strategyID == strategy,
        token.invariantID == invariant || IncidentKind.parse(token.invariantID)?.0.rawValue == invariant
      else { return skip(file, "a token belongs to another strategy or invariant") }
      tokens.append(line)
    }
    entries[file] = tokens
    return tokens
  }

  private func skip(_ file: String, _ reason: String) -> [String] {
    skipped.insert(file)
    warnings.append("warning: skipped the failure-database file '\(TerminalText.escaped(file))': \(reason)")
    return []
  }

  /// Stores `tokens` for a cell (removing the file when empty); the write is atomic.
  public func store(_ tokens: [String], strategy: String, invariant: String) throws {
    let file = file(strategy: strategy, invariant: invariant)
    guard !skipped.contains(file), entries[file] != tokens else { return }
    entries[file] = tokens
    let manager = FileManager.default
    if tokens.isEmpty {
      if manager.fileExists(atPath: file) { try manager.removeItem(atPath: file) }
      return
    }
    let directory = (file as NSString).deletingLastPathComponent
    try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Self.writeAtomically(([Self.header] + tokens).joined(separator: "\n") + "\n", to: file)
  }

  /// Writes a temporary file beside `file`, flushes it to disk, and renames it over `file`.
  static func writeAtomically(_ text: String, to file: String) throws {
    let temporary = file + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary]) }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 {
        if errno == EINTR { continue }
        close(descriptor)
        unlink(temporary)
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
      }
      offset += written
    }
    fsync(descriptor)
    close(descriptor)
    guard rename(temporary, file) == 0 else {
      unlink(temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file])
    }
  }

  /// Every stored file: strategy, invariant and token count, sorted by path.
  public func list() -> [(strategy: String, invariant: String, tokens: Int)] {
    let manager = FileManager.default
    guard let strategies = try? manager.contentsOfDirectory(atPath: path) else { return [] }
    var rows: [(String, String, Int)] = []
    for strategyDirectory in strategies.sorted() {
      guard let files = try? manager.contentsOfDirectory(atPath: "\(path)/\(strategyDirectory)") else { continue }
      for name in files.sorted() where name.hasSuffix(".tokens") {
        let strategy = Self.decodeComponent(strategyDirectory)
        let invariant = Self.decodeComponent(String(name.dropLast(".tokens".count)))
        let count = tokens(strategy: strategy, invariant: invariant).count
        if !skipped.contains(file(strategy: strategy, invariant: invariant)) {
          rows.append((strategy, invariant, count))
        }
      }
    }
    return rows
  }

  /// Removes every stored file (the directory itself stays).
  public func clear() throws -> Int {
    let manager = FileManager.default
    guard let strategies = try? manager.contentsOfDirectory(atPath: path) else { return 0 }
    var removed = 0
    for strategyDirectory in strategies {
      let directory = "\(path)/\(strategyDirectory)"
      guard let files = try? manager.contentsOfDirectory(atPath: directory) else { continue }
      for name in files where name.hasSuffix(".tokens") {
        try manager.removeItem(atPath: "\(directory)/\(name)")
        removed += 1
      }
      if (try? manager.contentsOfDirectory(atPath: directory))?.isEmpty == true {
        try? manager.removeItem(atPath: directory)
      }
    }
    entries = [:]
    return removed
  }

  /// Applies a run's results: tokens that no longer fail are dropped, new shrunk failures
  /// added. Returns warnings for files that could not be written.
  func update(jobs: [CellJob], outcomes: [CellOutcome], cells: [Cell], incidents: [IncidentCell]) -> [String] {
    var problems: [String] = []
    func save(_ tokens: [String], _ strategy: String, _ invariant: String) {
      do {
        try store(tokens, strategy: strategy, invariant: invariant)
      } catch {
        problems.append("warning: could not write the failure database at '\(TerminalText.escaped(path))': \(error.localizedDescription)")
      }
    }
    for (job, outcome) in zip(jobs, outcomes) {
      var tokens = job.storedTokens.filter { !outcome.passingStoredTokens.contains($0) }
      // A token found under a record's clearing alternatives replays only there: not stored.
      if case .violated(let token, let shrink) = outcome.verdict, !shrink.isReplayed, outcome.foundUnder == nil,
        !tokens.contains(token)
      {
        tokens.append(token)
      }
      save(tokens, job.strategyID, job.invariantID)
    }
    for incident in incidents {
      let strategy = incident.cell.strategyID
      let invariant = incident.kind.rawValue
      var tokens = self.tokens(strategy: strategy, invariant: invariant)
        .filter { !incident.passingStoredTokens.contains($0) }
      if let token = incident.newToken, !tokens.contains(token) { tokens.append(token) }
      save(tokens, strategy, invariant)
    }
    return problems
  }

  /// A file-name-safe form of an identifier: letters, digits, `.`, `_` and `-` kept, every
  /// other byte as `%XX`.
  static func component(_ identifier: String) -> String {
    var result = ""
    for byte in identifier.utf8 {
      let scalar = Unicode.Scalar(byte)
      if (byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))))
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || (byte == UInt8(ascii: ".") && !result.isEmpty)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += String(format: "%%%02X", byte)
      }
    }
    return result.isEmpty ? "%" : result
  }

  static func decodeComponent(_ component: String) -> String {
    var bytes: [UInt8] = []
    var index = component.startIndex
    while index < component.endIndex {
      if component[index] == "%", let end = component.index(index, offsetBy: 3, limitedBy: component.endIndex),
        let byte = UInt8(component[component.index(after: index)..<end], radix: 16)
      {
        bytes.append(byte)
        index = end
      } else {
        bytes += Array(String(component[index]).utf8)
        index = component.index(after: index)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
