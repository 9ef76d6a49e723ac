#!/usr/bin/env bash
# Makes the screenshots of the user manual (docs/manual/images/) by driving
# the real app on a virtual X screen at 1366×768 and 1920×1080, each on the
# simulated lab, with settings and data of its own (the user's are untouched).
# Usage: scripts/manual-screenshots.sh [BUILD_DIR]   (default: build)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"
out="$root/docs/manual/images"
app="$build/bin/loopscope"
cli="$build/bin/loopscope-cli"
for tool in "$app" "$cli"; do
  [[ -x "$tool" ]] || { echo "manual-screenshots: $tool is missing: build first (scripts/build.sh)" >&2; exit 1; }
done
command -v xvfb-run >/dev/null || { echo "manual-screenshots: xvfb-run is missing (scripts/setup.sh installs it)" >&2; exit 1; }
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_RUNTIME_DIR="$work/runtime"
export LOOPSCOPE_LIBRARY="$work/library.sqlite"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

# Two stored runs, so the Library has something to show and compare.
for rate in 500 1000; do
  "$cli" bench udp --sim --rate "$rate" --duration 2 --name "udp-${rate}hz" >/dev/null
done

# shot NAME WIDTHxHEIGHT DELAY_S [app options...]
shot() {
  local name="$1" size="$2" delay="$3"; shift 3
  rm -rf "$XDG_CONFIG_HOME" # every picture starts from the default layout
  xvfb-run -a -s "-screen 0 ${size}x24" "$app" --screenshot "$out/$name.png" --screenshot-delay "$delay" "$@" \
    >"$work/$name.log" 2>&1 || { echo "manual-screenshots: $name failed:" >&2; cat "$work/$name.log" >&2; exit 1; }
  [[ -s "$out/$name.png" ]] || { echo "manual-screenshots: $name.png was not written" >&2; exit 1; }
  echo "wrote $out/$name.png"
}
shot main-1366 1366x768 8 --autostart-bench
shot main-1920 1920x1080 8 --autostart-bench
shot jog-1366 1366x768 8 --open-device moteus:1
shot jog-1920 1920x1080 8 --open-device dynamixel2:1
shot workbench-1366 1366x768 6 --tab Workbench
shot library-1366 1366x768 6 --tab Library

# The Fleet tab: a broker and three agents on loopback, a run on all of them.
command -v mosquitto >/dev/null || { echo "manual-screenshots: mosquitto is missing (scripts/setup.sh installs it)" >&2; exit 1; }
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
printf 'listener %s 127.0.0.1\nallow_anonymous true\nset_tcp_nodelay true\n' "$port" >"$work/mosquitto.conf"
mosquitto -c "$work/mosquitto.conf" >"$work/mosquitto.log" 2>&1 &
pids=($!)
trap 'kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT
sleep 0.5
for agent in lab-pc-1 lab-pc-2 robot-nuc; do
  "$cli" agent --broker "mqtt://127.0.0.1:$port" --name "$agent" --library "$work/$agent.sqlite" >"$work/$agent.log" 2>&1 &
  pids+=($!)
done
sleep 2
shot fleet-1366 1366x768 9 --tab Fleet --fleet-broker "mqtt://127.0.0.1:$port" --fleet-run hiccup
shot fleet-1920 1920x1080 9 --tab Fleet --fleet-broker "mqtt://127.0.0.1:$port" --fleet-run hiccup
