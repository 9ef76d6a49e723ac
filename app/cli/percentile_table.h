#pragma once
// The text tables printed at the end of a run: percentiles per channel (in
// µs) and the probe's counters.

#include "core/bench/probe.h"
#include "core/histogram/hdr_histogram.h"

#include <QString>
#include <vector>

namespace loopscope::cli {

struct TableChannel
{
    QString tag;    // column header, e.g. "latency"
    QString title;  // legend line, e.g. "corrected, from the intended send time"
    const core::HdrHistogram *histogram = nullptr;
};

// Nanoseconds as microseconds with about four significant digits
// ("4.213", "52.35", "812.4", "10234").
QString formatMicros(qint64 ns);

// Rows p50, p90, p99, p99.9, p99.99, max and count; one column per channel.
QString percentileTable(const std::vector<TableChannel> &channels);

// One counter per line; "lost" also as a percentage of "sent".
QString counterTable(const std::vector<core::ProbeCounter> &counters);

// The value of a named counter (0 when absent).
qint64 counterValue(const std::vector<core::ProbeCounter> &counters, const QString &name);

} // namespace loopscope::cli
