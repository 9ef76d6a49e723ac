#pragma once
// `loopscope-cli read-clock-code` (hidden, for bench/bench_ffplay_latency.sh):
// reads the video clock code (docs/video_clock_code.md) from an image file,
// or from raw frames on stdin, and prints what it found.
//
//   read-clock-code FILE.png            -> "<code µs>"
//   read-clock-code --raw WxH [--format rgb24|bgr0]
//       stdin: back-to-back raw frames; one line per frame, flushed:
//       "<read CLOCK_REALTIME µs> <code µs> <latency µs>" or "<read µs> - -"

#include <QStringList>

namespace loopscope::cli {

int runReadClockCode(const QStringList &args); // args after "read-clock-code"; returns an exit code

} // namespace loopscope::cli
