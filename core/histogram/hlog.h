#pragma once
// The HdrHistogram interval log (.hlog), format 1.2 (protocols.md §4):
//   #[Histogram log format version 1.2]
//   #[StartTime: <seconds since epoch, 3 decimals> (seconds since epoch), <date>]
//   #[BaseTime: <seconds> (seconds since epoch)]          (optional)
//   "StartTimestamp","Interval_Length","Interval_Max","Interval_Compressed_Histogram"
//   [Tag=<tag>,]<start>,<length>,<max>,<base64 of the compressed V2 histogram>
// The max column is the interval max divided by maxValueDivisor (1e6: ns -> ms).
//
// HlogWriter streams a log line by line to a QIODevice (flushing files after
// every line, so a killed run loses at most its last interval). HlogReader
// parses a whole log and reports malformed lines with their line numbers.

#include "core/histogram/hdr_histogram.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace loopscope::core {

struct HlogEntry
{
    QString tag;         // empty when the line has no Tag=
    double startS = 0;   // start timestamp as written in the line
    double lengthS = 0;  // interval length
    double maxField = 0; // the max column as written (max / divisor)
    HdrHistogram histogram;
};

struct HlogLog
{
    QString formatVersion;           // e.g. "1.2", empty when absent
    std::optional<double> startTimeS; // #[StartTime: ...]
    std::optional<double> baseTimeS;  // #[BaseTime: ...]
    std::vector<HlogEntry> entries;
    QStringList errors; // "line N: reason" for every line that was skipped
};

class HlogWriter
{
public:
    static constexpr double kDefaultMaxValueDivisor = 1e6; // ns -> ms

    // device must be open for writing and outlive the writer.
    explicit HlogWriter(QIODevice *device, double maxValueDivisor = kDefaultMaxValueDivisor);

    // Version line, StartTime (and BaseTime when given) and the legend.
    bool writeHeader(double startTimeS, std::optional<double> baseTimeS = std::nullopt);
    bool writeComment(const QString &text);
    // Tag must not contain ',' or whitespace (returns false otherwise).
    bool writeInterval(double startS, double lengthS, const HdrHistogram &histogram, const QString &tag = {});
    QString errorString() const { return m_error; }

    static QByteArray headerText(double startTimeS, std::optional<double> baseTimeS = std::nullopt);
    // One data line including the trailing newline; empty on an invalid tag.
    static QByteArray intervalLine(double startS, double lengthS, const HdrHistogram &histogram,
                                   const QString &tag = {}, double maxValueDivisor = kDefaultMaxValueDivisor);
    static bool isValidTag(const QString &tag);

private:
    bool writeBytes(const QByteArray &bytes);

    QIODevice *m_device;
    double m_divisor;
    QString m_error;
};

class HlogReader
{
public:
    static HlogLog read(const QByteArray &text);
    // Reads the device to its end (at most maxBytes).
    static HlogLog read(QIODevice &device, qint64 maxBytes = qint64{1} << 30);
};

} // namespace loopscope::core
