// The README's header checked from Swift Testing. It violates invariants (it never collapses
// below its minimum with one row, among others). In a test of your own, `checkStrategy` fails
// the test with each finding, at its line, with its replay token (wrap it in `withKnownIssue`
// while you fix one). This example expects those findings, so it captures them and checks
// them instead: a passing `swift test` prints no finding and no known issue.
import MyHeaders
import ScrollCheckTesting
import Testing

@Test func profileHeaderIsChecked() {
  let (_, findings) = withReportedFailuresCaptured { checkStrategy(ProfileHeader(), count: 30) }
  #expect(findings.contains { $0.message.hasPrefix("profile-header violates collapsible") })
  #expect(findings.allSatisfy { $0.message.contains("Pin it in a test: checkRegression(\"sc1-") })
}
