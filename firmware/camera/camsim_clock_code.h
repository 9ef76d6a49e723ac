#ifndef LOOPSCOPE_CAMSIM_CLOCK_CODE_H
#define LOOPSCOPE_CAMSIM_CLOCK_CODE_H
/*
 * The drawing side of the video clock code, version 1 (docs/video_clock_code.md):
 * 36 x 2 blocks of H/64 pixels at the top-left corner, start guard, 64 data bits
 * (48-bit CLOCK_REALTIME in microseconds, then its CRC-16/CCITT-FALSE), stop
 * guard; white = 1, black = 0.
 */
#include "camsim_frame.h"

#include <stdint.h>

#define CAMSIM_CLOCK_CODE_COLUMNS 36
#define CAMSIM_CLOCK_CODE_ROWS 2
#define CAMSIM_CLOCK_CODE_MIN_HEIGHT 128

/* The 64-bit code word: ((t mod 2^48) << 16) | CRC-16 of t's 6 big-endian bytes. */
uint64_t camsim_clock_code_word(uint64_t realtime_us);

/* First pixel of block boundary `index` (column or row) for a frame `height` high:
 * round(index * height / 64), half away from zero. */
unsigned camsim_clock_code_edge(unsigned index, unsigned height);

/* Draws the code of `word` into the frame (nothing when the frame is smaller
 * than the code: height < 128 or width < 0.5625 x height). */
void camsim_clock_code_draw(camsim_frame *frame, uint64_t word);

#endif
