import Foundation
import ScrollGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The worker side: `<executable> __worker [--case-timeout SECONDS] [--assume ID=alt]...` reads requests on
/// descriptor 3 and writes replies on descriptor 4 until the parent closes its end. Hidden:
/// not in `--help`, started only by a `WorkerPool`.
enum WorkerServer {
  /// The hidden subcommand.
  static let subcommand = "__worker"

  /// Serves requests with `service`; returns the exit status.
  static func serve(service: CatalogService, arguments: [String]) -> Int32 {
    var budget = CaseBudget.standard
    if let index = arguments.firstIndex(of: "--case-timeout"), index + 1 < arguments.count,
      let seconds = Double(arguments[index + 1]), seconds > 0
    {
      budget.seconds = seconds
    }
    // A case in code that never returns to the engine is ended a little after its deadline.
    CaseWatchdog.shared.start(grace: 0.25 + budget.seconds / 4)
    var service = service
    service.caseBudget = budget
    var settings: [String] = []
    for (index, argument) in arguments.enumerated() where argument == "--assume" && index + 1 < arguments.count {
      settings.append(arguments[index + 1])
    }
    do {
      service.assumptions = try EngineAssumptions(settings)
    } catch {
      FileHandle.standardError.write(Data("scrollcheck worker: \(error)\n".utf8))
      return 2
    }
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        let reply: WorkerReply
        do {
          let request = try decoder.decode(WorkerRequest.self, from: Data(line))
          reply = service.serve(request)
        } catch {
          reply = .failed("unreadable request: \(error)")
        }
        guard let data = try? encoder.encode(reply), writeAll(Array(data) + [UInt8(ascii: "\n")]) else {
          return 1
        }
      }
      let count = chunk.withUnsafeMutableBytes { read(WorkerProcess.requestNumber, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return 0 }
      buffer += chunk[..<count]
    }
  }

  static func writeAll(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(WorkerProcess.replyNumber, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}

extension CatalogService {
  /// Answers one worker request.
  func serve(_ request: WorkerRequest) -> WorkerReply {
    do {
      switch request {
      case .cell(let job):
        return .cell(try cellOutcome(job, evaluate: inProcessEvaluator))
      case .evaluate(let text, let settings):
        let token = try FindingToken(parsing: text)
        let (strategy, invariant) = try resolve(token)
        let evaluate = try settings.map { inProcessEvaluator(under: try EngineAssumptions($0)) } ?? inProcessEvaluator
        return .evaluated(try evaluate(strategy, invariant, token.scenario))
      }
    } catch {
      return .failed("\(error)")
    }
  }
}
