#pragma once
// The .hgrm percentile distribution text, formatted like the reference
// library's outputPercentileDistribution: a header, one row per percentile
// step (value, percentile as a fraction, total count, 1/(1-percentile)), and
// a footer with mean, standard deviation, max, total count and the layout.

#include "core/histogram/hdr_histogram.h"

#include <QString>
#include <QTextStream>

#include <vector>

namespace loopscope::core {

// outputValueUnitScalingRatio divides every value (1000 prints µs from ns).
void writeHgrm(const HdrHistogram &histogram, QTextStream &out, double outputValueUnitScalingRatio = 1.0,
               int ticksPerHalfDistance = 5);
QString hgrmText(const HdrHistogram &histogram, double outputValueUnitScalingRatio = 1.0,
                 int ticksPerHalfDistance = 5);

// One parsed row of an .hgrm file (for tests and for comparing runs).
struct HgrmRow
{
    double value = 0;
    double percentile = 0; // fraction 0..1 as printed
    qint64 totalCount = 0;
};
// Parses the rows of an .hgrm text; false (with *error) on a malformed row.
bool parseHgrmRows(const QString &text, std::vector<HgrmRow> *rows, QString *error = nullptr);

} // namespace loopscope::core
