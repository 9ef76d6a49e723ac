#!/usr/bin/env bash
# The fleet at scale on one machine: 1, 10 and 40 agents (loopscope-cli agent
# processes) on one Mosquitto broker on loopback, one `fleet run` each time.
# Prints, per fleet size:
#   dispatch -> first interval  per agent (ms; min / median / max), measured by
#                               the controller from publishing the request to
#                               the first interval arriving (includes the
#                               probe's start and its first 1 s interval)
#   broker messages/s           messages the broker received during the run
#                               ($SYS/broker/messages/received, before/after)
#   per-agent messages/s        the above over the number of agents (the input
#                               to docs/fleet.md's 1,000-host arithmetic)
#
#   bench/bench_fleet_scale.sh [BUILD_DIR] [DURATION_S] [SIZES]
#
# The probe is `timer` at 100 Hz (--interval 10000 µs) (one channel, little CPU) so that 40 agents
# fit on two cores; the message rate scales with the channels and the
# interval length, not the probe's rate. Agents run in the root namespace;
# everything stays on 127.0.0.1 and ends with the script.
set -euo pipefail

build_dir="${1:-build}"
duration_s="${2:-5}"
sizes="${3:-1 10 40}"
cli="$build_dir/bin/loopscope-cli"
for tool in mosquitto mosquitto_sub python3; do
  command -v "$tool" >/dev/null || { echo "bench_fleet_scale: needs $tool" >&2; exit 2; }
done
[[ -x "$cli" ]] || { echo "bench_fleet_scale: no $cli (build first)" >&2; exit 2; }

work="$(mktemp -d)"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [[ -n "${KEEP:-}" ]] || rm -rf "$work"
}
trap cleanup EXIT

port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
cat > "$work/mosquitto.conf" <<CONF
listener $port 127.0.0.1
allow_anonymous true
persistence false
set_tcp_nodelay true
sys_interval 1
max_connections -1
user $(id -un)
CONF
mosquitto -c "$work/mosquitto.conf" > "$work/mosquitto.log" 2>&1 &
pids+=($!)
sleep 0.5
broker="mqtt://127.0.0.1:$port"

received() {
  mosquitto_sub -h 127.0.0.1 -p "$port" -C 1 -W 5 -t '$SYS/broker/messages/received' 2>/dev/null || echo 0
}

echo "agents  dispatch->first interval ms (min/median/max)  broker msgs/s  per agent msgs/s  state"
for n in $sizes; do
  names=()
  agent_pids=()
  for i in $(seq 1 "$n"); do
    name="scale-$n-$i"
    names+=("$name")
    "$cli" agent --broker "$broker" --name "$name" --no-library > "$work/$name.log" 2>&1 &
    agent_pids+=($!)
  done
  # every agent online
  for _ in $(seq 1 100); do
    online=$( (grep -l " online at " "$work"/scale-"$n"-*.log 2>/dev/null || true) | wc -l)
    ((online == n)) && break
    sleep 0.2
  done
  sleep 2 # $SYS counters settle at their 1 s interval
  before=$(received)
  t0=$(date +%s.%N)
  agents_csv=$(IFS=,; echo "${names[*]}")
  "$cli" fleet run --broker "$broker" --agents "$agents_csv" --kind timer --interval 10000 --duration "$duration_s" \
      --no-library --json --wait 20 > "$work/run-$n.json" 2> "$work/run-$n.err" || true
  t1=$(date +%s.%N)
  sleep 1.2
  after=$(received)
  python3 - "$work/run-$n.json" "$n" "$before" "$after" "$t0" "$t1" <<'PY'
import json, statistics, sys
path, n, before, after, t0, t1 = sys.argv[1], int(sys.argv[2]), *map(float, sys.argv[3:])
try:
    run = json.load(open(path))
except Exception as e:
    print(f"{n:6d}  fleet run printed no result ({e})")
    sys.exit(0)
d = [a["dispatch_to_first_interval_ms"] for a in run["agents"].values() if a["dispatch_to_first_interval_ms"] >= 0]
rate = (after - before) / (t1 - t0)
fmt = f"{min(d):.0f} / {statistics.median(d):.0f} / {max(d):.0f}" if d else "-"
print(f"{n:6d}  {fmt:>44}  {rate:13.1f}  {rate / n:16.2f}  {run['state']} ({len(d)} of {n} agents streamed)")
PY
  for p in "${agent_pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${agent_pids[@]}"; do wait "$p" 2>/dev/null || true; done
done
