#!/usr/bin/env bash
# README command 2: install what is missing, build and run the whole test suite
# with CTest. Options:
#   --sanitize   also build (build-asan, no GUI) with AddressSanitizer and
#                UndefinedBehaviorSanitizer and run the core, device,
#                integration and fuzz-replay tests there
#   --fuzz S     also build the libFuzzer targets with clang (build-fuzz) and
#                run each for S seconds
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sanitize=0; fuzz_s=0
while (($#)); do
  case "$1" in
    --sanitize) sanitize=1 ;;
    --fuzz) fuzz_s="$2"; shift ;;
    *) echo "test.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
jobs="$(nproc)"
"$root/scripts/setup.sh"
# Under the sanitizers the first report ends the program with an error (the
# builds also use -fno-sanitize-recover=all), so any report fails this script.
sanitizer_env=(ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:halt_on_error=1
               UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1)

echo "== Release build and tests (build/)"
"$root/scripts/build.sh" "$root/build"
ctest --test-dir "$root/build" --output-on-failure -j"$jobs"

if ((sanitize)); then
  echo "== ASan + UBSan build and tests (build-asan/)"
  "$root/scripts/build.sh" "$root/build-asan" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLOOPSCOPE_SANITIZE=ON -DLOOPSCOPE_GUI=OFF
  env "${sanitizer_env[@]}" ctest --test-dir "$root/build-asan" --output-on-failure -j"$jobs"
fi

if ((fuzz_s > 0)); then
  echo "== libFuzzer targets (build-fuzz/), ${fuzz_s} s each"
  if [[ ! -f "$root/build-fuzz/build.ninja" ]]; then
    CC=clang CXX=clang++ cmake -S "$root" -B "$root/build-fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DLOOPSCOPE_FUZZ=ON -DLOOPSCOPE_GUI=OFF -DLOOPSCOPE_MCU_IMAGES=OFF
  fi
  mapfile -t targets < <(cd "$root/tests/fuzz" && ls fuzz_*.cpp | sed 's/\.cpp$//')
  cmake --build "$root/build-fuzz" -j"$jobs" --target "${targets[@]}"
  artifacts="$root/build-fuzz/artifacts"
  mkdir -p "$artifacts"
  for t in "${targets[@]}"; do
    corpus="$(mktemp -d)"
    log="$(mktemp)"
    cp -r "$root/tests/fuzz/corpus/$t/." "$corpus/" 2>/dev/null || true
    echo "-- $t"
    # A crash, leak or sanitizer report stops the target: show it and fail.
    if ! env "${sanitizer_env[@]}" "$root/build-fuzz/bin/$t" -max_total_time="$fuzz_s" -print_final_stats=1 \
        -artifact_prefix="$artifacts/$t-" "$corpus" >"$log" 2>&1; then
      tail -n 60 "$log"
      echo "test.sh: $t failed; the input is in $artifacts/" >&2
      rm -rf "$corpus" "$log"
      exit 1
    fi
    tail -n 3 "$log"
    rm -rf "$corpus" "$log"
  done
fi
echo "== all tests passed"
