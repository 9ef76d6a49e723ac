#pragma once
// The HdrHistogram V2 binary encoding and its zlib-compressed wrapper, as the
// reference libraries write them into .hlog files (see protocols.md §4):
//   V2:         40-byte big-endian header (cookie 0x1c849313, payload length,
//               normalizing index offset, significant digits, lowest,
//               highest, integer-to-double ratio) + zig-zag LEB128 counts,
//               a run of zeros written as one negative count.
//   compressed: cookie 0x1c849314, compressed length, zlib stream of a V2 block.
// Decoders accept any bytes: every length is bounds-checked, decompression is
// capped, and failures come back as a clear error string.

#include "core/histogram/hdr_histogram.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace loopscope::core {

class HistogramCodec
{
public:
    static constexpr quint32 kV2Cookie = 0x1c849313;
    static constexpr quint32 kV2CompressedCookie = 0x1c849314;
    static constexpr int kHeaderBytes = 40;
    // Decoders refuse histograms whose counts array would exceed this.
    static constexpr qint64 kMaxCountsLength = qint64{1} << 23;

    static QByteArray encodeV2(const HdrHistogram &histogram);
    // level: zlib level 0..9 (-1 = zlib default).
    static QByteArray encodeCompressed(const HdrHistogram &histogram, int level = -1);

    // Decode a V2 block / a compressed block / either (chosen by cookie).
    // On failure return nullopt and set *error (when given).
    static std::optional<HdrHistogram> decodeV2(const QByteArray &bytes, QString *error = nullptr);
    static std::optional<HdrHistogram> decodeCompressed(const QByteArray &bytes, QString *error = nullptr);
    static std::optional<HdrHistogram> decode(const QByteArray &bytes, QString *error = nullptr);

    // Zig-zag LEB128 as the reference uses it (at most 9 bytes; the ninth
    // carries 8 bits). Exposed for tests.
    static void putZigZag(QByteArray &out, int64_t value);
    // Reads one value at *pos; false when the bytes end mid-value.
    static bool getZigZag(const char *data, qsizetype size, qsizetype *pos, int64_t *value);
};

} // namespace loopscope::core
