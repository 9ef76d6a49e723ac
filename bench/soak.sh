#!/usr/bin/env bash
# Soak benchmark: does a long run stay in bounded memory? Runs the UDP probe
# at 1 kHz and the host-hiccup probe side by side with short logged
# intervals, samples each process's resident memory (VmRSS, RssAnon) and
# open file descriptors every few seconds, and prints the least-squares
# slope of each with its extrapolation to a day. Builds nothing.
#
#   bench/soak.sh [--gui] [BUILD_DIR]      (default ./build)
#
#   (default)  two loopscope-cli processes: `bench udp --sim --rate 1000` and
#              `bench hiccup`, each with --interval/--log-interval INTERVAL_S
#   --gui      the GUI under xvfb-run (loopscope --soak-bench): the UDP
#              benchmark at 1 kHz and a hiccup experiment in the Workbench,
#              both live views painted in turn; a screenshot at the end
#
#   env: SOAK_S=seconds of the runs (default 600), SAMPLE_S=seconds between
#        samples (10), INTERVAL_S=logged interval (0.1), WARMUP_S=samples
#        before this are left out of the fit (20), RATE=Hz of the UDP probe
#        (1000, CLI only: the GUI variant runs at 1 kHz), OUT=folder to keep
#        the samples, logs and the screenshot in (default: a temporary folder,
#        removed at the end), SCREENSHOT=the GUI's screenshot (default
#        OUT/soak-gui.png, else ./soak-gui.png)
#
# Time compression: with INTERVAL_S=0.1 a wall second holds ten intervals,
# so memory that grows per logged interval grows ten times faster than at
# the default 1 s. A "simulated day" is the 86,400 intervals of 24 h at 1 s
# intervals, here 86,400 x INTERVAL_S s of wall time (2.4 h at 0.1 s); the
# per-simulated-day figure is the wall slope times that. Growth per sample
# (per datagram, per wake-up) is not compressed: the figure for 24 h of wall
# time at INTERVAL_S is printed too and is the bound for both kinds.
# Target: below 1 MiB per simulated day. A benchmark prints figures: it exits
# non-zero only when a run itself fails, never on the target.
#
# Every run uses a temporary result library, output folder and (GUI)
# settings and data folders, so nothing lands in the user's library.
set -euo pipefail

GUI=0
if [[ "${1:-}" == "--gui" ]]; then GUI=1; shift; fi
BUILD=${1:-./build}
BIN="$BUILD/bin"
SOAK_S=${SOAK_S:-600}
SAMPLE_S=${SAMPLE_S:-10}
INTERVAL_S=${INTERVAL_S:-0.1}
WARMUP_S=${WARMUP_S:-20}
RATE=${RATE:-1000}
LIMIT=$((${SOAK_S%.*} + 120)) # every process is bounded in time

die() { echo "soak: $*" >&2; exit 1; }
[[ -x "$BIN/loopscope-sim" ]] || die "$BIN/loopscope-sim not found: build first (scripts/build.sh $BUILD)"
if ((GUI)); then
    [[ -x "$BIN/loopscope" ]] || die "$BIN/loopscope not found: build the GUI first"
    command -v xvfb-run >/dev/null || die "xvfb-run not found (apt-get install xvfb xauth)"
else
    [[ -x "$BIN/loopscope-cli" ]] || die "$BIN/loopscope-cli not found: build first"
fi

WORK=$(mktemp -d /tmp/soak.XXXXXX)
if [[ -n "${OUT:-}" ]]; then mkdir -p "$OUT"; KEEP=$(cd "$OUT" && pwd); else KEEP=""; fi
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    if [[ -n "$KEEP" ]]; then cp -r "$WORK"/. "$KEEP"/ 2>/dev/null || true; fi
    rm -rf "$WORK"
}
trap cleanup EXIT

# One line per sample: seconds since start, VmRSS kB, RssAnon kB, open fds.
sample() {
    local pid=$1 t=$2 rss anon fds
    rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null) || return 1
    anon=$(awk '/^RssAnon:/ { print $2 }' "/proc/$pid/status" 2>/dev/null) || return 1
    fds=$(ls "/proc/$pid/fd" 2>/dev/null | wc -l)
    [[ -n "$rss" ]] || return 1
    echo "$t $rss ${anon:-0} $fds"
}

