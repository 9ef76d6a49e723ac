#include "core/histogram/histogram_codec.h"

#include <QtEndian>

#include <zlib.h>

#include <bit>
#include <cstring>
#include <stdexcept>
#include <utility>
#include <vector>

namespace loopscope::core {

namespace {

constexpr quint32 kCookieMask = ~quint32{0xf0}; // the low nibble of byte 3 holds the word size
constexpr quint32 kV0CookieBase = 0x1c849301;
constexpr quint32 kV1CookieBase = 0x1c849302;
constexpr quint32 kV2CookieBase = 0x1c849303;
constexpr quint32 kCompressedCookieBase = 0x1c849304;
constexpr quint32 kV2CompressedCookieBase = 0x1c849304 | 0x10;

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

void appendBe32(QByteArray &out, quint32 v)
{
    char b[4];
    qToBigEndian(v, b);
    out.append(b, 4);
}

void appendBe64(QByteArray &out, quint64 v)
{
    char b[8];
    qToBigEndian(v, b);
    out.append(b, 8);
}

struct V2Header
{
    qint32 payloadBytes = 0;
    qint32 normalizingOffset = 0;
    qint32 digits = 0;
    qint64 lowest = 0;
    qint64 highest = 0;
    qint64 countsLength = 0;
};

// Parses and validates the 40-byte V2 header at data (size >= 40 checked by caller).
bool parseV2Header(const uchar *data, V2Header *h, QString *error)
{
    const quint32 cookie = qFromBigEndian<quint32>(data);
    const quint32 base = cookie & kCookieMask;
    if (base == kV0CookieBase || base == kV1CookieBase) {
        setError(error, QStringLiteral("histogram uses the old V0/V1 encoding (cookie 0x%1), only V2 is supported")
                            .arg(cookie, 8, 16, QLatin1Char('0')));
        return false;
    }
    if (base != kV2CookieBase) {
        setError(error, QStringLiteral("not a V2 histogram (cookie 0x%1, expected 0x1c849313)")
                            .arg(cookie, 8, 16, QLatin1Char('0')));
        return false;
    }
    h->payloadBytes = qFromBigEndian<qint32>(data + 4);
    h->normalizingOffset = qFromBigEndian<qint32>(data + 8);
    h->digits = qFromBigEndian<qint32>(data + 12);
    h->lowest = qFromBigEndian<qint64>(data + 16);
    h->highest = qFromBigEndian<qint64>(data + 24);
    if (h->payloadBytes < 0) {
        setError(error, QStringLiteral("negative payload length %1").arg(h->payloadBytes));
        return false;
    }
    if (h->normalizingOffset != 0) {
        setError(error, QStringLiteral("shifted histograms (normalizing index offset %1) are not supported")
                            .arg(h->normalizingOffset));
        return false;
    }
    h->countsLength = HdrHistogram::countsLengthFor(h->lowest, h->highest, h->digits);
    if (h->countsLength < 0) {
        setError(error, QStringLiteral("invalid histogram configuration (lowest %1, highest %2, %3 digits)")
                            .arg(h->lowest)
                            .arg(h->highest)
                            .arg(h->digits));
        return false;
    }
    if (h->countsLength > HistogramCodec::kMaxCountsLength) {
        setError(error, QStringLiteral("histogram configuration too large (%1 counts)").arg(h->countsLength));
        return false;
    }
    // Every count takes at least one byte and a zero run covers many counts,
    // so a payload longer than 9 bytes per count cannot be valid.
    if (h->payloadBytes > h->countsLength * 9) {
        setError(error, QStringLiteral("payload of %1 bytes is too long for %2 counts")
                            .arg(h->payloadBytes)
                            .arg(h->countsLength));
        return false;
    }
    return true;
}

// Decodes header + payload (bytes already bounds-checked to hold them).
std::optional<HdrHistogram> decodeV2Block(const V2Header &h, const char *payload, QString *error)
{
    std::vector<std::pair<int32_t, int64_t>> counts;
    qsizetype pos = 0;
    int64_t index = 0;
    int64_t total = 0;
    while (pos < h.payloadBytes) {
        int64_t v = 0;
        if (!HistogramCodec::getZigZag(payload, h.payloadBytes, &pos, &v)) {
            setError(error, QStringLiteral("payload ends inside a count at byte %1").arg(pos));
            return std::nullopt;
        }
        if (v < 0) {
            if (v == INT64_MIN || -v > h.countsLength - index) {
                setError(error, QStringLiteral("zero run of %1 at index %2 runs past the %3 counts")
                                    .arg(v == INT64_MIN ? INT64_MAX : -v)
                                    .arg(index)
                                    .arg(h.countsLength));
                return std::nullopt;
            }
            index -= v;
            continue;
        }
        if (index >= h.countsLength) {
            setError(error, QStringLiteral("more counts than the configuration holds (%1)").arg(h.countsLength));
            return std::nullopt;
        }
        if (v > 0) {
            if (__builtin_add_overflow(total, v, &total)) {
                setError(error, QStringLiteral("total count overflows"));
                return std::nullopt;
            }
            counts.emplace_back(static_cast<int32_t>(index), v);
        }
        ++index;
    }
    try {
        std::optional<HdrHistogram> hist(std::in_place, h.lowest, h.highest, h.digits);
        for (const auto &[i, c] : counts)
            hist->setCountAtIndex(i, c);
        hist->recomputeStatistics();
        return hist;
    } catch (const std::exception &e) {
        setError(error, QStringLiteral("cannot build histogram: %1").arg(QString::fromUtf8(e.what())));
        return std::nullopt;
    }
}

} // namespace

void HistogramCodec::putZigZag(QByteArray &out, int64_t value)
{
    uint64_t v = (static_cast<uint64_t>(value) << 1) ^ static_cast<uint64_t>(value >> 63);
    for (int i = 0; i < 8; ++i) {
        if (v < 0x80) {
            out.append(static_cast<char>(v));
            return;
        }
        out.append(static_cast<char>((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out.append(static_cast<char>(v)); // ninth byte: the remaining 8 bits
}

bool HistogramCodec::getZigZag(const char *data, qsizetype size, qsizetype *pos, int64_t *value)
{
    uint64_t v = 0;
    for (int i = 0; i < 9; ++i) {
        if (*pos >= size)
            return false;
        const auto b = static_cast<uint8_t>(data[(*pos)++]);
        if (i == 8) {
            v |= static_cast<uint64_t>(b) << 56;
            break;
        }
        v |= static_cast<uint64_t>(b & 0x7f) << (7 * i);
        if ((b & 0x80) == 0)
            break;
    }
    *value = static_cast<int64_t>((v >> 1) ^ (~(v & 1) + 1));
    return true;
}

QByteArray HistogramCodec::encodeV2(const HdrHistogram &histogram)
{
    int32_t relevant = 0;
    for (int32_t i = histogram.countsLength() - 1; i >= 0; --i) {
        if (histogram.countAtIndex(i) != 0) {
            relevant = i + 1;
            break;
        }
    }
    relevant = std::max(relevant, 1);

    QByteArray payload;
    payload.reserve(relevant < 1024 ? relevant * 2 : 2048);
    for (int32_t i = 0; i < relevant;) {
        const int64_t count = histogram.countAtIndex(i++);
        if (count != 0) {
            putZigZag(payload, count);
            continue;
        }
        int64_t zeros = 1;
        while (i < relevant && histogram.countAtIndex(i) == 0) {
            ++zeros;
            ++i;
        }
        putZigZag(payload, zeros > 1 ? -zeros : 0);
    }

    QByteArray out;
    out.reserve(kHeaderBytes + payload.size());
    appendBe32(out, kV2Cookie);
    appendBe32(out, static_cast<quint32>(payload.size()));
    appendBe32(out, 0); // normalizing index offset
    appendBe32(out, static_cast<quint32>(histogram.significantDigits()));
    appendBe64(out, static_cast<quint64>(histogram.lowestTrackable()));
    appendBe64(out, static_cast<quint64>(histogram.highestTrackable()));
    appendBe64(out, std::bit_cast<quint64>(1.0)); // integer-to-double conversion ratio
    out.append(payload);
    return out;
}

QByteArray HistogramCodec::encodeCompressed(const HdrHistogram &histogram, int level)
{
    const QByteArray plain = encodeV2(histogram);
    uLongf compressedSize = compressBound(static_cast<uLong>(plain.size()));
    QByteArray out(8 + static_cast<qsizetype>(compressedSize), Qt::Uninitialized);
    const int rc = compress2(reinterpret_cast<Bytef *>(out.data() + 8), &compressedSize,
                             reinterpret_cast<const Bytef *>(plain.constData()),
                             static_cast<uLong>(plain.size()), level);
    if (rc != Z_OK)
        return {};
    qToBigEndian(kV2CompressedCookie, out.data());
    qToBigEndian(static_cast<quint32>(compressedSize), out.data() + 4);
    out.truncate(8 + static_cast<qsizetype>(compressedSize));
    return out;
}

std::optional<HdrHistogram> HistogramCodec::decodeV2(const QByteArray &bytes, QString *error)
{
    if (bytes.size() < kHeaderBytes) {
        setError(error, QStringLiteral("V2 histogram too short (%1 bytes, header needs 40)").arg(bytes.size()));
        return std::nullopt;
    }
    V2Header h;
    if (!parseV2Header(reinterpret_cast<const uchar *>(bytes.constData()), &h, error))
        return std::nullopt;
    if (h.payloadBytes > bytes.size() - kHeaderBytes) {
        setError(error, QStringLiteral("payload length %1 exceeds the %2 bytes present")
                            .arg(h.payloadBytes)
                            .arg(bytes.size() - kHeaderBytes));
        return std::nullopt;
    }
    return decodeV2Block(h, bytes.constData() + kHeaderBytes, error);
}

std::optional<HdrHistogram> HistogramCodec::decodeCompressed(const QByteArray &bytes, QString *error)
{
    if (bytes.size() < 8) {
        setError(error, QStringLiteral("compressed histogram too short (%1 bytes)").arg(bytes.size()));
        return std::nullopt;
    }
    const auto *data = reinterpret_cast<const uchar *>(bytes.constData());
    const quint32 cookie = qFromBigEndian<quint32>(data);
    if ((cookie & kCookieMask) != kCompressedCookieBase || cookie != kV2CompressedCookieBase) {
        setError(error, QStringLiteral("not a compressed V2 histogram (cookie 0x%1, expected 0x1c849314)")
                            .arg(cookie, 8, 16, QLatin1Char('0')));
        return std::nullopt;
    }
    const qint32 compressedBytes = qFromBigEndian<qint32>(data + 4);
    if (compressedBytes < 0 || compressedBytes > bytes.size() - 8) {
        setError(error, QStringLiteral("compressed length %1 does not fit the %2 bytes present")
                            .arg(compressedBytes)
                            .arg(bytes.size() - 8));
        return std::nullopt;
    }

    z_stream zs;
    std::memset(&zs, 0, sizeof zs);
    if (inflateInit(&zs) != Z_OK) {
        setError(error, QStringLiteral("zlib initialisation failed"));
        return std::nullopt;
    }
    zs.next_in = const_cast<Bytef *>(data + 8);
    zs.avail_in = static_cast<uInt>(compressedBytes);
    // Inflate the header first, then exactly the payload it announces: the
    // output never grows beyond what a valid header allows.
    QByteArray plain(kHeaderBytes, Qt::Uninitialized);
    auto inflateInto = [&](qsizetype from, qsizetype to) {
        zs.next_out = reinterpret_cast<Bytef *>(plain.data() + from);
        zs.avail_out = static_cast<uInt>(to - from);
        while (zs.avail_out > 0) {
            const int rc = inflate(&zs, Z_NO_FLUSH);
            if (rc == Z_STREAM_END || rc == Z_BUF_ERROR)
                break;
            if (rc != Z_OK)
                return -1;
        }
        return static_cast<int>(zs.avail_out);
    };
    std::optional<HdrHistogram> result;
    int left = inflateInto(0, kHeaderBytes);
    if (left != 0) {
        setError(error, left < 0 ? QStringLiteral("corrupt zlib data in histogram")
                                 : QStringLiteral("compressed histogram ends inside the V2 header"));
    } else {
        V2Header h;
        if (parseV2Header(reinterpret_cast<const uchar *>(plain.constData()), &h, error)) {
            plain.resize(kHeaderBytes + h.payloadBytes);
            left = h.payloadBytes > 0 ? inflateInto(kHeaderBytes, plain.size()) : 0;
            if (left != 0)
                setError(error, left < 0 ? QStringLiteral("corrupt zlib data in histogram")
                                         : QStringLiteral("compressed histogram holds %1 of %2 payload bytes")
                                               .arg(h.payloadBytes - left)
                                               .arg(h.payloadBytes));
            else
                result = decodeV2Block(h, plain.constData() + kHeaderBytes, error);
        }
    }
    inflateEnd(&zs);
    return result;
}

std::optional<HdrHistogram> HistogramCodec::decode(const QByteArray &bytes, QString *error)
{
    if (bytes.size() >= 4) {
        const quint32 cookie = qFromBigEndian<quint32>(reinterpret_cast<const uchar *>(bytes.constData()));
        if ((cookie & kCookieMask) == kCompressedCookieBase)
            return decodeCompressed(bytes, error);
    }
    return decodeV2(bytes, error);
}

} // namespace loopscope::core
