#pragma once
// Minimal blocking serial link on POSIX termios: open(O_NOCTTY | O_NONBLOCK),
// raw 8N1, termios2/BOTHER for arbitrary baud rates, poll()+read()/write().
// The default SerialLink (see serial_link.h). One thread only.

#include "devices/transport/serial_link.h"

namespace loopscope::devices {

class TermiosSerialLink : public SerialLink
{
public:
    TermiosSerialLink() = default;
    ~TermiosSerialLink() override;

    using SerialLink::read;
    using SerialLink::write;

    bool open(const QString &path, int baud) override;
    void close() override;
    bool isOpen() const override { return m_fd >= 0; }
    bool setBaud(int baud) override;
    bool write(const char *data, std::size_t size, int timeoutMs = 100) override;
    long read(char *buffer, std::size_t capacity, int timeoutMs) override;
    void flushInput() override;
    QString implementationName() const override { return QStringLiteral("termios"); }

    int fileDescriptor() const { return m_fd; }

private:
    bool fail(const QString &what, int errorNumber);
    int m_fd = -1;
};

// Sets fd raw 8N1 at any baud (termios2/BOTHER). False with *error on failure.
bool configureRawSerial(int fd, int baud, QString *error);

} // namespace loopscope::devices
