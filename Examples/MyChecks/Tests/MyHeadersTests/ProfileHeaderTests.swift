// The README's header checked from Swift Testing. It violates invariants (it never collapses
// below its minimum with one row, among others): each is reported at the `checkStrategy` line
// with its replay token, and `withKnownIssue` keeps them from failing this example.
import MyHeaders
import ScrollCheckTesting
import Testing

@Test func profileHeaderIsChecked() {
  withKnownIssue("the README's header has findings") {
    checkStrategy(ProfileHeader(), count: 30)
  }
}
