// Fuzz target: the clock code reader on arbitrary pixel data and geometry.

#include "core/video/clock_code.h"

#include <cstddef>
#include <cstdint>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using loopscope::core::ClockCode;
    if (size < 4)
        return 0;
    // First 4 bytes: width and height (small), then pixels (repeated to fill).
    const int width = 1 + (data[0] | (data[1] << 8)) % 700;
    const int height = 1 + (data[2] | (data[3] << 8)) % 400;
    const int stride = width * 4 + (data[0] & 3) * 4;
    std::vector<uint8_t> pixels(size_t(stride) * size_t(height));
    const size_t payload = size - 4;
    for (size_t i = 0; i < pixels.size(); ++i)
        pixels[i] = payload ? data[4 + i % payload] : 0;
    const auto value = ClockCode::readRgb32(pixels.data(), width, height, stride);
    if (value && (*value & ~ClockCode::kValueMask))
        __builtin_trap(); // values are 48 bits
    // Round trip: drawing a value read from the fuzz input reads back the same.
    const uint64_t v = payload >= 6 ? (uint64_t(data[4]) << 40 | uint64_t(data[5]) << 32 | uint64_t(data[6 % size]) << 24) : 7;
    if (ClockCode::drawRgb32(pixels.data(), width, height, stride, v)) {
        const auto back = ClockCode::readRgb32(pixels.data(), width, height, stride);
        if (!back || *back != (v & ClockCode::kValueMask))
            __builtin_trap();
    }
    return 0;
}
