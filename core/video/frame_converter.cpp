#include "core/video/frame_converter.h"

extern "C" {
#include <libavutil/opt.h>
#include <libavutil/pixfmt.h>
#include <libswscale/swscale.h>
}

namespace loopscope::core {

namespace {

int avFormat(VideoPixelFormat format)
{
    switch (format) {
    case VideoPixelFormat::Yuv420p:
        return AV_PIX_FMT_YUV420P;
    case VideoPixelFormat::Nv12:
        return AV_PIX_FMT_NV12;
    case VideoPixelFormat::Rgb32:
        return AV_PIX_FMT_RGB32;
    case VideoPixelFormat::Invalid:
        break;
    }
    return AV_PIX_FMT_NONE;
}

} // namespace

int swsColorspaceFor(VideoColorMatrix matrix)
{
    switch (matrix) {
    case VideoColorMatrix::Bt709:
        return SWS_CS_ITU709;
    case VideoColorMatrix::Bt2020:
        return SWS_CS_BT2020;
    case VideoColorMatrix::Bt601:
        break;
    }
    return SWS_CS_ITU601;
}

FrameConverter::FrameConverter(Quality quality) : m_quality(quality) {}

FrameConverter::~FrameConverter()
{
    sws_freeContext(m_sws);
}

bool FrameConverter::toRgb32(const VideoFrame &frame, uint8_t *dst, int dstStride, QSize dstSize)
{
    const int srcFormat = avFormat(frame.format());
    if (dstSize.isEmpty())
        dstSize = QSize(frame.width(), frame.height());
    if (srcFormat == AV_PIX_FMT_NONE || !frame.pixels() || !dst || dstStride < dstSize.width() * 4)
        return false;
    if (!m_sws || srcFormat != m_srcFormat || frame.width() != m_width || frame.height() != m_height ||
        dstSize.width() != m_dstWidth || dstSize.height() != m_dstHeight) {
        sws_freeContext(m_sws);
        m_sws = sws_alloc_context();
        if (!m_sws)
            return false;
        av_opt_set_int(m_sws, "srcw", frame.width(), 0);
        av_opt_set_int(m_sws, "srch", frame.height(), 0);
        av_opt_set_int(m_sws, "src_format", srcFormat, 0);
        av_opt_set_int(m_sws, "dstw", dstSize.width(), 0);
        av_opt_set_int(m_sws, "dsth", dstSize.height(), 0);
        av_opt_set_int(m_sws, "dst_format", AV_PIX_FMT_RGB32, 0);
        // Accurate: within a level of the exact conversion (about 14x the time);
        // fast: swscale's table converter, up to 3 levels off in limited range.
        // Scaling (a display's size): bilinear, cheap and without the aliasing of point sampling.
        const int scaling = dstSize == QSize(frame.width(), frame.height()) ? SWS_POINT : SWS_FAST_BILINEAR;
        av_opt_set_int(m_sws, "sws_flags",
                       scaling | (m_quality == Quality::Accurate ? SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT : 0),
                       0);
        av_opt_set_int(m_sws, "threads", m_threads, 0);
        if (sws_init_context(m_sws, nullptr, nullptr) < 0) {
            sws_freeContext(m_sws);
            m_sws = nullptr;
            return false;
        }
        m_srcFormat = srcFormat;
        m_width = frame.width();
        m_height = frame.height();
        m_dstWidth = dstSize.width();
        m_dstHeight = dstSize.height();
        m_colorSet = false;
    }
    if (frame.format() != VideoPixelFormat::Rgb32 && (!m_colorSet || !(m_color == frame.color))) {
        const int *table = sws_getCoefficients(swsColorspaceFor(frame.color.matrix));
        const int srcFull = frame.color.range == VideoColorRange::Full ? 1 : 0;
        // brightness 0, contrast and saturation 1.0 in 16.16 fixed point
        sws_setColorspaceDetails(m_sws, table, srcFull, table, 1, 0, 1 << 16, 1 << 16);
        m_color = frame.color;
        m_colorSet = true;
    }
    const uint8_t *src[4] = {nullptr, nullptr, nullptr, nullptr};
    int srcStride[4] = {0, 0, 0, 0};
    for (int i = 0; i < frame.planeCount(); ++i) {
        const VideoPlane p = frame.plane(i);
        src[i] = p.data;
        srcStride[i] = p.stride;
    }
    uint8_t *dstPlanes[4] = {dst, nullptr, nullptr, nullptr};
    const int dstStrides[4] = {dstStride, 0, 0, 0};
    const int rows = sws_scale(m_sws, src, srcStride, 0, frame.height(), dstPlanes, dstStrides);
    if (rows != dstSize.height()) // sws_scale returns the rows it wrote
        return false;
    m_conversions++;
    return true;
}

QImage FrameConverter::toImage(const VideoFrame &frame)
{
    return toImage(frame, {});
}

QImage FrameConverter::toImage(const VideoFrame &frame, QSize size)
{
    const QSize own(frame.width(), frame.height());
    if (size.isEmpty())
        size = own;
    if (frame.format() == VideoPixelFormat::Rgb32 && size == own)
        return frame.image();
    if (frame.width() <= 0 || frame.height() <= 0)
        return {};
    if (m_image.size() != size)
        m_image = QImage(size, QImage::Format_RGB32);
    if (m_image.isNull() || !toRgb32(frame, m_image.bits(), int(m_image.bytesPerLine()), size))
        return {};
    // A shallow copy shares m_image's buffer; the next call detaches nothing
    // while the caller still holds it, so hand out a wrap of the same bits.
    return QImage(m_image.constBits(), m_image.width(), m_image.height(), m_image.bytesPerLine(),
                  QImage::Format_RGB32);
}

const QImage &RgbFrameCache::image(const SharedFrame &frame, QSize size)
{
    if (frame != m_key || size != m_keySize) {
        m_key = frame;
        m_keySize = size;
        m_image = frame ? m_converter.toImage(*frame, size) : QImage();
    }
    return m_image;
}

void RgbFrameCache::clear()
{
    m_key.reset();
    m_keySize = {};
    m_image = QImage();
}

} // namespace loopscope::core
