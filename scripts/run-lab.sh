#!/usr/bin/env bash
# README command 1: install what is missing, build in Release and start the GUI
# on the simulated lab (the app starts and stops loopscope-sim itself).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/scripts/build.sh" "$root/build"
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
  cat >&2 <<MSG
Loopscope is built, but there is no display to show it on (DISPLAY is not set).
Run it under a virtual X server instead:
    xvfb-run -a -s '-screen 0 1400x900x24' $root/build/bin/loopscope
or run the measurements headless with $root/build/bin/loopscope-cli --help
MSG
  exit 1
fi
exec "$root/build/bin/loopscope" "$@"
