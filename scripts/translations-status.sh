#!/usr/bin/env bash
# Prints, per language, how many of the GUI's messages its catalogue has:
# total (what lupdate finds in the sources now), finished, unfinished, and
# missing (in the sources but not yet in the catalogue). The checked-in
# catalogues are not touched: lupdate runs on copies.
#
# Usage: scripts/translations-status.sh [--check] [BUILD_DIR]
#   BUILD_DIR  a configured build (default: build/); its lupdate project
#              (app/.lupdate/) names the scanned sources, as the
#              loopscope_app_gui_lupdate target does.
#   --check    exit 1 when any language has unfinished or missing messages.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
check=0
if [[ "${1:-}" == "--check" ]]; then check=1; shift; fi
build="${1:-$root/build}"
project="$build/app/.lupdate/loopscope_app_gui_project.cmake"
if [[ ! -f "$project" ]]; then
  echo "translations-status: $project not found; configure first (scripts/build.sh $build)" >&2
  exit 2
fi
lupdate="$(command -v lupdate || true)"
lrelease="$(command -v lrelease || true)"
[[ -x "$lupdate" ]] || lupdate=/usr/lib/qt6/bin/lupdate
[[ -x "$lrelease" ]] || lrelease=/usr/lib/qt6/bin/lrelease
generator="$(sed -n 's/^Qt6LinguistTools_DIR:PATH=//p' "$build/CMakeCache.txt")/GenerateLUpdateProject.cmake"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cmake -DIN_FILE="$project" -DOUT_FILE="$tmp/project.json" -P "$generator"

status=0
printf '%-8s %7s %9s %11s %8s\n' language total finished unfinished missing
for ts in "$root"/translations/loopscope_*.ts; do
  code="$(basename "$ts" .ts)"; code="${code#loopscope_}"
  cp "$ts" "$tmp/$code.ts"
  # "Found 629 source text(s) (3 new and 626 already existing)"
  found="$("$lupdate" -project "$tmp/project.json" -no-obsolete -ts "$tmp/$code.ts" 2>&1 | grep -m1 'Found')"
  total="$(sed -E 's/.*Found ([0-9]+) source.*/\1/' <<<"$found")"
  missing="$(sed -E 's/.*\(([0-9]+) new.*/\1/' <<<"$found")"
  # "Generated 626 translation(s) (626 finished and 0 unfinished)"
  released="$("$lrelease" "$tmp/$code.ts" -qm "$tmp/$code.qm" 2>&1 | grep -m1 'Generated' || echo 'Generated 0 translation(s) (0 finished and 0 unfinished)')"
  finished="$(sed -E 's/.*\(([0-9]+) finished.*/\1/' <<<"$released")"
  unfinished=$((total - missing - finished))
  printf '%-8s %7d %9d %11d %8d\n' "$code" "$total" "$finished" "$unfinished" "$missing"
  if ((unfinished > 0 || missing > 0)); then status=1; fi
done
if ((check && status)); then
  echo "translations-status: some messages are unfinished or missing (ninja -C $build loopscope_app_gui_lupdate, then translate)" >&2
  exit 1
fi
exit 0
