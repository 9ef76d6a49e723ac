#!/usr/bin/env bash
# The UDP probe beside a measured floor: the smallest honest round trip on
# this machine (bench/udp_floor.c: one blocking thread, sendto then
# recvfrom, on an absolute schedule, against a blocking C echo, each pinned
# when allowed), Loopscope's probe (loopscope-cli bench udp) against the same
# C echo, and sockperf ping-pong against its own server — interleaved, ROUNDS
# times, at the same rate and payload. Prints each run and the median ratios
# of p50 and p99 against the floor (service time: from the actual send,
# which is what the floor and sockperf measure).
#
#   bench/udp_vs_floor.sh [BUILD_DIR]     (default ./build)
#   env: T=seconds per run (5), RATE=Hz (1000), PAYLOAD=bytes (64), ROUNDS (5),
#        UDP_FLOOR_PIN=1 pins the floor's two sides to CPUs 0 and 1
# Targets (issue 17): Loopscope p50 <= 1.10 x the floor, p99 <= 1.25 x.
set -euo pipefail
BUILD=${1:-./build}
BIN="$BUILD/bin"
T=${T:-5}
RATE=${RATE:-1000}
PAYLOAD=${PAYLOAD:-64}
ROUNDS=${ROUNDS:-5}
LIMIT=$((T + 30))

die() { echo "udp_vs_floor: $*" >&2; exit 1; }
[[ -x "$BIN/udp_floor" && -x "$BIN/loopscope-cli" ]] || die "build first: cmake --build $BUILD (udp_floor, loopscope-cli)"
command -v sockperf >/dev/null || die "sockperf not found (scripts/setup.sh installs it)"
NAME=udp_vs_floor
source "$(dirname "${BASH_SOURCE[0]}")/udp_common.sh"

ECHO_PORT=$(free_port)
timeout $((ROUNDS * 3 * LIMIT)) "$BIN/udp_floor" echo "$ECHO_PORT" 2>"$WORK/echo.log" &
PIDS+=($!)
SP_PORT=$(free_port)
timeout $((ROUNDS * 3 * LIMIT)) sockperf server -i 127.0.0.1 -p "$SP_PORT" >"$WORK/sockperf-server.log" 2>&1 &
PIDS+=($!)
sleep 0.5

floor() {
    timeout "$LIMIT" "$BIN/udp_floor" ping "$ECHO_PORT" "$RATE" "$PAYLOAD" "$T" 0.5 |
        sed -n 's/.* p50_us \([0-9.]*\) p90_us [0-9.]* p99_us \([0-9.]*\) .*/\1 \2/p'
}
loopscope() { # round [extra options]
    local out="$WORK/ls-$1"
    # shellcheck disable=SC2086
    timeout "$LIMIT" "$BIN/loopscope-cli" bench udp --target "127.0.0.1:$ECHO_PORT" --rate "$RATE" \
        --payload "$PAYLOAD" --duration "$T" --warmup 0.5 --no-library --quiet --out "$out" ${2:-} >"$out.log" 2>&1 || true
    python3 - "$out" <<'PY'
import glob, json, sys
files = glob.glob(sys.argv[1] + "/*.json")
if files:
    h = json.load(open(files[0]))["histograms"]["service"]
    print(f'{h["p50_us"]:.3f} {h["p99_us"]:.3f}')
PY
}
sockperf_run() {
    timeout "$LIMIT" sockperf ping-pong -i 127.0.0.1 -p "$SP_PORT" --full-rtt -t "$T" --mps="$RATE" -m "$PAYLOAD" \
        >"$WORK/sp.log" 2>&1 || true
    local p50 p99
    p50=$(sed -n 's/.*percentile 50\.000 = *\([0-9.]*\).*/\1/p' "$WORK/sp.log" | head -1)
    p99=$(sed -n 's/.*percentile 99\.000 = *\([0-9.]*\).*/\1/p' "$WORK/sp.log" | head -1)
    [[ -n "$p50" ]] && echo "$p50 $p99"
}

echo "UDP round trip on loopback, $RATE msg/s, $PAYLOAD-byte payload, $T s per run, $ROUNDS rounds (µs, p50 / p99)"
printf '%-6s %22s %22s %22s %22s\n' round "floor (C, blocking)" "loopscope (2 threads)" "loopscope --ping-pong" \
    "sockperf ping-pong"
: >"$WORK/ratios"
for r in $(seq "$ROUNDS"); do
    read -r F50 F99 <<<"$(floor)" || true
    read -r L50 L99 <<<"$(loopscope "$r")" || true
    read -r P50 P99 <<<"$(loopscope "$r-pp" --ping-pong)" || true
    read -r S50 S99 <<<"$(sockperf_run)" || true
    [[ -n "${F50:-}" && -n "${L50:-}" && -n "${P50:-}" ]] ||
        die "round $r measured nothing (floor '${F50:-}', loopscope '${L50:-}', ping-pong '${P50:-}')"
    printf '%-6s %10.2f / %9.2f %10.2f / %9.2f %10.2f / %9.2f %10.2f / %9.2f\n' "$r" "$F50" "$F99" "$L50" "$L99" \
        "$P50" "$P99" "${S50:-0}" "${S99:-0}"
    echo "$F50 $F99 $L50 $L99 ${S50:-0} ${S99:-0} $P50 $P99" >>"$WORK/ratios"
done
python3 - "$WORK/ratios" <<'PY'
import statistics, sys
rows = [list(map(float, l.split())) for l in open(sys.argv[1]) if l.strip()]
def med(i, j):
    return statistics.median(r[i] / r[j] for r in rows if r[j] > 0)
print(f"median ratio loopscope/floor:  p50 {med(2, 0):.2f} (target <= 1.10)   p99 {med(3, 1):.2f} (target <= 1.25)   two threads")
print(f"median ratio loopscope/floor:  p50 {med(6, 0):.2f} (target <= 1.10)   p99 {med(7, 1):.2f} (target <= 1.25)   --ping-pong")
if all(r[4] > 0 for r in rows):
    print(f"median ratio sockperf/floor:   p50 {med(4, 0):.2f}                   p99 {med(5, 1):.2f}")
PY
