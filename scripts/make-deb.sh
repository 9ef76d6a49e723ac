#!/usr/bin/env bash
# Builds the Debian package loopscope_VERSION_ARCH.deb from the Release
# build (build/, made by scripts/build.sh) into build/package/.
# Usage: scripts/make-deb.sh [BUILD_DIR]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${1:-$root/build}"
"$root/scripts/setup.sh"
"$root/scripts/build.sh" "$dir"
cpack -G DEB --config "$dir/CPackConfig.cmake" -B "$dir/package"
ls -l "$dir"/package/loopscope_*.deb
