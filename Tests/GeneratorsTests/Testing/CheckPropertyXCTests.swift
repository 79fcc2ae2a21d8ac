import Generators
import GeneratorsTesting
import XCTest

/// Runs under XCTest (where `Test.current` is nil) and captures the failure it provokes.
final class CheckPropertyXCTests: XCTestCase {
  private var captured: [(description: String, file: String, line: Int)] = []

  override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
    if description.contains("Replay token: g1-") {
      captured.append((description, filePath, lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testFailureIsReportedAtTheCallersFileAndLine() {
    let line = #line + 1
    checkProperty(Check(Gen.int(in: -1000...1000).array(count: 0...10), seed: 2)) { $0.allSatisfy { $0 < 500 } }
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertEqual(captured.first?.file, "\(#filePath)")
    XCTAssertTrue(captured.first?.description.contains("Shrunk counterexample: [500]") ?? false)
  }

  func testPassingPropertyReportsNothing() {
    checkProperty(Check(Gen.bool)) { _ in true }
    XCTAssertTrue(captured.isEmpty)
  }
}
