#!/bin/sh
# The fixed versions (and `.modern`) under every modelled alternative (issue 8, "Done when"):
# for each non-default alternative that `scrollcheck list --assumptions` prints, runs
#   scrollcheck run --strategy '*.fixed' --strategy '*.modern' --assume ID=alt --no-db --seed S
# for each seed, and prints one line per run (the setting, the seed, the exit code and the
# summary), then each result that differs from the record, in full. Long (minutes): it never
# runs in `swift test`.
#
#   scripts/fixed-under-alternatives.sh [seed...]   (default seeds: 1 2; SCROLLCHECK_BIN
#                                                   names another binary)
#
# Exit status: 0 when no run reports a new violation, 1 when one does, 2 when nothing could be
# run. A recorded finding that rests on a rule's default is expected to be missing under its
# alternative; that is printed, not counted.
set -u
cd "$(dirname "$0")/.." || exit 2
seeds=${*:-"1 2"}
bin=${SCROLLCHECK_BIN:-.build/release/scrollcheck}
if [ ! -x "$bin" ]; then
  [ -z "${SCROLLCHECK_BIN:-}" ] || { echo "not an executable: $bin" >&2; exit 2; }
  swift build -c release --product scrollcheck >/dev/null || exit 2
fi
# Each alternative's line reads "      ID=alt: ..."; the default's reads "ID=alt (default): ...".
settings=$("$bin" list --assumptions --no-color | sed -n 's/^      \([A-Z][0-9]*=[A-Za-z-]*\): .*/\1/p')
[ -n "$settings" ] || { echo "no alternatives parsed from 'list --assumptions'" >&2; exit 2; }
status=0
for setting in $settings; do
  for seed in $seeds; do
    out=$("$bin" run --strategy '*.fixed' --strategy '*.modern' --assume "$setting" --no-db \
      --seed "$seed" --no-color 2>/dev/null)
    code=$?
    summary=$(printf '%s\n' "$out" | grep -E '^(OK|FAILED):' | head -1)
    echo "$setting seed $seed: exit $code: ${summary:-(no summary: the run failed)}"
    [ -n "$summary" ] || status=1
    # Each differing result's line and its wrapped continuation lines.
    differing=$(printf '%s\n' "$out" | awk '/^  (new|missing) violation/ { on = 1; print; next }
      on && /^    / { print; next } { on = 0 }')
    [ -z "$differing" ] || printf '%s\n' "$differing" | sed 's/^/  /'
    if printf '%s\n' "$differing" | grep -q '^  new violation'; then status=1; fi
  done
done
exit $status
