import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One worker: a child process running this executable's hidden worker subcommand, with a
/// pipe for requests (its descriptor 3), a pipe for replies (its descriptor 4), and its
/// standard output and error in a log file whose last lines a crash report quotes.
final class WorkerProcess {
  /// The child's process identifier.
  let pid: pid_t
  private let requestDescriptor: Int32
  private let replyDescriptor: Int32
  /// Where the child's standard output and error go.
  let logPath: String
  private var buffer: [UInt8] = []
  private var isReaped = false

  /// Spawns of all workers go one at a time, so that no child inherits another's pipes
  /// before they are marked close-on-exec.
  private static let spawnLock = NSLock()

  /// The descriptor numbers a worker reads requests from and writes replies to.
  static let requestNumber: Int32 = 3
  static let replyNumber: Int32 = 4

  /// The allocator setting a worker runs with (`GLIBC_TUNABLES`, unless the user set one):
  /// glibc keeps up to 500 freed blocks of each size per thread for reuse instead of 7 (P9).
  static let allocatorTunables = "glibc.malloc.tcache_count=500"

  /// A worker's environment: the parent's, with the runtime's crash backtrace off (it takes
  /// seconds and prints addresses that differ per run) and, unless the user set their own,
  /// the allocator setting (P9: a case allocates and frees many small blocks every frame, and
  /// a larger per-thread cache of freed blocks saves the allocator's slow paths; measured
  /// 0.975x a default run's time; a C library other than glibc ignores the variable).
  static func environment(inheriting parent: [String: String]) -> [String: String] {
    var environment = parent
    environment["SWIFT_BACKTRACE"] = "enable=no"
    if environment["GLIBC_TUNABLES"] == nil { environment["GLIBC_TUNABLES"] = allocatorTunables }
    return environment
  }

  private init(pid: pid_t, request: Int32, reply: Int32, logPath: String) {
    self.pid = pid
    requestDescriptor = request
    replyDescriptor = reply
    self.logPath = logPath
  }

  /// Starts `executable` with `arguments` (the worker subcommand and its options).
  static func spawn(executable: String, arguments: [String], logPath: String) throws -> WorkerProcess {
    spawnLock.lock()
    defer { spawnLock.unlock() }
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0 else { throw WorkerError("could not create a pipe (errno \(errno))") }
    guard pipe(&fromChild) == 0 else {
      close(toChild[0]); close(toChild[1])
      throw WorkerError("could not create a pipe (errno \(errno))")
    }
    // Everything the parent keeps is close-on-exec; the child's ends are moved above the
    // standard numbers first, so that moving them to 3 and 4 cannot clobber one another.
    let childRead = fcntl(toChild[0], F_DUPFD_CLOEXEC, 10)
    let childWrite = fcntl(fromChild[1], F_DUPFD_CLOEXEC, 10)
    close(toChild[0]); close(fromChild[1])
    _ = fcntl(toChild[1], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fromChild[0], F_SETFD, FD_CLOEXEC)
    defer { close(childRead); close(childWrite) }

    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawn_file_actions_adddup2(&actions, childRead, requestNumber)
    posix_spawn_file_actions_adddup2(&actions, childWrite, replyNumber)

    let environment = Self.environment(inheriting: ProcessInfo.processInfo.environment)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.keys.sorted().map { strdup("\($0)=\(environment[$0]!)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard status == 0 else {
      close(toChild[1]); close(fromChild[0])
      throw WorkerError("could not start a worker from \(executable) (error \(status))")
    }
    return WorkerProcess(pid: pid, request: toChild[1], reply: fromChild[0], logPath: logPath)
  }

  /// Sends one line.
  func send(_ line: String) -> Bool {
    var bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        write(requestDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Reads one line; `nil` when the worker closed its end (it died) or `timeout` passed.
  func receive(timeout: Double?) -> (line: String?, timedOut: Bool) {
    let deadline = timeout.map { ContinuousClock.now.advanced(by: .milliseconds(Int64($0 * 1000))) }
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return (line, false)
      }
      var wait: Int32 = -1
      if let deadline {
        let left = ContinuousClock.now.duration(to: deadline)
        if left <= .zero { return (nil, true) }
        wait = Int32(min(Double(Int32.max), max(1, left.seconds * 1000)))
      }
      var poller = pollfd(fd: replyDescriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, wait)
      if ready < 0 {
        if errno == EINTR { continue }
        return (nil, false)
      }
      if ready == 0 { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(replyDescriptor, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return (nil, false) }
      buffer += chunk[..<count]
    }
  }

  /// Waits for the child to end (killing it first when `kill` is set) and says how it ended.
  func reap(kill shouldKill: Bool) -> String {
    if shouldKill { kill(pid, SIGKILL) }
    close(requestDescriptor)
    close(replyDescriptor)
    guard !isReaped else { return "ended" }
    isReaped = true
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7f
    if signal != 0 { return Self.describe(signal: signal) }
    let code = (status >> 8) & 0xff
    return "the process exited with status \(code)"
  }

  /// Closes the pipes; the worker sees the end of its requests and exits.
  func finish() {
    _ = reap(kill: false)
  }

  /// The last lines of the worker's standard output and error before any stack trace,
  /// control characters escaped (a trace's addresses differ from run to run).
  func lastLines(_ count: Int = 6) -> [String] {
    guard let handle = FileHandle(forReadingAtPath: logPath) else { return [] }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    try? handle.seek(toOffset: size > 16_384 ? size - 16_384 : 0)
    let data = (try? handle.readToEnd()) ?? Data()
    var lines: [String] = []
    for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
      let text = String(line)
      if text.contains("Current stack trace:") || text.contains("Stack dump:") || text.contains("Program crashed") {
        break
      }
      if text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      lines.append(TerminalText.escaped(text))
    }
    return Array(lines.suffix(count))
  }

  /// `signal 4 (SIGILL: ...)`.
  static func describe(signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGILL: "SIGILL, illegal instruction: a Swift runtime trap such as fatalError, a failed precondition, an index out of range or an arithmetic overflow",
      SIGTRAP: "SIGTRAP, a trap: a Swift runtime trap such as fatalError, a failed precondition, an index out of range or an arithmetic overflow",
      SIGABRT: "SIGABRT, abort", SIGSEGV: "SIGSEGV, invalid memory access (a stack overflow from unbounded recursion is one)",
      SIGBUS: "SIGBUS, bus error", SIGFPE: "SIGFPE, arithmetic error", SIGKILL: "SIGKILL, killed",
    ]
    return "the process died of signal \(signal) (\(names[signal] ?? "an unexpected signal"))"
  }
}

/// A worker could not be started or spoken to.
struct WorkerError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
