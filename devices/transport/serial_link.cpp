#include "devices/transport/serial_link.h"

#include "devices/transport/qt_serial_link.h"
#include "devices/transport/termios_serial_link.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace loopscope::devices {

bool SerialLink::write(QByteArrayView bytes)
{
    return write(bytes.data(), std::size_t(bytes.size()), 100);
}

QByteArray SerialLink::readAvailable()
{
    return read(std::chrono::milliseconds(0), 0);
}

QByteArray SerialLink::read(std::chrono::milliseconds timeout, qsizetype maxBytes)
{
    QByteArray out(maxBytes > 0 ? maxBytes : 4096, Qt::Uninitialized);
    const long n = read(out.data(), std::size_t(out.size()), int(timeout.count()));
    if (n <= 0)
        return {};
    out.truncate(qsizetype(n));
    return out;
}

std::unique_ptr<SerialLink> createSerialLink(SerialLinkKind kind)
{
    if (kind == SerialLinkKind::QSerialPort)
        return std::make_unique<QtSerialLink>();
    return std::make_unique<TermiosSerialLink>();
}

namespace {
QString latencyTimerFile(const QString &portPath, QString *error)
{
    const QString resolved = QFileInfo(portPath).canonicalFilePath();
    const QString name = QFileInfo(resolved.isEmpty() ? portPath : resolved).fileName();
    if (!name.startsWith(QLatin1String("ttyUSB"))) {
        if (error)
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "%1 is not a USB serial (ttyUSB) port: no latency timer")
                         .arg(portPath);
        return {};
    }
    const QString file = QStringLiteral("/sys/bus/usb-serial/devices/%1/latency_timer").arg(name);
    if (!QFileInfo::exists(file)) {
        if (error)
            *error =
                QCoreApplication::translate("loopscope::DeviceTexts", "%1 has no latency timer (%2 missing)")
                    .arg(portPath, file);
        return {};
    }
    return file;
}
} // namespace

int usbLatencyTimerMs(const QString &portPath, QString *error)
{
    const QString file = latencyTimerFile(portPath, error);
    if (file.isEmpty())
        return -1;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("loopscope::DeviceTexts", "cannot read %1: %2")
                         .arg(file, f.errorString());
        return -1;
    }
    bool ok = false;
    const int value = QString::fromLatin1(f.readAll()).trimmed().toInt(&ok);
    if (!ok) {
        if (error)
            *error =
                QCoreApplication::translate("loopscope::DeviceTexts", "unexpected content in %1").arg(file);
        return -1;
    }
    return value;
}

bool setUsbLatencyTimerMs(const QString &portPath, int valueMs, QString *error)
{
    if (valueMs < 1 || valueMs > 255) {
        if (error)
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "latency timer must be 1..255 ms, not %1")
                         .arg(valueMs);
        return false;
    }
    const QString file = latencyTimerFile(portPath, error);
    if (file.isEmpty())
        return false;
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "cannot write %1 (%2): run as root or add a udev rule "
                                                 "ATTR{latency_timer}=\"%3\"")
                         .arg(file, f.errorString())
                         .arg(valueMs);
        return false;
    }
    if (f.write(QByteArray::number(valueMs)) <= 0) {
        if (error)
            *error = QCoreApplication::translate("loopscope::DeviceTexts", "cannot write %1: %2")
                         .arg(file, f.errorString());
        return false;
    }
    return true;
}

} // namespace loopscope::devices
