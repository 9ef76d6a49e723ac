#pragma once
// SerialLink on QSerialPort, driven with its blocking calls (waitForReadyRead,
// waitForBytesWritten) from the worker thread that owns it. The QSerialPort is
// created in open(), i.e. in the thread that uses it — never on the GUI thread.
// Kept for comparison (bench_serial_turnaround) and as an alternative; the
// default is TermiosSerialLink.

#include "devices/transport/serial_link.h"

#include <memory>

class QSerialPort;

namespace loopscope::devices {

class QtSerialLink : public SerialLink
{
public:
    QtSerialLink();
    ~QtSerialLink() override;

    using SerialLink::read;
    using SerialLink::write;

    bool open(const QString &path, int baud) override;
    void close() override;
    bool isOpen() const override;
    bool setBaud(int baud) override;
    bool write(const char *data, std::size_t size, int timeoutMs = 100) override;
    long read(char *buffer, std::size_t capacity, int timeoutMs) override;
    void flushInput() override;
    QString implementationName() const override { return QStringLiteral("qserialport"); }

private:
    bool checkLost();
    std::unique_ptr<QSerialPort> m_port;
};

} // namespace loopscope::devices
