#!/bin/sh
# Measures the README's speed table ("Speed") on this checkout: builds the release executable,
# then runs `scrollcheck bench --baseline BASELINE --format markdown`, which times this
# build's default run against BASELINE's (whole processes, alternately, RUNS each), compares
# their shrink evaluations, and times the in-process figures and `exhaustive` with 1 and 2
# workers. On a quiet two-core machine it takes about 7 minutes with the default 3 runs, and
# at most 12 minutes in total (a release build that is already up to date included); run it on
# a quiet machine (it prints the load average before and after, to quote with the figures).
#
#   scripts/measure-readme-speed.sh BASELINE [RUNS]     (RUNS: 1 to 100, default 3)
#
# BASELINE is a release build of commit 9e4f7bb (the yardstick):
#   git worktree add /tmp/base 9e4f7bb && (cd /tmp/base && swift build -c release)
#   scripts/measure-readme-speed.sh /tmp/base/.build/release/scrollcheck
set -u
if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: scripts/measure-readme-speed.sh BASELINE-EXECUTABLE [RUNS]" >&2
  exit 64
fi
baseline=$1
runs=${2:-3}
bin=${SCROLLCHECK_BIN:-.build/release/scrollcheck}
[ -n "${SCROLLCHECK_BIN:-}" ] || swift build -c release >/dev/null || exit 1
load() { cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || uptime; }
echo "Commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc 2>/dev/null || echo '?') cores, load average before: $(load)"
echo
"$bin" bench --baseline "$baseline" --runs "$runs" --format markdown
status=$?
echo
echo "Load average after: $(load)"
exit $status
