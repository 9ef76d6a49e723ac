#include "devices/transport/qt_serial_link.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSerialPort>

namespace loopscope::devices {

QtSerialLink::QtSerialLink() = default;
QtSerialLink::~QtSerialLink() { close(); }

bool QtSerialLink::open(const QString &path, int baud)
{
    close();
    m_path = path;
    m_baud = baud;
    m_lost = false;
    m_error.clear();
    if (path.isEmpty() || baud <= 0) {
        m_error = path.isEmpty()
                      ? QCoreApplication::translate("loopscope::DeviceTexts", "no serial port given")
                      : QCoreApplication::translate("loopscope::DeviceTexts", "invalid baud rate %1 for %2")
                            .arg(baud)
                            .arg(path);
        return false;
    }
    // QSerialPort takes a port name or a path; resolve symlinks ourselves so a
    // simulator's link directory works the same as /dev/serial/by-id.
    const QString resolved = QFileInfo(path).canonicalFilePath();
    if (resolved.isEmpty()) {
        m_error =
            QCoreApplication::translate("loopscope::DeviceTexts", "cannot open %1: no such file").arg(path);
        ++m_counters.errors;
        return false;
    }
    m_port = std::make_unique<QSerialPort>();
    m_port->setPortName(resolved);
    if (!m_port->open(QIODevice::ReadWrite)) {
        m_error = QCoreApplication::translate("loopscope::DeviceTexts", "cannot open %1: %2")
                      .arg(path, m_port->errorString());
        ++m_counters.errors;
        m_port.reset();
        return false;
    }
    if (!m_port->setBaudRate(baud) || !m_port->setDataBits(QSerialPort::Data8)
        || !m_port->setParity(QSerialPort::NoParity) || !m_port->setStopBits(QSerialPort::OneStop)
        || !m_port->setFlowControl(QSerialPort::NoFlowControl)) {
        m_error = QCoreApplication::translate("loopscope::DeviceTexts", "cannot configure %1 at %2 baud: %3")
                      .arg(path)
                      .arg(baud)
                      .arg(m_port->errorString());
        m_port.reset();
        return false;
    }
    m_port->clear(QSerialPort::Input);
    return true;
}

void QtSerialLink::close()
{
    if (m_port) {
        m_port->close();
        m_port.reset();
    }
}

bool QtSerialLink::isOpen() const { return m_port && m_port->isOpen(); }

bool QtSerialLink::setBaud(int baud)
{
    if (!isOpen() || !m_port->setBaudRate(baud)) {
        m_error = isOpen() ? m_port->errorString()
                           : QCoreApplication::translate("loopscope::DeviceTexts", "port is not open");
        return false;
    }
    m_baud = baud;
    return true;
}

bool QtSerialLink::checkLost()
{
    if (!m_port)
        return true;
    const auto e = m_port->error();
    // On Linux a hung-up port shows as ReadError (read() gave EOF/EIO) or
    // ResourceError; the port cannot recover from either.
    if (e == QSerialPort::ResourceError || e == QSerialPort::DeviceNotFoundError
        || e == QSerialPort::PermissionError || e == QSerialPort::ReadError
        || e == QSerialPort::WriteError) {
        m_error = QCoreApplication::translate("loopscope::DeviceTexts", "%1 has gone away: %2")
                      .arg(m_path, m_port->errorString());
        ++m_counters.errors;
        m_lost = true;
        close();
        return true;
    }
    return false;
}

bool QtSerialLink::write(const char *data, std::size_t size, int timeoutMs)
{
    if (!isOpen()) {
        m_error = m_lost
                      ? QCoreApplication::translate("loopscope::DeviceTexts", "%1 has gone away").arg(m_path)
                      : QCoreApplication::translate("loopscope::DeviceTexts", "port is not open");
        return false;
    }
    const qint64 n = m_port->write(data, qint64(size));
    if (n != qint64(size)) {
        if (!checkLost())
            m_error = QCoreApplication::translate("loopscope::DeviceTexts", "write to %1 failed: %2")
                          .arg(m_path, m_port->errorString());
        return false;
    }
    while (m_port->bytesToWrite() > 0) {
        if (!m_port->waitForBytesWritten(timeoutMs)) {
            if (!checkLost()) {
                m_error =
                    QCoreApplication::translate("loopscope::DeviceTexts", "write to %1 timed out after %2 ms")
                        .arg(m_path)
                        .arg(timeoutMs);
                ++m_counters.errors;
            }
            return false;
        }
    }
    m_counters.bytesWritten += size;
    return true;
}

long QtSerialLink::read(char *buffer, std::size_t capacity, int timeoutMs)
{
    if (!isOpen()) {
        m_error = m_lost
                      ? QCoreApplication::translate("loopscope::DeviceTexts", "%1 has gone away").arg(m_path)
                      : QCoreApplication::translate("loopscope::DeviceTexts", "port is not open");
        return -1;
    }
    if (m_port->bytesAvailable() == 0 && !m_port->waitForReadyRead(timeoutMs)) {
        if (checkLost())
            return -1;
        m_port->clearError();
        ++m_counters.timeouts;
        return 0;
    }
    const qint64 n = m_port->read(buffer, qint64(capacity));
    if (n < 0 || (n == 0 && m_port->bytesAvailable() == 0)) {
        // Ready to read but nothing there: the other side hung up (EOF/EIO).
        if (!checkLost()) {
            m_error = QCoreApplication::translate("loopscope::DeviceTexts", "%1 has gone away (hang-up): %2")
                          .arg(m_path, m_port->errorString());
            ++m_counters.errors;
            m_lost = true;
            close();
        }
        return -1;
    }
    m_counters.bytesRead += std::uint64_t(n);
    return long(n);
}

void QtSerialLink::flushInput()
{
    if (isOpen()) {
        m_port->clear(QSerialPort::Input);
        m_port->readAll();
    }
}

} // namespace loopscope::devices
