import Testing

@testable import ScrollCheck

@Suite("A worker's environment")
struct WorkerProcessTests {
  @Test func p9AWorkerGetsTheAllocatorSettingsAndNoCrashBacktrace() {
    let environment = WorkerProcess.environment(inheriting: ["PATH": "/usr/bin", "SWIFT_BACKTRACE": "enable=yes"])
    #expect(environment["PATH"] == "/usr/bin")
    #expect(environment["SWIFT_BACKTRACE"] == "enable=no")
    #expect(environment["GLIBC_TUNABLES"] == WorkerProcess.allocatorTunables)
    #expect(WorkerProcess.allocatorTunables == "glibc.malloc.tcache_count=500")
  }

  @Test func p9AUsersOwnAllocatorSettingsAreKept() {
    let environment = WorkerProcess.environment(inheriting: ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=0"])
    #expect(environment["GLIBC_TUNABLES"] == "glibc.malloc.tcache_count=0")
  }
}
