// Fuzz target: arbitrary bytes into the .hlog reader, the V2 / compressed
// histogram decoders, and base64 of the input into the line parser. Nothing
// may crash, hang or allocate without bound; decoded histograms must be
// internally consistent.
#include "core/histogram/histogram_codec.h"
#include "core/histogram/hlog.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

using loopscope::core::HdrHistogram;
using loopscope::core::HistogramCodec;
using loopscope::core::HlogReader;

namespace {

void check(const HdrHistogram &h)
{
    int64_t total = 0;
    for (int32_t i = 0; i < h.countsLength(); ++i)
        total += h.countAtIndex(i);
    if (total != h.totalCount())
        std::abort();
    (void)h.valueAtPercentile(99.9);
    (void)h.mean();
    (void)h.percentileSteps();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    if (auto h = HistogramCodec::decode(bytes, &error))
        check(*h);
    else if (error.isEmpty())
        std::abort(); // a failure must say why

    const auto log = HlogReader::read(bytes);
    for (const auto &entry : log.entries)
        check(entry.histogram);

    // The same bytes as the histogram column of a data line.
    const QByteArray line = "Tag=f,0.000,1.000,0.000," + bytes.toBase64() + '\n';
    const auto one = HlogReader::read(line);
    if (one.entries.size() + static_cast<size_t>(one.errors.size()) != 1)
        std::abort();
    return 0;
}
