#!/bin/sh
# Decode throughput of Loopscope's VideoDecoder beside `ffmpeg -threads N -i
# FILE -f null -` on the same H.264 files (1080p30 and 2160p30, 10 s, x264
# preset veryfast, made once into a temp dir), with the same decoder thread
# count, interleaved (ffmpeg, Loopscope, ffmpeg, ...) for ROUNDS rounds.
#
#   bench/bench_video_decode.sh [BUILD_DIR] [THREADS] [ROUNDS]
#
# BUILD_DIR defaults to /work/build-decode-rel (a Release build with the
# loopscope-cli target built). Loopscope hands frames out in the display
# layout: the decoder's own YUV planes by reference (the GUI converts to RGB
# in a shader), so "decode + hand-off" is comparable with ffmpeg's null
# output, which converts nothing either. Per file it prints the median fps of
# each, the median of the per-round ratios beside the target (>= 0.95), the
# same for Loopscope asked for RGB32 (--pixel-format rgb32: the CPU
# conversion the display no longer needs) beside ffmpeg doing that
# conversion (-pix_fmt bgra), and each tool's CPU seconds for the file.
set -eu
BUILD=${1:-/work/build-decode-rel}
THREADS=${2:-2}
ROUNDS=${3:-3}
CLI="$BUILD/bin/loopscope-cli"
[ -x "$CLI" ] || { echo "no $CLI: cmake --build $BUILD --target loopscope-cli" >&2; exit 2; }
CACHE=${LOOPSCOPE_BENCH_VIDEO_DIR:-${TMPDIR:-/tmp}/loopscope-bench-video}
mkdir -p "$CACHE"
TIMES=$(mktemp)
trap 'rm -f "$TIMES"' EXIT

make_file() { # name size
    f="$CACHE/$1.mp4"
    if [ ! -s "$f" ]; then
        echo "making $f ($2, 10 s, x264 veryfast)..." >&2
        ffmpeg -hide_banner -loglevel error -y -f lavfi -i "testsrc2=size=$2:rate=30" -t 10 \
            -c:v libx264 -preset veryfast -pix_fmt yuv420p "$f"
    fi
    echo "$f"
}

# Runs one tool on one file, prints "in_process_fps wall_fps cpu_s": frames
# over the tool's own timing of its decode loop (ffmpeg -benchmark's rtime;
# Loopscope's throughput line, from the decoder's start to its last frame),
# frames over the process's wall time (start-up and exit included), and
# user+sys CPU seconds from /usr/bin/time.
measure() { # kind file [extra]
    kind=$1 file=$2 extra=${3:-}
    case $kind in
    ffmpeg)
        # shellcheck disable=SC2086
        out=$(/usr/bin/time -o "$TIMES" -f "%e %U %S" ffmpeg -hide_banner -nostats -benchmark -threads "$THREADS" \
            -i "$file" $extra -f null - 2>&1)
        frames=$(echo "$out" | sed -n 's/.*frame= *\([0-9]*\).*/\1/p' | tail -1)
        inproc=$(echo "$out" | sed -n 's/.*rtime=\([0-9.]*\)s.*/\1/p' | tail -1 |
            awk -v f="${frames:-0}" '{ printf "%.1f", ($1 > 0) ? f / $1 : 0 }')
        ;;
    loopscope)
        # shellcheck disable=SC2086
        out=$(/usr/bin/time -o "$TIMES" -f "%e %U %S" "$CLI" bench video --url "$file" --as-fast-as-possible \
            --duration 0 --quiet --no-library --threads "$THREADS" $extra)
        frames=$(echo "$out" | sed -n "s/.*throughput: [0-9.]* frames\/s (\([0-9]*\) frames.*/\1/p" | head -1)
        inproc=$(echo "$out" | sed -n 's/.*throughput: \([0-9.]*\) frames.*/\1/p' | head -1)
        ;;
    esac
    awk -v f="${frames:-0}" -v i="${inproc:-0}" '{ printf "%s %.1f %.2f\n", i, ($1 > 0) ? f / $1 : 0, $2 + $3 }' "$TIMES"
}

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf 'bench_video_decode: %s decoder threads, %s interleaved rounds, medians\n' "$THREADS" "$ROUNDS"
printf '%-8s %-28s %9s %9s %7s %6s   %9s %9s %7s   %s\n' file comparison ffmpeg loopscope ratio target \
    "ffmpeg" "loopscope" "ratio" "cpu_s"
printf '%-8s %-28s %33s   %27s\n' "" "" "(fps, own timing of the decode loop)" "(fps, process wall time)"
ratio_of() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f\n", (a > 0) ? b / a : 0 }'; }
for spec in 1080p30:1920x1080 2160p30:3840x2160; do
    name=${spec%%:*}
    file=$(make_file "$name" "$(echo "$spec" | cut -d: -f2)")
    for mode in native rgb32; do
        if [ $mode = native ]; then ffx=""; lsx="--pixel-format native"; label="null / native (hand-off)"; target=0.95
        else ffx="-pix_fmt bgra"; lsx="--pixel-format rgb32"; label="bgra / rgb32 (CPU convert)"; target="-"; fi
        for k in a b r wa wb wr ca cb; do : >"$TIMES.$k"; done
        i=0
        while [ $i -lt "$ROUNDS" ]; do
            # shellcheck disable=SC2086
            set -- $(measure ffmpeg "$file" "$ffx")
            a=$1 wa=$2 ca=$3
            # shellcheck disable=SC2086
            set -- $(measure loopscope "$file" "$lsx")
            b=$1 wb=$2 cb=$3
            echo "$a" >>"$TIMES.a"; echo "$b" >>"$TIMES.b"; echo "$wa" >>"$TIMES.wa"; echo "$wb" >>"$TIMES.wb"
            echo "$ca" >>"$TIMES.ca"; echo "$cb" >>"$TIMES.cb"
            ratio_of "$a" "$b" >>"$TIMES.r"
            ratio_of "$wa" "$wb" >>"$TIMES.wr"
            i=$((i + 1))
        done
        printf '%-8s %-28s %9s %9s %7s %6s   %9s %9s %7s   %s/%s\n' "$name" "$label" \
            "$(median <"$TIMES.a")" "$(median <"$TIMES.b")" "$(median <"$TIMES.r")" "$target" \
            "$(median <"$TIMES.wa")" "$(median <"$TIMES.wb")" "$(median <"$TIMES.wr")" \
            "$(median <"$TIMES.ca")" "$(median <"$TIMES.cb")"
        for k in a b r wa wb wr ca cb; do rm -f "$TIMES.$k"; done
    done
done
echo "ratio: loopscope / ffmpeg per round (median of the rounds); target: the in-process ratio (decode + hand-off);"
echo "wall time adds each process's start-up and exit; cpu_s: user+sys CPU seconds per file, ffmpeg/loopscope"
