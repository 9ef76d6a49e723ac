#include "camsim_clock_code.h"

#include "ls_crc.h"

#include <string.h>

enum { LUMA_BLACK = 16, LUMA_WHITE = 235, CHROMA_NEUTRAL = 128 };

uint64_t camsim_clock_code_word(uint64_t realtime_us)
{
    const uint64_t t = realtime_us & ((UINT64_C(1) << 48) - 1);
    uint8_t bytes[6];
    for (int i = 0; i < 6; ++i)
        bytes[i] = (uint8_t)(t >> (8 * (5 - i)));
    const uint16_t crc = ls_crc16_ccitt(0xFFFF, bytes, sizeof bytes);
    return (t << 16) | crc;
}

unsigned camsim_clock_code_edge(unsigned index, unsigned height)
{
    /* index * height / 64 rounded half up (all values are non-negative). */
    return (unsigned)((2ull * index * height + 64u) / 128u);
}

/* Value of block (column, row): the guards, or a data bit of the word. */
static int block_is_white(unsigned column, unsigned row, uint64_t word)
{
    static const unsigned char start_guard[2][2] = {{1, 0}, {0, 1}};
    static const unsigned char stop_guard[2][2] = {{0, 1}, {1, 0}};
    if (column < 2)
        return start_guard[row][column];
    if (column >= 34)
        return stop_guard[row][column - 34];
    const unsigned bit = (row == 0 ? 63u : 31u) - (column - 2);
    return (int)((word >> bit) & 1u);
}

void camsim_clock_code_draw(camsim_frame *frame, uint64_t word)
{
    const unsigned height = frame->height;
    const unsigned right = camsim_clock_code_edge(CAMSIM_CLOCK_CODE_COLUMNS, height);
    const unsigned bottom = camsim_clock_code_edge(CAMSIM_CLOCK_CODE_ROWS, height);
    if (height < CAMSIM_CLOCK_CODE_MIN_HEIGHT || right > frame->width)
        return;
    for (unsigned row = 0; row < CAMSIM_CLOCK_CODE_ROWS; ++row) {
        const unsigned y0 = camsim_clock_code_edge(row, height);
        const unsigned y1 = camsim_clock_code_edge(row + 1, height);
        for (unsigned column = 0; column < CAMSIM_CLOCK_CODE_COLUMNS; ++column) {
            const unsigned x0 = camsim_clock_code_edge(column, height);
            const unsigned x1 = camsim_clock_code_edge(column + 1, height);
            const uint8_t luma = block_is_white(column, row, word) ? LUMA_WHITE : LUMA_BLACK;
            for (unsigned y = y0; y < y1; ++y)
                memset(frame->y + (size_t)y * frame->y_stride + x0, luma, x1 - x0);
        }
    }
    /* No colour inside the code: every chroma sample that touches it is neutral. */
    const unsigned chroma_right = (right + 1) / 2;
    const unsigned chroma_bottom = (bottom + 1) / 2;
    for (unsigned y = 0; y < chroma_bottom; ++y) {
        memset(frame->u + (size_t)y * frame->uv_stride, CHROMA_NEUTRAL, chroma_right);
        memset(frame->v + (size_t)y * frame->uv_stride, CHROMA_NEUTRAL, chroma_right);
    }
}
