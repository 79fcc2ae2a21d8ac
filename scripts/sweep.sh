#!/bin/sh
# The record sweep (README, "Recording what the suite finds"): searches every strategy and
# invariant with many cases over several seeds, without replaying the record, and lists any
# violation that is not recorded (or recorded and not found by search). Long: run it in the
# background; it never runs in `swift test`.
#
#   scripts/sweep.sh [count] [seed...]      (defaults: 2000 cases, seeds 1 to 8;
#                                           SCROLLCHECK_BIN overrides the binary)
#
# The failure database is neither replayed nor saved (--no-db), so the sweep is search alone.
#
# Exit status: 0 when no seed found a violation outside the record, 1 otherwise.
set -u
count=${1:-2000}
[ $# -gt 0 ] && shift
seeds=${*:-"1 2 3 4 5 6 7 8"}
bin=${SCROLLCHECK_BIN:-.build/release/scrollcheck}
[ -x "$bin" ] || swift build -c release >/dev/null || exit 1
status=0
for seed in $seeds; do
  out=$("$bin" run --search-only --count "$count" --seed "$seed" --no-color --no-db 2>/dev/null)
  new=$(printf '%s\n' "$out" | grep '^  new violation' || true)
  # Every line of the summary (the counts and "N results differ"), and every unexpected
  # result (new violations, and recorded ones the search did not find), not only the last line.
  echo "seed $seed:"
  printf '%s\n' "$out" | sed -n '/^\(OK\|FAILED\):/,$p'
  printf '%s\n' "$out" | grep -E '^  (new|missing) violation|^  [a-z].*differs' || true
  if [ -z "$out" ]; then
    echo "  (no output: the run failed)"
    status=1
  fi
  if [ -n "$new" ]; then
    status=1
  fi
done
exit $status
