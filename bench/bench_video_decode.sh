#!/bin/sh
# Decode+convert throughput of Loopscope's VideoDecoder against
# `ffmpeg -threads N -i FILE -f null -` on the same H.264 files (1080p30 and
# 2160p30, 10 s, x264 preset veryfast, made once into a temp dir), with the
# same decoder thread count. Prints frames/s of both and the ratio (target >= 0.9).
#
#   bench/bench_video_decode.sh [BUILD_DIR] [THREADS] [REPEATS]
#
# BUILD_DIR defaults to /work/build-decode-rel (a Release build with the
# loopscope-cli target built). Loopscope also converts every frame to RGB32
# (what the display needs); ffmpeg -f null converts nothing, so a third
# column gives ffmpeg doing the same work (-pix_fmt bgra: decode + the same
# RGB32 conversion), and the last line each tool's CPU seconds for the 1080p
# file: on 2 cores the conversion's CPU time bounds the first ratio.
set -eu
BUILD=${1:-/work/build-decode-rel}
THREADS=${2:-2}
REPEATS=${3:-3}
CLI="$BUILD/bin/loopscope-cli"
[ -x "$CLI" ] || { echo "no $CLI: cmake --build $BUILD --target loopscope-cli" >&2; exit 2; }
CACHE=${LOOPSCOPE_BENCH_VIDEO_DIR:-${TMPDIR:-/tmp}/loopscope-bench-video}
mkdir -p "$CACHE"

make_file() { # name size
    f="$CACHE/$1.mp4"
    if [ ! -s "$f" ]; then
        echo "making $f ($2, 10 s, x264 veryfast)..." >&2
        ffmpeg -hide_banner -loglevel error -y -f lavfi -i "testsrc2=size=$2:rate=30" -t 10 \
            -c:v libx264 -preset veryfast -pix_fmt yuv420p "$f"
    fi
    echo "$f"
}

now_ns() { date +%s%N; }

ffmpeg_fps() { # file [extra output options] -> best frames/s over REPEATS
    best=0
    i=0
    while [ $i -lt "$REPEATS" ]; do
        t0=$(now_ns)
        # shellcheck disable=SC2086
        frames=$(ffmpeg -hide_banner -nostats -threads "$THREADS" -i "$1" ${2:-} -f null - 2>&1 |
            sed -n 's/.*frame= *\([0-9]*\).*/\1/p' | tail -1)
        t1=$(now_ns)
        fps=$(awk -v f="$frames" -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", f / ((b - a) / 1e9) }')
        best=$(awk -v a="$best" -v b="$fps" 'BEGIN { print (b > a) ? b : a }')
        i=$((i + 1))
    done
    echo "$best"
}

loopscope_fps() { # file [max-width] -> best frames/s over REPEATS
    best=0
    i=0
    while [ $i -lt "$REPEATS" ]; do
        fps=$("$CLI" bench video --url "$1" --as-fast-as-possible --duration 0 --quiet --no-library --threads "$THREADS" \
            --max-width "${2:-0}" | sed -n 's/.*throughput: \([0-9.]*\) frames.*/\1/p' | head -1)
        best=$(awk -v a="$best" -v b="${fps:-0}" 'BEGIN { print (b > a) ? b : a }')
        i=$((i + 1))
    done
    echo "$best"
}

printf '%-34s %10s %10s %10s %7s %7s\n' "file (threads=$THREADS, best of $REPEATS)" "ffmpeg" "ffmpeg+bgra" "loopscope" "ratio" "ratio2"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (a > 0) ? b / a : 0 }'; }
for spec in 1080p30:1920x1080 2160p30:3840x2160; do
    name=${spec%%:*}
    size=${spec#*:}
    file=$(make_file "$name" "$size")
    a=$(ffmpeg_fps "$file")
    c=$(ffmpeg_fps "$file" "-pix_fmt bgra")
    b=$(loopscope_fps "$file")
    printf '%-34s %10s %10s %10s %7s %7s\n' "$name (decode + RGB32 convert)" "$a" "$c" "$b" "$(ratio "$a" "$b")" "$(ratio "$c" "$b")"
    if [ "$name" = 2160p30 ]; then
        d=$(loopscope_fps "$file" 1280)
        printf '%-34s %10s %10s %10s %7s %7s\n' "$name scaled to 1280x720" "$a" "-" "$d" "$(ratio "$a" "$d")" "-"
    fi
done
echo "ratio = loopscope / ffmpeg -f null (the issue's target >= 0.9); ratio2 = loopscope / ffmpeg doing the same conversion"
f1080=$(make_file 1080p30 1920x1080)
cpu() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ printf "%.2f", $1 + $2 }'; }
printf 'CPU seconds for the 1080p file: ffmpeg -f null %s, ffmpeg -pix_fmt bgra %s, loopscope %s\n' \
    "$(cpu ffmpeg -hide_banner -loglevel error -threads "$THREADS" -i "$f1080" -f null -)" \
    "$(cpu ffmpeg -hide_banner -loglevel error -threads "$THREADS" -i "$f1080" -pix_fmt bgra -f null -)" \
    "$(cpu "$CLI" bench video --url "$f1080" --as-fast-as-possible --duration 0 --quiet --no-library --threads "$THREADS")"
