# Sourced by the UDP comparison scripts (udp_vs_sockperf.sh, udp_vs_floor.sh):
# a work folder and the background processes, both gone when the script
# exits, and a free UDP port on 127.0.0.1. Set NAME before sourcing.
WORK=$(mktemp -d "/tmp/${NAME:-udp_bench}.XXXXXX")
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

# A free UDP port on 127.0.0.1 (bind to port 0, read it back).
free_port() {
    python3 -c 'import socket; s=socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null \
        || echo $((20000 + RANDOM % 20000))
}
