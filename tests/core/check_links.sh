#!/usr/bin/env bash
# Usage: check_links.sh VIDEO_TEST MEASURE_TEST...
# The first binary must load FFmpeg (proof that the check sees libraries);
# every other one must load none of FFmpeg, OpenCV, libmosquitto, Qt Sql.
set -euo pipefail
heavy='libav(codec|format|util|device)|libswscale|libopencv|libmosquitto|libQt6Sql'
video="$1"; shift
# ldd's output is read whole first: with pipefail, `ldd | grep -q` fails at
# random when grep exits early and ldd dies of SIGPIPE.
libs="$(ldd "$video")"
if ! grep -Eq 'libavcodec' <<<"$libs"; then
  echo "FAIL: $video does not load libavcodec: the check cannot see libraries" >&2
  exit 1
fi
status=0
for bin in "$@"; do
  libs="$(ldd "$bin")"
  if found=$(grep -Eo "$heavy" <<<"$libs" | sort -u | tr '\n' ' ') && [[ -n "$found" ]]; then
    echo "FAIL: $(basename "$bin") loads $found" >&2
    status=1
  else
    echo "ok: $(basename "$bin") loads none of FFmpeg, OpenCV, libmosquitto, Qt Sql"
  fi
done
exit $status
