#!/usr/bin/env bash
# Histogram recording cost beside the reference, in one run: bench_histogram
# (Loopscope's HdrHistogram::record and IntervalRecorder::record in
# HdrHistogram's benchmark loop shape: xorshift values 1..2^20 ns, best of
# 5) and Java HdrHistogram's recordValue in the same loop (Debian's
# libhdrhistogram-java, bench/HdrRecordLoop.java compiled here), ROUNDS
# times interleaved; prints the median ratio loopscope/reference.
#
#   bench/histogram_vs_reference.sh [BUILD_DIR]    env: N=values per run (100000000), ROUNDS (3)
set -euo pipefail
BUILD=${1:-./build}
N=${N:-100000000}
ROUNDS=${ROUNDS:-3}
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
JAR=/usr/share/java/hdrhistogram.jar
die() { echo "histogram_vs_reference: $*" >&2; exit 1; }
[[ -x "$BUILD/bin/bench_histogram" ]] || die "build first: cmake --build $BUILD --target bench_histogram"
[[ -r "$JAR" ]] || die "$JAR missing (libhdrhistogram-java, in scripts/debian-packages.txt)"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
javac -d "$WORK" -cp "$JAR" "$HERE/HdrRecordLoop.java"
: >"$WORK/rows"
for r in $(seq "$ROUNDS"); do
    ours=$("$BUILD/bin/bench_histogram" "$N")
    rec=$(sed -n 's/^  HdrHistogram::record *\([0-9.]*\) ns.*reference.*/\1/p' <<<"$ours" | head -1)
    ivr=$(sed -n 's/^  IntervalRecorder::record *\([0-9.]*\) ns.*plain record.*/\1/p' <<<"$ours" | head -1)
    java=$(java -cp "$WORK:$JAR" HdrRecordLoop "$N" | sed -n 's/.*recordValue \([0-9.]*\) ns.*/\1/p')
    printf 'round %d: loopscope record %s ns, interval recorder %s ns, java reference %s ns\n' "$r" "$rec" "$ivr" "$java"
    echo "$rec $ivr $java" >>"$WORK/rows"
done
python3 - "$WORK/rows" <<'PY'
import statistics, sys
rows = [list(map(float, l.split())) for l in open(sys.argv[1]) if l.strip()]
print(f"median ratio record/java reference:           {statistics.median(r[0] / r[2] for r in rows):.2f} (target <= 1.0)")
print(f"median ratio IntervalRecorder/record:         {statistics.median(r[1] / r[0] for r in rows):.2f} (target <= 1.5)")
PY
