#!/usr/bin/env bash
# Timer wake-up latency: Loopscope's timer probe beside cyclictest (Debian
# rt-tests), one after the other in the same script run, with the same
# settings: SCHED_FIFO 90, memory locked, one thread, 1000 µs interval.
# Builds nothing.
#
#   bench/timer_vs_cyclictest.sh [CLI] [SECONDS]
#       CLI      path to loopscope-cli (default ./build/bin/loopscope-cli);
#                when missing, only the cyclictest half runs
#       SECONDS  length of each run (default 10)
#
# Prints p50, p99 and max in µs of each, and the ratios loopscope/cyclictest.
# cyclictest's percentiles come from its 1-µs histogram (-h 10000; values
# are truncated to whole µs), Loopscope's from its HdrHistogram (3
# significant digits). Both hold /dev/cpu_dma_latency at 0 while they run.
set -euo pipefail

CLI=${1:-./build/bin/loopscope-cli}
SECS=${2:-10}
LIMIT=$((${SECS%.*} + 30)) # every run is bounded in time

die() { echo "timer_vs_cyclictest: $*" >&2; exit 1; }
[[ "$SECS" =~ ^[0-9]+$ && "$SECS" -ge 1 ]] || die "SECONDS must be a whole number >= 1, not '$SECS'"
command -v cyclictest >/dev/null || die "cyclictest not found (apt-get install rt-tests)"

WORK=$(mktemp -d /tmp/timer_vs_cyclictest.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

# --- 1. cyclictest -------------------------------------------------------------
timeout "$LIMIT" cyclictest -m -p 90 -i 1000 -t 1 -D "$SECS" -q -h 10000 >"$WORK/cyclictest.txt" 2>&1 \
    || die "cyclictest failed: $(tail -3 "$WORK/cyclictest.txt")"
# Histogram lines are "BUCKET_US COUNT"; "# Max Latencies: N" gives the exact max
# (also when it overflowed the histogram).
read -r CT_P50 CT_P99 CT_MAX CT_COUNT < <(awk '
    /^[0-9]+[ \t]+[0-9]+/ { n[$1 + 0] = $2 + 0; total += $2; if ($1 + 0 > top) top = $1 + 0; next }
    /^# Max Latencies:/ { max = $4 + 0 }
    /^# Histogram Overflows:/ { over = $4 + 0 }
    END {
        all = total + over
        if (all == 0) { print "nan nan nan 0"; exit }
        p50 = -1; p99 = -1; c = 0
        for (b = 0; b <= top; b++) {
            c += n[b]
            if (p50 < 0 && c >= 0.50 * all) p50 = b
            if (p99 < 0 && c >= 0.99 * all) p99 = b
        }
        if (p50 < 0) p50 = max
        if (p99 < 0) p99 = max
        print p50, p99, max, all
    }' "$WORK/cyclictest.txt")
[[ "$CT_COUNT" != 0 ]] || die "no histogram in cyclictest's output: $(head -5 "$WORK/cyclictest.txt")"

# --- 2. loopscope-cli bench timer ----------------------------------------------
LS_P50=n/a LS_P99=n/a LS_MAX=n/a LS_COUNT=0 LS_NOTE=""
if [[ -x "$CLI" ]]; then
    OUT="$WORK/loopscope"
    timeout "$LIMIT" "$CLI" bench timer --interval 1000 --threads 1 --priority 90 --mlock true \
        --duration "$SECS" --out "$OUT" --name timer --quiet --no-library >"$WORK/loopscope.txt" 2>&1 \
        || die "loopscope-cli bench timer failed: $(tail -5 "$WORK/loopscope.txt")"
    [[ -f "$OUT/timer.json" ]] || die "loopscope-cli wrote no $OUT/timer.json"
    read -r LS_P50 LS_P99 LS_MAX LS_COUNT LS_NOTE < <(/usr/bin/python3 - "$OUT/timer.json" <<'EOF'
import json, sys
s = json.load(open(sys.argv[1]))
h = s["histograms"]["t0"]
granted = s.get("parameters", {}).get("granted", ["?"])[0].replace(" ", "~")
print(f'{h["p50_us"]:.1f} {h["p99_us"]:.1f} {h["max_us"]:.1f} {h["count"]} {granted}')
EOF
)
else
    LS_NOTE="(no $CLI: cyclictest half only)"
fi

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a ~ /^[0-9.]+$/ && b > 0) printf "%.2f", a / b; else print "n/a" }'; }

echo "timer wake-up latency, SCHED_FIFO 90, mlock, 1 thread, 1000 us, ${SECS} s each, $(uname -r)"
printf '%-12s %10s %10s %10s %10s\n' "" p50_us p99_us max_us samples
printf '%-12s %10s %10s %10s %10s\n' cyclictest "$CT_P50" "$CT_P99" "$CT_MAX" "$CT_COUNT"
printf '%-12s %10s %10s %10s %10s\n' loopscope "$LS_P50" "$LS_P99" "$LS_MAX" "$LS_COUNT"
printf '%-12s %10s %10s %10s\n' ratio "$(ratio "$LS_P50" "$CT_P50")" "$(ratio "$LS_P99" "$CT_P99")" \
    "$(ratio "$LS_MAX" "$CT_MAX")"
[[ -z "$LS_NOTE" ]] || echo "loopscope thread: ${LS_NOTE//\~/ }"
echo "figures cyclictest_p50_us=$CT_P50 cyclictest_p99_us=$CT_P99 cyclictest_max_us=$CT_MAX" \
    "loopscope_p50_us=$LS_P50 loopscope_p99_us=$LS_P99 loopscope_max_us=$LS_MAX"
