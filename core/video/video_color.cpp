#include "core/video/video_color.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

extern "C" {
#include <libavutil/pixfmt.h>
}

namespace loopscope::core {

namespace {

struct Coefficients
{
    double kr, kb;
};

Coefficients coefficients(VideoColorMatrix matrix)
{
    switch (matrix) {
    case VideoColorMatrix::Bt709:
        return {0.2126, 0.0722};
    case VideoColorMatrix::Bt2020:
        return {0.2627, 0.0593};
    case VideoColorMatrix::Bt601:
        break;
    }
    return {0.299, 0.114};
}

// Normalised sample (byte / 255) -> E'Y and E'C: E' = scale * sample + bias.
struct Quantisation
{
    double yScale, yBias, cScale, cBias;
};

Quantisation quantisation(VideoColorRange range)
{
    if (range == VideoColorRange::Full)
        return {1.0, 0.0, 1.0, -128.0 / 255.0};
    return {255.0 / 219.0, -16.0 / 219.0, 255.0 / 224.0, -128.0 / 224.0};
}

uint8_t clampByte(double v)
{
    return uint8_t(std::clamp(std::lround(v), 0L, 255L));
}

} // namespace

QString VideoColor::name() const
{
    const char *m = matrix == VideoColorMatrix::Bt709    ? "BT.709"
                    : matrix == VideoColorMatrix::Bt2020 ? "BT.2020"
                                                         : "BT.601";
    return QStringLiteral("%1 %2").arg(QLatin1String(m), range == VideoColorRange::Full
                                                             ? QStringLiteral("full range")
                                                             : QStringLiteral("limited range"));
}

YuvToRgbMap yuvToRgbMap(VideoColor color)
{
    const auto [kr, kb] = coefficients(color.matrix);
    const double kg = 1.0 - kr - kb;
    // Rows of R, G, B in terms of (E'Y, E'Cb, E'Cr).
    const double rows[3][3] = {
        {1.0, 0.0, 2.0 * (1.0 - kr)},
        {1.0, -2.0 * kb * (1.0 - kb) / kg, -2.0 * kr * (1.0 - kr) / kg},
        {1.0, 2.0 * (1.0 - kb), 0.0},
    };
    const Quantisation q = quantisation(color.range);
    const double scale[3] = {q.yScale, q.cScale, q.cScale};
    const double bias[3] = {q.yBias, q.cBias, q.cBias};
    YuvToRgbMap map;
    for (int r = 0; r < 3; ++r) {
        double offset = 0;
        for (int c = 0; c < 3; ++c) {
            map.m[size_t(r * 3 + c)] = float(rows[r][c] * scale[c]);
            offset += rows[r][c] * bias[c];
        }
        map.offset[size_t(r)] = float(offset);
    }
    return map;
}

std::array<uint8_t, 3> yuvToRgb8(VideoColor color, uint8_t y, uint8_t cb, uint8_t cr)
{
    // In double, not through the float map: this is the reference.
    const auto [kr, kb] = coefficients(color.matrix);
    const double kg = 1.0 - kr - kb;
    const Quantisation q = quantisation(color.range);
    const double ey = q.yScale * y / 255.0 + q.yBias;
    const double ecb = q.cScale * cb / 255.0 + q.cBias;
    const double ecr = q.cScale * cr / 255.0 + q.cBias;
    const double r = ey + 2.0 * (1.0 - kr) * ecr;
    const double b = ey + 2.0 * (1.0 - kb) * ecb;
    const double g = ey - 2.0 * kb * (1.0 - kb) / kg * ecb - 2.0 * kr * (1.0 - kr) / kg * ecr;
    return {clampByte(r * 255.0), clampByte(g * 255.0), clampByte(b * 255.0)};
}

std::array<uint8_t, 3> rgbToYuv8(VideoColor color, uint8_t r8, uint8_t g8, uint8_t b8)
{
    const auto [kr, kb] = coefficients(color.matrix);
    const double kg = 1.0 - kr - kb;
    const double r = r8 / 255.0, g = g8 / 255.0, b = b8 / 255.0;
    const double ey = kr * r + kg * g + kb * b;
    const double ecb = (b - ey) / (2.0 * (1.0 - kb));
    const double ecr = (r - ey) / (2.0 * (1.0 - kr));
    if (color.range == VideoColorRange::Full)
        return {clampByte(255.0 * ey), clampByte(128.0 + 255.0 * ecb), clampByte(128.0 + 255.0 * ecr)};
    return {clampByte(16.0 + 219.0 * ey), clampByte(128.0 + 224.0 * ecb), clampByte(128.0 + 224.0 * ecr)};
}

VideoColor videoColorFromFfmpeg(int avColorSpace, int avColorRange, int avPixelFormat, int height)
{
    VideoColor color;
    switch (avColorSpace) {
    case AVCOL_SPC_BT709:
        color.matrix = VideoColorMatrix::Bt709;
        break;
    case AVCOL_SPC_BT470BG:
    case AVCOL_SPC_SMPTE170M:
    case AVCOL_SPC_FCC:
        color.matrix = VideoColorMatrix::Bt601;
        break;
    case AVCOL_SPC_BT2020_NCL:
    case AVCOL_SPC_BT2020_CL:
        color.matrix = VideoColorMatrix::Bt2020;
        break;
    default:
        color.matrix = height > 576 ? VideoColorMatrix::Bt709 : VideoColorMatrix::Bt601;
        break;
    }
    const bool jpegFormat = avPixelFormat == AV_PIX_FMT_YUVJ420P || avPixelFormat == AV_PIX_FMT_YUVJ422P ||
                            avPixelFormat == AV_PIX_FMT_YUVJ444P || avPixelFormat == AV_PIX_FMT_YUVJ440P ||
                            avPixelFormat == AV_PIX_FMT_YUVJ411P;
    color.range = avColorRange == AVCOL_RANGE_JPEG || (avColorRange != AVCOL_RANGE_MPEG && jpegFormat)
                      ? VideoColorRange::Full
                      : VideoColorRange::Limited;
    return color;
}

} // namespace loopscope::core
