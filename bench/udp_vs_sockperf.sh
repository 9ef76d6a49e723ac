#!/usr/bin/env bash
# UDP round trip on loopback: Loopscope's probe side by side with
# `sockperf ping-pong --full-rtt` (Debian package sockperf), in one run.
# Builds nothing.
#
#   bench/udp_vs_sockperf.sh [BUILD_DIR]      (default ./build)
#   env: T=seconds per run (default 10), RATE=Hz (1000), PAYLOAD=bytes (64)
#
# Prints sockperf's median and p99 RTT, Loopscope's median and p99 service
# time (raw round trip, the figure comparable to sockperf's RTT), and the
# ratios loopscope/sockperf. Runs: (1) sockperf client -> sockperf server,
# (2) Loopscope probe -> loopscope-sim, (3) Loopscope probe -> sockperf server
# when sockperf's server echoes foreign datagrams (it does not: skipped then).
set -euo pipefail

BUILD=${1:-./build}
BIN="$BUILD/bin"
T=${T:-10}
RATE=${RATE:-1000}
PAYLOAD=${PAYLOAD:-64}
LIMIT=$((T + 30)) # every run is bounded in time

die() { echo "udp_vs_sockperf: $*" >&2; exit 1; }
command -v sockperf >/dev/null || die "sockperf not found (apt-get install sockperf)"
[[ -x "$BIN/loopscope-sim" ]] || die "$BIN/loopscope-sim not found: build first (cmake --build $BUILD)"

NAME=udp_vs_sockperf
source "$(dirname "${BASH_SOURCE[0]}")/udp_common.sh"

# Runs the Loopscope probe against 127.0.0.1:$1 for $2 seconds; prints "p50 p99"
# of the service channel in µs (empty when no reply came back).
loopscope_probe() {
    local port=$1 seconds=$2 extra=${3:-} out="$WORK/probe-$1${3:-}"
    if [[ -x "$BIN/loopscope-cli" ]] && "$BIN/loopscope-cli" bench udp --help >/dev/null 2>&1; then
        mkdir -p "$out"
        timeout "$LIMIT" "$BIN/loopscope-cli" bench udp --target "127.0.0.1:$port" --rate "$RATE" \
            --payload "$PAYLOAD" --duration "$seconds" --warmup 0.5 $extra --out "$out" >"$out.log" 2>&1 || true
        local json
        json=$(ls "$out"/*.json 2>/dev/null | head -1 || true)
        [[ -n "$json" ]] || return 0
        python3 - "$json" <<'EOF'
import json, sys
s = json.load(open(sys.argv[1]))
h = s.get("histograms", {}).get("service", {})
if h.get("count", 0) > 0:
    print(f'{h["p50_us"]:.3f} {h["p99_us"]:.3f}')
EOF
    else
        [[ -x "$BIN/bench_udp_probe" ]] || die "neither loopscope-cli nor bench_udp_probe in $BIN"
        timeout "$LIMIT" "$BIN/bench_udp_probe" --target "127.0.0.1:$port" --rate "$RATE" --payload "$PAYLOAD" \
            --duration "$seconds" --warmup 0.5 >"$out.log" 2>&1 || true
        sed -n 's/^figures service_p50_us=\([0-9.]*\) service_p99_us=\([0-9.]*\).*/\1 \2/p' "$out.log"
    fi
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }

# --- 1. sockperf ping-pong against sockperf server ---------------------------
SP_PORT=$(free_port)
timeout $((3 * LIMIT)) sockperf server -i 127.0.0.1 -p "$SP_PORT" >"$WORK/sockperf-server.log" 2>&1 &
PIDS+=($!)
sleep 0.5
timeout "$LIMIT" sockperf ping-pong -i 127.0.0.1 -p "$SP_PORT" --full-rtt -t "$T" --mps="$RATE" -m "$PAYLOAD" \
    >"$WORK/sockperf.log" 2>&1 || die "sockperf ping-pong failed: $(tail -3 "$WORK/sockperf.log")"
SP_P50=$(sed -n 's/.*percentile 50\.000 = *\([0-9.]*\).*/\1/p' "$WORK/sockperf.log" | head -1)
SP_P99=$(sed -n 's/.*percentile 99\.000 = *\([0-9.]*\).*/\1/p' "$WORK/sockperf.log" | head -1)
[[ -n "$SP_P50" && -n "$SP_P99" ]] || die "cannot read percentiles from sockperf's output"

# --- 2. Loopscope probe against loopscope-sim --------------------------------
timeout $((2 * LIMIT)) "$BIN/loopscope-sim" --udp-echo 1 --udp-host 127.0.0.1 --udp-base-port 0 --exit-with-parent \
    >"$WORK/sim.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 50); do grep -q '^ready' "$WORK/sim.log" && break; sleep 0.1; done
SIM_PORT=$(sed -n 's/^udp-echo 1 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$WORK/sim.log")
[[ -n "$SIM_PORT" ]] || die "loopscope-sim did not start: $(cat "$WORK/sim.log")"
read -r LS_P50 LS_P99 <<<"$(loopscope_probe "$SIM_PORT" "$T")" || true
[[ -n "${LS_P50:-}" ]] || die "the Loopscope probe measured nothing against loopscope-sim"
# The same with a spinning receiver, the way sockperf's client waits.
read -r LB_P50 LB_P99 <<<"$(loopscope_probe "$SIM_PORT" "$T" --busy-poll)" || true

# --- 3. Loopscope probe against sockperf server (if it echoes us) ------------
read -r LX_P50 LX_P99 <<<"$(loopscope_probe "$SP_PORT" 2)" || true

echo "UDP round trip on loopback, $RATE msg/s, $PAYLOAD-byte payload, $T s per run (µs)"
printf '%-40s %10s %10s\n' "" "median" "p99"
printf '%-40s %10.2f %10.2f\n' "sockperf ping-pong --full-rtt" "$SP_P50" "$SP_P99"
printf '%-40s %10.2f %10.2f\n' "loopscope probe -> loopscope-sim" "$LS_P50" "$LS_P99"
[[ -n "${LB_P50:-}" ]] && printf '%-40s %10.2f %10.2f\n' "  same, --busy-poll (spins like sockperf)" "$LB_P50" "$LB_P99"
if [[ -n "${LX_P50:-}" ]]; then
    printf '%-40s %10.2f %10.2f\n' "loopscope probe -> sockperf server" "$LX_P50" "$LX_P99"
else
    printf '%-40s %s\n' "loopscope probe -> sockperf server" "skipped: sockperf's server does not echo foreign datagrams"
fi
printf '%-40s %10s %10s\n' "ratio loopscope/sockperf (blocking)" "$(ratio "$LS_P50" "$SP_P50")" "$(ratio "$LS_P99" "$SP_P99")"
[[ -n "${LB_P50:-}" ]] && printf '%-40s %10s %10s\n' "ratio loopscope/sockperf (--busy-poll)" "$(ratio "$LB_P50" "$SP_P50")" "$(ratio "$LB_P99" "$SP_P99")"
echo "targets: median ratio <= 1.10, p99 ratio <= 1.20"
