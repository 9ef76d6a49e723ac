#!/usr/bin/env bash
# Configures (once) and builds Loopscope. Usage: scripts/build.sh [BUILD_DIR] [cmake -D options...]
# Fast when nothing changed (Ninja + ccache).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${1:-$root/build}"; shift || true
if [[ ! -f "$dir/build.ninja" ]]; then
  cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
elif (($#)); then
  cmake "$dir" "$@" >/dev/null
fi
cmake --build "$dir" -j"$(nproc)"
