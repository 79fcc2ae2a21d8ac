#!/bin/sh
# Checks that a speed change changed no verdict: runs two scrollcheck executables on the
# same work and compares their output byte for byte (README, "Speed"). The runs compared:
# the default run as JSON (no `--timings`, so no timing field), as text with `--verbose`
# (every finding's block, tokens and provenance) and as plain text (recorded violations on one
# line each), a search-only run as JSON (shrinking from
# scratch), and `exhaustive --bound small` as JSON. Long: each binary runs the default check
# four times.
#
#   scripts/same-verdicts.sh OLD NEW [seed]     (default seed 1)
#
# Exit status: 0 when every output is identical, 1 otherwise (the differing files are kept
# in the directory it names), 64 on bad usage.
set -u
if [ $# -lt 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
  echo "usage: scripts/same-verdicts.sh OLD-EXECUTABLE NEW-EXECUTABLE [seed]" >&2
  exit 64
fi
seed=${3:-1}
dir=$(mktemp -d "${TMPDIR:-/tmp}/same-verdicts.XXXXXX")
# Copies under one name: the replay commands in a report name the executable.
mkdir "$dir/old" "$dir/new"
cp "$1" "$dir/old/scrollcheck" && cp "$2" "$dir/new/scrollcheck" || exit 1
old=$dir/old/scrollcheck
new=$dir/new/scrollcheck
status=0
compare() {
  name=$1
  shift
  # An empty failure database for each, so that no stored token is replayed.
  SCROLLCHECK_DB="$dir/db-old" NO_COLOR=1 "$old" "$@" >"$dir/$name.old" 2>/dev/null
  echo "$?" >>"$dir/$name.old"
  SCROLLCHECK_DB="$dir/db-new" NO_COLOR=1 "$new" "$@" >"$dir/$name.new" 2>/dev/null
  echo "$?" >>"$dir/$name.new"
  if cmp -s "$dir/$name.old" "$dir/$name.new"; then
    echo "same: $name ($(wc -c <"$dir/$name.new") bytes)"
  else
    echo "DIFFERENT: $name (diff $dir/$name.old $dir/$name.new)"
    status=1
  fi
}
compare default-json run --no-db --seed "$seed" --format json
compare default-verbose run --no-db --seed "$seed" --verbose
# The plain text report: a recorded violation's finding is described without its seed-content
# check there (P4), so this run takes another path than the two above.
compare default-text run --no-db --seed "$seed"
compare search-only-json run --no-db --search-only --seed "$seed" --format json
compare exhaustive-small-json exhaustive --bound small --format json
[ $status -eq 0 ] && rm -rf "$dir"
exit $status
