#include "devices/common/telemetry_csv.h"

#include <QCoreApplication>
#include <cmath>

namespace loopscope::devices {

namespace {

// A number with '.' whatever the locale; "" for NaN (not measured).
QByteArray number(double value, int decimals)
{
    return std::isfinite(value) ? QByteArray::number(value, 'f', decimals) : QByteArray();
}

} // namespace

QByteArray TelemetryCsv::header(const std::vector<TelemetryChannel> &channels)
{
    QByteArrayList columns{"time_s"};
    for (const TelemetryChannel &channel : channels)
        columns << channel.key.toUtf8();
    columns << "mode"
            << "device_mode"
            << "fault_code";
    return columns.join(',');
}

QByteArray TelemetryCsv::row(const TelemetrySample &sample, std::size_t channelCount, int64_t t0Ns)
{
    QByteArrayList fields{QByteArray::number(double(sample.timeNs - t0Ns) / 1e9, 'f', 6)};
    for (std::size_t i = 0; i < channelCount && i < sample.values.size(); ++i)
        fields << number(sample.values[i], 4);
    fields << QByteArray::number(int(sample.mode)) << QByteArray::number(sample.deviceMode)
           << QByteArray::number(sample.faultCode);
    return fields.join(',');
}

bool TelemetryCsv::open(const QString &path, const std::vector<TelemetryChannel> &channels, int64_t t0Ns,
                        QString *error)
{
    close();
    m_file.setFileName(path);
    m_channels = std::min<std::size_t>(channels.size(), kMaxTelemetryChannels);
    m_t0Ns = t0Ns;
    m_rows = 0;
    // Unbuffered: every row reaches the file at once, and a short write (a
    // full disk) shows in write()'s count.
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered)) {
        if (error)
            *error = QCoreApplication::translate("loopscope::DeviceTexts", "cannot write %1: %2")
                         .arg(path, m_file.errorString());
        return false;
    }
    std::vector<TelemetryChannel> used(channels.begin(), channels.begin() + qsizetype(m_channels));
    const QByteArray line = header(used) + '\n';
    if (m_file.write(line) != line.size()) {
        if (error)
            *error = QCoreApplication::translate("loopscope::DeviceTexts", "cannot write %1: %2")
                         .arg(path, m_file.errorString());
        m_file.close();
        return false;
    }
    return true;
}

bool TelemetryCsv::append(const std::vector<TelemetrySample> &samples, QString *error)
{
    if (!m_file.isOpen())
        return false;
    QByteArray text;
    for (const TelemetrySample &sample : samples) {
        if (!sample.valid)
            continue;
        text += row(sample, m_channels, m_t0Ns) + '\n';
        ++m_rows;
    }
    if (text.isEmpty())
        return true;
    if (m_file.write(text) != text.size()) {
        if (error)
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "cannot write %1: %2 (the rows before are kept)")
                         .arg(m_file.fileName(),
                              m_file.errorString().isEmpty()
                                  ? QCoreApplication::translate("loopscope::DeviceTexts", "disk full")
                                  : m_file.errorString());
        m_file.close();
        return false;
    }
    return true;
}

void TelemetryCsv::close()
{
    if (m_file.isOpen())
        m_file.close();
}

} // namespace loopscope::devices
