// Fuzz target: arbitrary bytes as the histogram blobs the result library
// reads back (interval and channel histograms, V2 compressed), summed the way
// RunLibrary::load rebuilds a channel's total. The input is split into blobs
// at every "BLOB" marker. Nothing may crash, hang or allocate without bound;
// the sum must stay internally consistent.
#include "core/library/library_schema.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>
#include <optional>

using loopscope::core::HdrHistogram;
using loopscope::core::LibrarySchema;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const QByteArray marker("BLOB");
    std::optional<HdrHistogram> sum;
    qsizetype from = 0;
    while (from <= input.size()) {
        qsizetype end = input.indexOf(marker, from);
        if (end < 0)
            end = input.size();
        QString error;
        const std::optional<HdrHistogram> before = sum ? std::optional<HdrHistogram>(*sum) : std::nullopt;
        const bool added = LibrarySchema::addStoredHistogram(&sum, input.mid(from, end - from), &error);
        if (!added) {
            if (error.isEmpty())
                std::abort(); // a refusal always says why
            if (bool(before) != bool(sum) || (sum && sum->totalCount() != before->totalCount()))
                std::abort(); // a refused blob leaves the sum as it was
        }
        from = end + marker.size();
    }
    if (sum) {
        int64_t total = 0;
        for (int32_t i = 0; i < sum->countsLength(); ++i)
            total += sum->countAtIndex(i);
        if (total != sum->totalCount())
            std::abort();
        (void)sum->valueAtPercentile(99.9);
        (void)sum->max();
        (void)sum->mean();
    }
    return 0;
}
