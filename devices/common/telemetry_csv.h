#pragma once
// Actuator telemetry as CSV that PlotJuggler (and pandas, and a spreadsheet)
// opens as is: time in seconds in the first column, one header row, only
// numbers below it ('.' decimals whatever the locale), one column per
// telemetry channel named by its key with its unit ("position_deg",
// "torque_Nm"), then the control mode and the fault code as numbers (no
// text columns, no blank lines: every row parses). Rows are written as
// they come, unbuffered, so a killed program leaves every sample up to its
// end.

#include "devices/common/device.h"

#include <QFile>
#include <QString>
#include <cstdint>
#include <vector>

namespace loopscope::devices {

class TelemetryCsv
{
public:
    // The header line for these channels (without the newline).
    static QByteArray header(const std::vector<TelemetryChannel> &channels);
    // One sample's row (without the newline): time_s from t0Ns.
    static QByteArray row(const TelemetrySample &sample, std::size_t channelCount, int64_t t0Ns);

    // Creates path (replacing it) and writes the header. False with a
    // clear message ("cannot write /path: ...").
    bool open(const QString &path, const std::vector<TelemetryChannel> &channels, int64_t t0Ns,
              QString *error);
    // Appends the valid samples; false (once, with *error) when the disk
    // refuses them: the file then keeps what was written before.
    bool append(const std::vector<TelemetrySample> &samples, QString *error);
    void close();
    bool isOpen() const { return m_file.isOpen(); }
    int64_t rowsWritten() const { return m_rows; }

private:
    QFile m_file;
    std::size_t m_channels = 0;
    int64_t m_t0Ns = 0;
    int64_t m_rows = 0;
};

} // namespace loopscope::devices
