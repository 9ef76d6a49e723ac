#pragma once
// The video clock code (docs/video_clock_code.md): a camera's CLOCK_REALTIME
// in microseconds (modulo 2^48) plus a CRC-16, drawn as a 36 x 2 grid of
// black/white blocks at the frame's top-left corner (block size = height/64).
// Pure functions on pixels: the simulated camera and the latency test card
// draw it, the decoder reads it back from the Y plane (or an RGB32 frame).

#include <QImage>

#include <array>
#include <cstdint>
#include <optional>

namespace loopscope::core {

// One block of the code in frame pixels: fill [x, x+w) x [y, y+h).
struct ClockCodeBlock
{
    int x = 0, y = 0, w = 0, h = 0;
    bool white = false;
};

class ClockCode
{
public:
    static constexpr int kColumns = 36;
    static constexpr int kRows = 2;
    static constexpr int kBlocks = kColumns * kRows;
    static constexpr int kMinFrameHeight = 128;
    static constexpr uint64_t kValueMask = (uint64_t(1) << 48) - 1;

    // CRC-16/CCITT-FALSE over the 6 big-endian bytes of value & kValueMask.
    static uint16_t crc16(uint64_t value48) noexcept;
    // The 64-bit code word: (value48 << 16) | crc16(value48).
    static uint64_t codeWord(uint64_t realtimeUs) noexcept;

    // Geometry helpers for a frame of this height (empty when too small).
    static double blockSize(int frameHeight) noexcept { return frameHeight / 64.0; }
    static bool fits(int frameWidth, int frameHeight) noexcept;
    // The 72 blocks (guards and data) for realtimeUs, for any pixel format.
    static std::array<ClockCodeBlock, kBlocks> blocks(int frameHeight, uint64_t realtimeUs) noexcept;

    // Drawing. Return false (drawing nothing) when the frame is too small.
    static bool draw(QImage &image, uint64_t realtimeUs);               // any QImage format
    static bool drawRgb32(uint8_t *pixels, int width, int height, int strideBytes, uint64_t realtimeUs);
    static bool drawI420(uint8_t *y, int yStride, uint8_t *u, int uStride, uint8_t *v, int vStride, int width,
                         int height, uint64_t realtimeUs); // luma only where the spec says, chroma grey

    // Reading: the 48-bit camera clock in µs, or nothing when no valid code
    // is present. Never reads outside the buffer; any input is safe.
    static std::optional<uint64_t> readRgb32(const uint8_t *pixels, int width, int height, int strideBytes) noexcept;
    // From a luma plane (Y of a YUV frame, limited or full range): no colour conversion needed.
    static std::optional<uint64_t> readLuma(const uint8_t *luma, int width, int height, int strideBytes) noexcept;
    static std::optional<uint64_t> read(const QImage &image); // converts when not RGB32/ARGB32

    // Signed latency in µs between a reader's realtime clock and the code's
    // value, modulo 2^48 (negative when the camera's clock is ahead).
    static int64_t latencyUs(uint64_t nowRealtimeUs, uint64_t codeUs) noexcept;
    static uint64_t nowRealtimeUs() noexcept; // CLOCK_REALTIME in µs
};

} // namespace loopscope::core
