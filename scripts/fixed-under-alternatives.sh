#!/bin/sh
# The fixed versions (and `.modern`) under every modelled alternative (issue 8, "Done when"):
# for each non-default alternative that `scrollcheck list --assumptions` prints, runs
#   scrollcheck run --strategy '*.fixed' --strategy '*.modern' --assume ID=alt --no-db --seed S
# for each seed, and prints one line per run: the setting, the seed, the exit code and the
# summary, then every result that differs from the record. Long (minutes): not in `swift test`.
#
#   scripts/fixed-under-alternatives.sh [seed...]   (default seeds: 1 2; SCROLLCHECK_BIN
#                                                   overrides the binary)
#
# Exit status: 0 when every run exits 0, 1 otherwise (a recorded finding that rests on the
# default of a rule is expected to go under its alternative: read the lines).
set -u
seeds=${*:-"1 2"}
bin=${SCROLLCHECK_BIN:-.build/release/scrollcheck}
[ -x "$bin" ] || swift build -c release >/dev/null || exit 1
# Each alternative's line reads "      ID=alt: ..."; the default's reads "ID=alt (default): ...".
settings=$("$bin" list --assumptions --no-color | sed -n 's/^      \([A-Z][0-9]*=[A-Za-z-]*\): .*/\1/p')
status=0
for setting in $settings; do
  for seed in $seeds; do
    out=$("$bin" run --strategy '*.fixed' --strategy '*.modern' --assume "$setting" --no-db \
      --seed "$seed" --no-color 2>/dev/null)
    code=$?
    [ "$code" -eq 0 ] || status=1
    summary=$(printf '%s\n' "$out" | grep -E '^(OK|FAILED):' | head -1)
    echo "$setting seed $seed: exit $code: $summary"
    printf '%s\n' "$out" | grep -E '^  (new|missing) violation|^  [a-z].*differs' | sed 's/^/    /' || true
  done
done
exit $status
