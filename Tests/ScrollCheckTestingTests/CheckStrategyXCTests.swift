import ScrollCheckTesting
import XCTest

/// `checkStrategy` under XCTest: the failure lands at the caller's file and line.
final class CheckStrategyXCTests: XCTestCase {
  private var captured: [(description: String, file: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    if description.contains("replay sc1-") {
      captured.append((description, filePath, lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testAViolationIsReportedAtTheCallersFileAndLine() {
    let line = #line + 1
    checkStrategy(StretchyTableHeaderPublished(), invariants: ["collapsible"], count: 10)
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertEqual(captured.first?.file, "\(#filePath)")
    XCTAssertTrue(captured.first?.description.contains("violates collapsible") ?? false)
  }

  func testAFixedStrategyReportsNothing() {
    checkStrategy(NonFloatingSectionsFixed(), invariants: ["not-floating"], count: 10)
    XCTAssertTrue(captured.isEmpty)
  }
}
