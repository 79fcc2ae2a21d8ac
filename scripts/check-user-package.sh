#!/bin/sh
# Builds and runs the separate package Examples/MyChecks (its own Package.swift, ScrollCheck
# as a path dependency), as a user's package is built: its executable `my-checks` over the
# README's strategy and its Swift Testing test. `swift test` here does not build it (a second
# full build of ScrollCheck); UserPackageExampleTests checks in a few seconds that it would
# compile from outside (README, "A user's package, built for real").
#
#   scripts/check-user-package.sh            (debug build in Examples/MyChecks/.build)
#
# Exit status: 0 when the package builds, `my-checks list` names its strategy, a run of it
# reports its findings (exit 1, as for any unrecorded finding) and its test passes; 1 otherwise.
set -u
cd "$(dirname "$0")/../Examples/MyChecks" || exit 1
fail() { echo "check-user-package: $*" >&2; exit 1; }

swift build --build-tests || fail "the package does not build"
swift run my-checks list | grep -q '^  profile-header ' || fail "my-checks list does not name profile-header"
swift run my-checks --strategy profile-header --invariant collapsible --count 30 --seed 0 --no-db > run.out 2>&1
status=$?
cat run.out
grep -q 'profile-header' run.out && [ "$status" -eq 1 ] \
  || { rm -f run.out; fail "my-checks did not report profile-header's finding (exit $status)"; }
rm -f run.out
swift test || fail "its test failed"
echo "check-user-package: OK (built, my-checks ran, its test passed)"
