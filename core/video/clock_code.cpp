#include "core/video/clock_code.h"

#include <algorithm>
#include <cmath>
#include <ctime>

namespace loopscope::core {

namespace {

// Guard colours per row: columns 0, 1, 34, 35 (docs/video_clock_code.md).
constexpr bool kGuards[ClockCode::kRows][4] = {{true, false, false, true}, {false, true, true, false}};
constexpr int kMinContrast = 48;

int edge(int index, double block) { return int(std::lround(index * block)); }

bool blockWhite(uint64_t word, int column, int row)
{
    if (column < 2)
        return kGuards[row][column];
    if (column >= 34)
        return kGuards[row][column - 32];
    const int bit = (row == 0 ? 63 : 31) - (column - 2);
    return (word >> bit) & 1U;
}

} // namespace

uint16_t ClockCode::crc16(uint64_t value48) noexcept
{
    uint16_t crc = 0xFFFF;
    for (int i = 5; i >= 0; --i) {
        crc ^= uint16_t(((value48 >> (8 * i)) & 0xFF) << 8);
        for (int b = 0; b < 8; ++b)
            crc = (crc & 0x8000) ? uint16_t((crc << 1) ^ 0x1021) : uint16_t(crc << 1);
    }
    return crc;
}

uint64_t ClockCode::codeWord(uint64_t realtimeUs) noexcept
{
    const uint64_t value = realtimeUs & kValueMask;
    return (value << 16) | crc16(value);
}

bool ClockCode::fits(int frameWidth, int frameHeight) noexcept
{
    if (frameHeight < kMinFrameHeight)
        return false;
    return edge(kColumns, blockSize(frameHeight)) <= frameWidth;
}

std::array<ClockCodeBlock, ClockCode::kBlocks> ClockCode::blocks(int frameHeight, uint64_t realtimeUs) noexcept
{
    std::array<ClockCodeBlock, kBlocks> out{};
    const double b = blockSize(frameHeight);
    const uint64_t word = codeWord(realtimeUs);
    for (int r = 0; r < kRows; ++r) {
        for (int c = 0; c < kColumns; ++c) {
            ClockCodeBlock &blk = out[size_t(r * kColumns + c)];
            blk.x = edge(c, b);
            blk.y = edge(r, b);
            blk.w = edge(c + 1, b) - blk.x;
            blk.h = edge(r + 1, b) - blk.y;
            blk.white = blockWhite(word, c, r);
        }
    }
    return out;
}

bool ClockCode::drawRgb32(uint8_t *pixels, int width, int height, int strideBytes, uint64_t realtimeUs)
{
    if (!pixels || !fits(width, height) || strideBytes < width * 4)
        return false;
    for (const ClockCodeBlock &blk : blocks(height, realtimeUs)) {
        const uint32_t colour = blk.white ? 0xFFFFFFFFu : 0xFF000000u;
        for (int y = blk.y; y < blk.y + blk.h; ++y) {
            auto *row = reinterpret_cast<uint32_t *>(pixels + size_t(y) * size_t(strideBytes));
            std::fill(row + blk.x, row + blk.x + blk.w, colour);
        }
    }
    return true;
}

bool ClockCode::drawI420(uint8_t *y, int yStride, uint8_t *u, int uStride, uint8_t *v, int vStride, int width,
                         int height, uint64_t realtimeUs)
{
    if (!y || !u || !v || !fits(width, height))
        return false;
    for (const ClockCodeBlock &blk : blocks(height, realtimeUs)) {
        // Full-range white/black in limited-range (BT.601) luma: 235 / 16.
        const uint8_t luma = blk.white ? 235 : 16;
        for (int row = blk.y; row < blk.y + blk.h; ++row)
            std::fill(y + size_t(row) * size_t(yStride) + blk.x, y + size_t(row) * size_t(yStride) + blk.x + blk.w,
                      luma);
    }
    // Neutral chroma over the whole code rectangle.
    const int cw = (edge(kColumns, blockSize(height)) + 1) / 2;
    const int ch = (edge(kRows, blockSize(height)) + 1) / 2;
    for (int row = 0; row < ch; ++row) {
        std::fill(u + size_t(row) * size_t(uStride), u + size_t(row) * size_t(uStride) + cw, uint8_t(128));
        std::fill(v + size_t(row) * size_t(vStride), v + size_t(row) * size_t(vStride) + cw, uint8_t(128));
    }
    return true;
}

bool ClockCode::draw(QImage &image, uint64_t realtimeUs)
{
    if (image.isNull() || !fits(image.width(), image.height()))
        return false;
    const QImage::Format f = image.format();
    if (f == QImage::Format_RGB32 || f == QImage::Format_ARGB32 || f == QImage::Format_ARGB32_Premultiplied)
        return drawRgb32(image.bits(), image.width(), image.height(), int(image.bytesPerLine()), realtimeUs);
    for (const ClockCodeBlock &blk : blocks(image.height(), realtimeUs))
        for (int yy = blk.y; yy < blk.y + blk.h; ++yy)
            for (int xx = blk.x; xx < blk.x + blk.w; ++xx)
                image.setPixel(xx, yy, blk.white ? qRgb(255, 255, 255) : qRgb(0, 0, 0));
    return true;
}

namespace {

// Reads the code through sampleLuma(x, y) -> 0..255 (x, y inside the frame).
template <typename SampleLuma>
std::optional<uint64_t> readCode(int width, int height, SampleLuma sampleLuma) noexcept
{
    const double b = ClockCode::blockSize(height);
    const double half = std::max(1.0, b / 2.0);
    auto luma = [&](int column, int row) {
        const double cx = (column + 0.5) * b;
        const double cy = (row + 0.5) * b;
        int sum = 0;
        int n = 0;
        for (int sy = -1; sy <= 1; ++sy) {
            for (int sx = -1; sx <= 1; ++sx) {
                const int x = std::clamp(int(cx + sx * half / 2.0), 0, width - 1);
                const int y = std::clamp(int(cy + sy * half / 2.0), 0, height - 1);
                sum += sampleLuma(x, y);
                ++n;
            }
        }
        return sum / n;
    };

    int minWhite = 255, maxBlack = 0, sumWhite = 0, sumBlack = 0;
    for (int r = 0; r < ClockCode::kRows; ++r) {
        const int cols[4] = {0, 1, 34, 35};
        for (int i = 0; i < 4; ++i) {
            const int y = luma(cols[i], r);
            if (kGuards[r][i]) {
                minWhite = std::min(minWhite, y);
                sumWhite += y;
            } else {
                maxBlack = std::max(maxBlack, y);
                sumBlack += y;
            }
        }
    }
    if (minWhite - maxBlack < kMinContrast)
        return std::nullopt;
    const int threshold = (sumWhite / 4 + sumBlack / 4) / 2;
    uint64_t word = 0;
    for (int r = 0; r < ClockCode::kRows; ++r)
        for (int c = 2; c < 34; ++c)
            word = (word << 1) | (luma(c, r) > threshold ? 1U : 0U);
    const uint64_t value = word >> 16;
    if (ClockCode::crc16(value) != uint16_t(word & 0xFFFF))
        return std::nullopt;
    return value;
}

} // namespace

std::optional<uint64_t> ClockCode::readRgb32(const uint8_t *pixels, int width, int height, int strideBytes) noexcept
{
    if (!pixels || width <= 0 || height <= 0 || strideBytes < width * 4 || !fits(width, height))
        return std::nullopt;
    return readCode(width, height, [&](int x, int y) {
        const uint8_t *p = pixels + size_t(y) * size_t(strideBytes) + size_t(x) * 4;
        // RGB32 in memory (little-endian): B, G, R, A.
        return (299 * p[2] + 587 * p[1] + 114 * p[0]) / 1000;
    });
}

std::optional<uint64_t> ClockCode::readLuma(const uint8_t *luma, int width, int height, int strideBytes) noexcept
{
    if (!luma || width <= 0 || height <= 0 || strideBytes < width || !fits(width, height))
        return std::nullopt;
    return readCode(width, height,
                    [&](int x, int y) { return int(luma[size_t(y) * size_t(strideBytes) + size_t(x)]); });
}

std::optional<uint64_t> ClockCode::read(const QImage &image)
{
    if (image.isNull())
        return std::nullopt;
    const QImage::Format f = image.format();
    if (f == QImage::Format_RGB32 || f == QImage::Format_ARGB32 || f == QImage::Format_ARGB32_Premultiplied)
        return readRgb32(image.constBits(), image.width(), image.height(), int(image.bytesPerLine()));
    const QImage converted = image.convertToFormat(QImage::Format_RGB32);
    return readRgb32(converted.constBits(), converted.width(), converted.height(), int(converted.bytesPerLine()));
}

int64_t ClockCode::latencyUs(uint64_t nowRealtimeUs, uint64_t codeUs) noexcept
{
    const uint64_t diff = ((nowRealtimeUs & kValueMask) - (codeUs & kValueMask)) & kValueMask;
    constexpr uint64_t half = uint64_t(1) << 47;
    return diff > half ? int64_t(diff) - int64_t(uint64_t(1) << 48) : int64_t(diff);
}

uint64_t ClockCode::nowRealtimeUs() noexcept
{
    timespec ts{};
    clock_gettime(CLOCK_REALTIME, &ts);
    return uint64_t(ts.tv_sec) * 1000000u + uint64_t(ts.tv_nsec) / 1000u;
}

} // namespace loopscope::core
