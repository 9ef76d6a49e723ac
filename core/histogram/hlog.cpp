#include "core/histogram/hlog.h"

#include "core/histogram/histogram_codec.h"

#include <QDateTime>
#include <QFileDevice>

#include <cmath>
#include <cstdio>

namespace loopscope::core {

namespace {

QByteArray fixed3(double v)
{
    char buf[64];
    const int n = std::snprintf(buf, sizeof buf, "%.3f", std::isfinite(v) ? v : 0.0);
    return QByteArray(buf, n < 0 ? 0 : std::min<int>(n, sizeof buf - 1));
}

constexpr int kMaxErrors = 100;

void addError(HlogLog &log, int lineNo, const QString &reason)
{
    if (log.errors.size() < kMaxErrors)
        log.errors << QStringLiteral("line %1: %2").arg(lineNo).arg(reason);
    else if (log.errors.size() == kMaxErrors)
        log.errors << QStringLiteral("... further errors not listed");
}

// Parses the number after a "#[Key: " prefix (up to the first space or ']').
std::optional<double> headerNumber(const QByteArray &line, qsizetype prefixLength)
{
    QByteArray rest = line.mid(prefixLength).trimmed();
    qsizetype end = 0;
    while (end < rest.size() && rest[end] != ' ' && rest[end] != ']')
        ++end;
    bool ok = false;
    const double v = rest.left(end).toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<double> field(const QByteArray &text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

void parseDataLine(HlogLog &log, int lineNo, const QByteArray &line)
{
    QList<QByteArray> f = line.split(',');
    QString tag;
    if (!f.isEmpty() && f.first().startsWith("Tag=")) {
        tag = QString::fromUtf8(f.first().mid(4));
        f.removeFirst();
    }
    if (f.size() != 4) {
        addError(log, lineNo, QStringLiteral("expected 4 comma-separated fields, found %1").arg(f.size()));
        return;
    }
    const auto start = field(f[0]);
    const auto length = field(f[1]);
    const auto max = field(f[2]);
    if (!start || !length || !max) {
        addError(log, lineNo, QStringLiteral("start, length or max is not a number"));
        return;
    }
    const auto decoded = QByteArray::fromBase64Encoding(f[3].trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        addError(log, lineNo, QStringLiteral("histogram is not valid base64"));
        return;
    }
    QString error;
    auto histogram = HistogramCodec::decode(*decoded, &error);
    if (!histogram) {
        addError(log, lineNo, error);
        return;
    }
    log.entries.push_back(HlogEntry{tag, *start, *length, *max, std::move(*histogram)});
}

} // namespace

HlogWriter::HlogWriter(QIODevice *device, double maxValueDivisor)
    : m_device(device)
    , m_divisor(maxValueDivisor > 0 ? maxValueDivisor : kDefaultMaxValueDivisor)
{
}

bool HlogWriter::isValidTag(const QString &tag)
{
    for (const QChar c : tag) {
        if (c == QLatin1Char(',') || c.isSpace())
            return false;
    }
    return true;
}

QByteArray HlogWriter::headerText(double startTimeS, std::optional<double> baseTimeS)
{
    const auto ms = static_cast<qint64>(std::llround(startTimeS * 1000.0));
    const QString date = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
    QByteArray out = "#[Histogram log format version 1.2]\n";
    out += "#[StartTime: " + fixed3(startTimeS) + " (seconds since epoch), " + date.toUtf8() + "]\n";
    if (baseTimeS)
        out += "#[BaseTime: " + fixed3(*baseTimeS) + " (seconds since epoch)]\n";
    out += "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n";
    return out;
}

QByteArray HlogWriter::intervalLine(double startS, double lengthS, const HdrHistogram &histogram,
                                    const QString &tag, double maxValueDivisor)
{
    if (!isValidTag(tag))
        return {};
    const double divisor = maxValueDivisor > 0 ? maxValueDivisor : kDefaultMaxValueDivisor;
    QByteArray out;
    if (!tag.isEmpty())
        out += "Tag=" + tag.toUtf8() + ',';
    out += fixed3(startS) + ',' + fixed3(lengthS) + ','
        + fixed3(static_cast<double>(histogram.max()) / divisor) + ','
        + HistogramCodec::encodeCompressed(histogram).toBase64() + '\n';
    return out;
}

bool HlogWriter::writeBytes(const QByteArray &bytes)
{
    if (!m_device || !m_device->isWritable()) {
        m_error = QStringLiteral("hlog device is not open for writing");
        return false;
    }
    if (m_device->write(bytes) != bytes.size()) {
        m_error = QStringLiteral("cannot write hlog: %1").arg(m_device->errorString());
        return false;
    }
    if (auto *file = qobject_cast<QFileDevice *>(m_device); file && !file->flush()) {
        m_error = QStringLiteral("cannot flush hlog: %1").arg(file->errorString());
        return false;
    }
    return true;
}

bool HlogWriter::writeHeader(double startTimeS, std::optional<double> baseTimeS)
{
    return writeBytes(headerText(startTimeS, baseTimeS));
}

bool HlogWriter::writeComment(const QString &text)
{
    QByteArray out;
    for (const QString &line : text.split(QLatin1Char('\n')))
        out += "#" + line.toUtf8() + '\n';
    return writeBytes(out);
}

bool HlogWriter::writeInterval(double startS, double lengthS, const HdrHistogram &histogram, const QString &tag)
{
    const QByteArray line = intervalLine(startS, lengthS, histogram, tag, m_divisor);
    if (line.isEmpty()) {
        m_error = QStringLiteral("invalid hlog tag '%1' (no commas or spaces allowed)").arg(tag);
        return false;
    }
    return writeBytes(line);
}

HlogLog HlogReader::read(const QByteArray &text)
{
    HlogLog log;
    static constexpr QByteArrayView kVersion = "#[Histogram log format version ";
    static constexpr QByteArrayView kStart = "#[StartTime: ";
    static constexpr QByteArrayView kBase = "#[BaseTime: ";
    int lineNo = 0;
    qsizetype pos = 0;
    while (pos < text.size()) {
        qsizetype end = text.indexOf('\n', pos);
        if (end < 0)
            end = text.size();
        const QByteArray line = text.mid(pos, end - pos).trimmed();
        pos = end + 1;
        ++lineNo;
        if (line.isEmpty())
            continue;
        if (line.startsWith(kVersion)) {
            log.formatVersion = QString::fromUtf8(line.mid(kVersion.size()).chopped(line.endsWith(']') ? 1 : 0));
        } else if (line.startsWith(kStart)) {
            log.startTimeS = headerNumber(line, kStart.size());
            if (!log.startTimeS)
                addError(log, lineNo, QStringLiteral("StartTime is not a number"));
        } else if (line.startsWith(kBase)) {
            log.baseTimeS = headerNumber(line, kBase.size());
            if (!log.baseTimeS)
                addError(log, lineNo, QStringLiteral("BaseTime is not a number"));
        } else if (line.startsWith('#')) {
            continue; // comment
        } else if (line.startsWith("\"StartTimestamp\"") || line.startsWith("StartTimestamp")) {
            continue; // legend
        } else {
            parseDataLine(log, lineNo, line);
        }
    }
    return log;
}

HlogLog HlogReader::read(QIODevice &device, qint64 maxBytes)
{
    if (!device.isReadable()) {
        HlogLog log;
        log.errors << QStringLiteral("hlog device is not open for reading");
        return log;
    }
    const QByteArray bytes = device.read(maxBytes);
    HlogLog log = read(bytes);
    if (!device.atEnd())
        log.errors << QStringLiteral("hlog larger than %1 bytes: rest not read").arg(maxBytes);
    return log;
}

} // namespace loopscope::core
