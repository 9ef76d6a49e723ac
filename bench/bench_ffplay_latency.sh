#!/usr/bin/env bash
# Glass-to-glass latency of `ffplay -fflags nobuffer -flags low_delay` on the
# simulated camera (RTSP/H.264 over TCP on loopback), beside Loopscope's own
# camera-to-display (`loopscope-cli bench video --sim`) at the same frame size.
#
#   bench/bench_ffplay_latency.sh [BUILD_DIR] [DURATION_S] [WxH]
#
# How: loopscope-sim --cameras 1 serves a stream whose frames carry the clock
# code (the camera's CLOCK_REALTIME in µs, docs/video_clock_code.md). ffplay
# shows it at its native size (-x/-y, no border, at 0,0) in a private Xvfb
# server; `ffmpeg -f x11grab` grabs that region at 60 Hz and pipes raw frames
# to `loopscope-cli read-clock-code --raw`, which stamps each frame with
# CLOCK_REALTIME when it arrives and reads the code from the image.
# latency = stamp - code, counted once per camera frame (its first grab).
#
# What the figure includes and what it does not:
#  + camera encode, RTSP, ffplay's demux/decode/upload and its SDL present;
#  + the grab phase: a frame is seen at the first 60 Hz grab after it is
#    shown, i.e. 0..16.7 ms late (about +8 ms on average);
#  + x11grab's own delay (XShmGetImage, then the pipe): not reported by
#    x11grab, about a millisecond or less at 640x360 on loopback X;
#  - no real display scan-out (Xvfb has no vsync and no monitor).
# Loopscope's figure is taken at its 60 Hz display tick with no grab, so it
# has a similar 0..16.7 ms tick phase but no x11grab delay.
set -euo pipefail

build_dir="${1:-build}"
duration_s="${2:-10}"
size="${3:-640x360}"
width="${size%x*}"
height="${size#*x}"
bin="$build_dir/bin"
[[ -x "$bin/loopscope-cli" ]] || bin="$build_dir/app"
cli="$bin/loopscope-cli"
sim="$bin/loopscope-sim"
for tool in "$cli" "$sim"; do
    [[ -x "$tool" ]] || { echo "bench_ffplay_latency: $tool not found (build loopscope-cli and loopscope-sim)" >&2; exit 2; }
done
for tool in ffplay ffmpeg Xvfb; do
    command -v "$tool" > /dev/null || { echo "bench_ffplay_latency: $tool is needed (apt install ffmpeg xvfb)" >&2; exit 2; }
done
[[ "$width" =~ ^[0-9]+$ && "$height" =~ ^[0-9]+$ ]] || { echo "bench_ffplay_latency: bad size '$size'" >&2; exit 2; }

work="$(mktemp -d)"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
    sleep 0.5
    for pid in "${pids[@]}"; do kill -9 "$pid" 2> /dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

limit_s=$((duration_s + 30)) # every child is bounded by timeout(1) too

# 1. The simulated camera.
timeout "$limit_s" "$sim" --cameras 1 --camera-size "$size" --camera-port 0 > "$work/sim.txt" 2>&1 &
pids+=($!)
for _ in $(seq 100); do grep -q '^ready' "$work/sim.txt" && break; sleep 0.1; done
url="$(awk '/^camera 0 / { print $3 }' "$work/sim.txt")"
[[ -n "$url" ]] || { cat "$work/sim.txt" >&2; echo "bench_ffplay_latency: the simulator did not start" >&2; exit 1; }

# 2. A private X server (display number chosen by Xvfb itself).
exec 9> "$work/display.txt"
timeout "$limit_s" Xvfb -displayfd 9 -screen 0 1280x800x24 -nolisten tcp > "$work/xvfb.txt" 2>&1 &
pids+=($!)
exec 9>&-
for _ in $(seq 50); do [[ -s "$work/display.txt" ]] && break; sleep 0.1; done
display=":$(head -n1 "$work/display.txt")"
[[ "$display" != ":" ]] || { cat "$work/xvfb.txt" >&2; echo "bench_ffplay_latency: Xvfb did not start" >&2; exit 1; }

# 3. ffplay at the stream's native size at the top-left corner (no scaling: the code stays readable).
DISPLAY="$display" SDL_AUDIODRIVER=dummy timeout "$limit_s" ffplay -hide_banner -loglevel error -an -sn \
    -fflags nobuffer -flags low_delay -rtsp_transport tcp -x "$width" -y "$height" -left 0 -top 0 -noborder \
    "$url" > "$work/ffplay.txt" 2>&1 &
pids+=($!)
sleep 3 # connect, first keyframe, window mapped

# 4. Grab the window's region and read the code from every grabbed frame.
timeout $((duration_s + 10)) ffmpeg -hide_banner -loglevel error -nostdin -f x11grab -framerate 60 \
    -video_size "$size" -i "$display+0,0" -t "$duration_s" -f rawvideo -pix_fmt bgr0 - 2> "$work/grab.txt" |
    "$cli" read-clock-code --raw "$size" --format bgr0 > "$work/codes.txt" 2> "$work/read.txt" || true

grabs="$(wc -l < "$work/codes.txt")"
echo "glass-to-glass: ffplay -fflags nobuffer -flags low_delay -rtsp_transport tcp, RTSP/H.264 $size on 127.0.0.1, ${duration_s} s"
echo "  grabs: $grabs at 60 Hz; $(cat "$work/read.txt")"
# One sample per camera frame: its first grab (later grabs of the same frame only add on-screen time).
awk '$2 != "-" && $2 != last { print $3 / 1000.0; last = $2 }' "$work/codes.txt" | sort -n > "$work/first.txt"
count="$(wc -l < "$work/first.txt")"
printf '%-44s %10s %10s %10s %8s\n' "player" "p50 ms" "p99 ms" "max ms" "count"
if [[ "$count" -eq 0 ]]; then
    echo "ffplay: no clock code read from the grabbed window (ffplay: $(head -c 300 "$work/ffplay.txt"))"
else
    awk -v n="$count" '
        { v[NR] = $1 }
        END {
            p50 = v[int(0.50 * (n - 1)) + 1]; p99 = v[int(0.99 * (n - 1)) + 1]
            printf "%-44s %10.2f %10.2f %10.2f %8d\n", "ffplay (first grab of each frame)", p50, p99, v[n], n
        }' "$work/first.txt"
fi
for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done

# 5. Loopscope's own camera-to-display on the same stream size.
if timeout $((duration_s + 60)) "$cli" bench video --sim --sim-size "$size" --duration "$duration_s" --out "$work/lsv" \
    --quiet > "$work/report.txt" 2>&1; then
    awk '
        /^stream [0-9]+:/ { name = $3 }
        /^  camera_to_display/ {
            if ($2 ~ /^\(/) { printf "%-44s %s\n", "loopscope " name, "no clock code"; next }
            printf "%-44s %10s %10s %10s %8s\n", "loopscope " name " (60 Hz display tick)", $2, $4, $6, $7
        }' "$work/report.txt"
else
    echo "loopscope-cli bench video --sim failed:"
    cat "$work/report.txt"
fi