# Samples every named process ("name:pid") every SAMPLE_S s until the next
# sample would fall in the last second of the runs (when they end and write
# their exports) or every process has ended; WORK/NAME.samples per process.
sample_all() {
    local start now t entry name pid alive
    start=$(date +%s.%N)
    while :; do
        now=$(date +%s.%N)
        t=$(awk -v a="$now" -v b="$start" 'BEGIN { printf "%.1f", a - b }')
        alive=0
        for entry in "$@"; do
            name=${entry%%:*} pid=${entry#*:}
            if sample "$pid" "$t" >>"$WORK/$name.samples"; then alive=1; fi
        done
        ((alive)) || break
        awk -v t="$t" -v d="$SAMPLE_S" -v s="$SOAK_S" 'BEGIN { exit !(t + d >= s - 1) }' && break
        sleep "$SAMPLE_S"
    done
}

# The first process named $1 below pid $2 (children, grandchildren, ...),
# waiting up to 10 s for it to appear; empty when none.
descendant() {
    local want=$1 root=$2 level next p
    for _ in $(seq 100); do
        level=("$root")
        while ((${#level[@]})); do
            next=()
            for p in "${level[@]}"; do
                if [[ "$(cat "/proc/$p/comm" 2>/dev/null)" == "$want" && "$p" != "$root" ]]; then echo "$p"; return; fi
                mapfile -t -O "${#next[@]}" next < <(pgrep -P "$p" || true)
            done
            level=("${next[@]}")
        done
        sleep 0.1
    done
}

# Prints the sample table, slopes and extrapolations of WORK/NAME.samples.
report() {
    python3 - "$1" "$WORK/$1.samples" "$INTERVAL_S" "$WARMUP_S" <<'EOF'
import sys
name, path, interval_s, warmup_s = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
rows = [tuple(float(x) for x in line.split()) for line in open(path) if line.strip()]
print(f"\n{name}: {len(rows)} samples")
print(f"  t: seconds since sampling began")
print(f"  {'t (s)':>8} {'VmRSS (KiB)':>12} {'RssAnon (KiB)':>14} {'fds':>5}")
for t, rss, anon, fds in rows:
    print(f"  {t:8.1f} {rss:12.0f} {anon:14.0f} {fds:5.0f}")
fit = [r for r in rows if r[0] >= warmup_s]
if len(fit) < 3:
    print(f"  too few samples after the {warmup_s:g} s warm-up for a slope")
    sys.exit(0)

def slope(xs, ys):  # least squares, per second
    n = len(xs); mx = sum(xs) / n; my = sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx else 0.0

ts = [r[0] for r in fit]
compression = 1.0 / interval_s               # intervals per wall second vs 1 s intervals
sim_day_h = 86400 * interval_s / 3600        # wall hours holding 86,400 intervals
MiB = 1024 * 1024
print(f"  fit: {len(fit)} samples from t = {ts[0]:.0f} s to {ts[-1]:.0f} s (the first {warmup_s:g} s are warm-up, "
      f"left out); {interval_s:g} s intervals = {compression:g}x compression, a simulated day "
      f"(86,400 intervals) = {sim_day_h:g} h of wall time")
for label, col in (("VmRSS", 1), ("RssAnon", 2)):
    b_per_h = slope(ts, [r[col] * 1024 for r in fit]) * 3600
    per_sim_day = b_per_h * sim_day_h
    verdict = "meets" if per_sim_day < MiB else "misses"
    print(f"  {label:8} slope {b_per_h:12.0f} B/h (wall) = {b_per_h / 1024:9.1f} KiB/h; "
          f"24 h wall at {interval_s:g} s intervals: {b_per_h * 24 / MiB:9.2f} MiB; "
          f"per simulated day: {per_sim_day / MiB:8.2f} MiB ({verdict} the < 1 MiB target)")
# The same over the last half: memory that fills a bounded cache (SQLite's
# page cache is 2,000 KiB per connection by default) grows at first and then
# stays; growth that goes on with the run shows in both fits.
half = [r for r in fit if r[0] >= (ts[0] + ts[-1]) / 2]
if len(half) >= 3:
    hts = [r[0] for r in half]
    b_per_h = slope(hts, [r[2] * 1024 for r in half]) * 3600
    per_sim_day = b_per_h * sim_day_h
    verdict = "meets" if per_sim_day < MiB else "misses"
    print(f"  RssAnon  last half (t = {hts[0]:.0f} s to {hts[-1]:.0f} s): {b_per_h:12.0f} B/h (wall); per simulated "
          f"day: {per_sim_day / MiB:8.2f} MiB ({verdict} the < 1 MiB target); "
          f"{(half[-1][2] - fit[0][2]) / 1024:.2f} MiB above t = {ts[0]:.0f} s at the end")
fd_per_h = slope(ts, [r[3] for r in fit]) * 3600
print(f"  fds      slope {fd_per_h:12.2f} /h (wall); {fit[0][3]:.0f} at t = {ts[0]:.0f} s, {fit[-1][3]:.0f} at the end; "
      f"per simulated day: {fd_per_h * sim_day_h:+.1f}")
EOF
}

echo "soak: $SOAK_S s, samples every $SAMPLE_S s, $INTERVAL_S s intervals, $([[ $GUI == 1 ]] && echo GUI || echo CLI)" \
     "variant; $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"

FAILED=0
if ((GUI)); then
    # Settings, data folder and library of their own: the user's stay untouched.
    mkdir -p "$WORK/config" "$WORK/data" "$WORK/runtime"
    chmod 700 "$WORK/runtime"
    SHOT=${SCREENSHOT:-${KEEP:-$PWD}/soak-gui.png}
    XDG_CONFIG_HOME="$WORK/config" XDG_DATA_HOME="$WORK/data" XDG_RUNTIME_DIR="$WORK/runtime" \
    LOOPSCOPE_LIBRARY="$WORK/library.sqlite" \
        timeout "$LIMIT" xvfb-run -a -s '-screen 0 1366x768x24' \
        "$BIN/loopscope" --soak-bench "$SOAK_S" --soak-interval "$INTERVAL_S" --tab Workbench \
        --screenshot "$SHOT" --screenshot-delay "$(awk -v s="$SOAK_S" 'BEGIN { print s + 10 }')" \
        >"$WORK/gui.log" 2>&1 &
    XVFB=$!
    PIDS+=("$XVFB")
    GUI_PID=$(descendant loopscope "$XVFB")
    [[ -n "$GUI_PID" ]] || die "the GUI did not start: $(cat "$WORK/gui.log")"
    PIDS+=("$GUI_PID")
    SIM_PID=$(descendant loopscope-sim "$GUI_PID")
    sample_all "gui:$GUI_PID" ${SIM_PID:+"gui-sim:$SIM_PID"}
    wait "$XVFB" || { echo "soak: the GUI exited with $? — $(tail -3 "$WORK/gui.log")" >&2; FAILED=1; }
    report gui
    [[ -z "$SIM_PID" ]] || report gui-sim
    echo
    echo "command (settings, data folder and library temporary):"
    echo "  xvfb-run -a -s '-screen 0 1366x768x24' $BIN/loopscope --soak-bench $SOAK_S --soak-interval $INTERVAL_S" \
         "--tab Workbench --screenshot FILE --screenshot-delay $(awk -v s="$SOAK_S" 'BEGIN { print s + 10 }')"
    if [[ -s "$SHOT" ]]; then echo "screenshot: $SHOT"; else echo "soak: no screenshot was written" >&2; fi
else
    CLI="$BIN/loopscope-cli"
    mkdir -p "$WORK/udp" "$WORK/hiccup"
    timeout "$LIMIT" "$CLI" bench udp --sim --rate "$RATE" --interval "$INTERVAL_S" --duration "$SOAK_S" \
        --library "$WORK/udp.sqlite" --out "$WORK/udp" >"$WORK/udp.log" 2>&1 &
    UDP=$!
    PIDS+=("$UDP")
    timeout "$LIMIT" "$CLI" bench hiccup --log-interval "$INTERVAL_S" --duration "$SOAK_S" \
        --library "$WORK/hiccup.sqlite" --out "$WORK/hiccup" >"$WORK/hiccup.log" 2>&1 &
    HICCUP=$!
    PIDS+=("$HICCUP")
    # timeout is the parent: sample the loopscope-cli process under it.
    UDP_PID=$(descendant loopscope-cli "$UDP")
    HICCUP_PID=$(descendant loopscope-cli "$HICCUP")
    [[ -n "$UDP_PID" && -n "$HICCUP_PID" ]] || die "a run did not start: $(tail -3 "$WORK/udp.log" "$WORK/hiccup.log")"
    SIM_PID=$(descendant loopscope-sim "$UDP_PID")
    sample_all "udp:$UDP_PID" "hiccup:$HICCUP_PID" ${SIM_PID:+"udp-sim:$SIM_PID"}
    wait "$UDP" || { echo "soak: bench udp exited with $? — $(tail -3 "$WORK/udp.log")" >&2; FAILED=1; }
    wait "$HICCUP" || { echo "soak: bench hiccup exited with $? — $(tail -3 "$WORK/hiccup.log")" >&2; FAILED=1; }
    report udp
    report hiccup
    [[ -z "$SIM_PID" ]] || report udp-sim
    echo
    echo "commands (with a temporary library and output folder each):"
    echo "  $CLI bench udp --sim --rate $RATE --interval $INTERVAL_S --duration $SOAK_S --library L --out D"
    echo "  $CLI bench hiccup --log-interval $INTERVAL_S --duration $SOAK_S --library L --out D"
fi
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "target: below 1 MiB per simulated day (86,400 intervals); figures only, no pass/fail"
[[ -n "$KEEP" ]] && echo "samples and logs: $KEEP"
exit "$FAILED"
