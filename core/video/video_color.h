#pragma once
// The colour a YUV frame declares (matrix coefficients and quantisation
// range) and the Y'CbCr -> R'G'B' conversion it implies, as one affine map
// on normalised samples (byte / 255). Used by the OpenGL shader (uniforms)
// and, as the exact reference, by tests of the CPU and GPU conversions.
//
// Facts from the specifications, not from code:
//   ITU-R BT.601:  Kr = 0.299,  Kb = 0.114
//   ITU-R BT.709:  Kr = 0.2126, Kb = 0.0722
//   ITU-R BT.2020: Kr = 0.2627, Kb = 0.0593 (non-constant luminance)
//   E'R = E'Y + 2(1 - Kr) E'Cr,  E'B = E'Y + 2(1 - Kb) E'Cb,
//   E'G = E'Y - 2 Kb (1 - Kb) / Kg E'Cb - 2 Kr (1 - Kr) / Kg E'Cr,  Kg = 1 - Kr - Kb
//   8-bit limited ("video", "MPEG") range: Y = 16 + 219 E'Y, C = 128 + 224 E'C
//   8-bit full ("JPEG", JFIF) range:       Y = 255 E'Y,       C = 128 + 255 E'C

#include <QString>

#include <array>
#include <cstdint>

namespace loopscope::core {

enum class VideoColorMatrix { Bt601 = 0, Bt709, Bt2020 };
enum class VideoColorRange { Limited = 0, Full };

struct VideoColor
{
    VideoColorMatrix matrix = VideoColorMatrix::Bt601;
    VideoColorRange range = VideoColorRange::Limited;
    bool operator==(const VideoColor &) const = default;
    QString name() const; // "BT.709 limited"
};

// R'G'B' (0..1) = m * (Y, Cb, Cr as byte/255) + offset, rows R, G, B.
struct YuvToRgbMap
{
    std::array<float, 9> m{}; // row-major
    std::array<float, 3> offset{};
};
YuvToRgbMap yuvToRgbMap(VideoColor color);

// The exact conversion of one 8-bit sample triple, rounded and clamped.
std::array<uint8_t, 3> yuvToRgb8(VideoColor color, uint8_t y, uint8_t cb, uint8_t cr);
// And its inverse (for making test frames of a known colour).
std::array<uint8_t, 3> rgbToYuv8(VideoColor color, uint8_t r, uint8_t g, uint8_t b);

// What a stream declares, from FFmpeg's AVColorSpace / AVColorRange values
// and the pixel format's name ("yuvj420p" is full range). Unspecified
// matrices follow the usual rule: BT.709 above 576 lines, BT.601 at or below.
VideoColor videoColorFromFfmpeg(int avColorSpace, int avColorRange, int avPixelFormat, int height);

} // namespace loopscope::core
