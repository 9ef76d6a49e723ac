#include "devices/transport/termios_serial_link.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "core/timing/realtime.h"

namespace loopscope::devices {

namespace {
bool isLossErrno(int e)
{
    return e == EIO || e == ENXIO || e == ENODEV || e == EBADF || e == ENOENT || e == EPIPE;
}
QString errnoText(int e) { return QString::fromLocal8Bit(std::strerror(e)); }
} // namespace

TermiosSerialLink::~TermiosSerialLink() { close(); }

bool TermiosSerialLink::fail(const QString &what, int errorNumber)
{
    m_error =
        QStringLiteral("%1: %2").arg(what.arg(m_path), errnoText(errorNumber)); // what: "write to %1", ...
    ++m_counters.errors;
    if (isLossErrno(errorNumber)) {
        m_lost = true;
        close();
    }
    return false;
}

bool TermiosSerialLink::open(const QString &path, int baud)
{
    close();
    m_path = path;
    m_baud = baud;
    m_lost = false;
    m_error.clear();
    if (path.isEmpty()) {
        m_error = QCoreApplication::translate("loopscope::DeviceTexts", "no serial port given");
        return false;
    }
    if (baud <= 0) {
        m_error = QCoreApplication::translate("loopscope::DeviceTexts", "invalid baud rate %1 for %2")
                      .arg(baud)
                      .arg(path);
        return false;
    }
    const QByteArray native = path.toLocal8Bit();
    const int fd = ::open(native.constData(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int e = errno;
        m_error = QCoreApplication::translate("loopscope::DeviceTexts", "cannot open %1: %2")
                      .arg(path, errnoText(e));
        ++m_counters.errors;
        return false;
    }
    if (!::isatty(fd)) {
        ::close(fd);
        m_error = QCoreApplication::translate("loopscope::DeviceTexts",
                                              "%1 is not a serial port (not a terminal device)")
                      .arg(path);
        return false;
    }
    QString error;
    if (!configureRawSerial(fd, baud, &error)) {
        ::close(fd);
        m_error = QStringLiteral("%1: %2").arg(path, error);
        return false;
    }
    ::ioctl(fd, TIOCEXCL); // best effort: keep other programs off the port
    m_fd = fd;
    flushInput();
    return true;
}

void TermiosSerialLink::close()
{
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
}

bool TermiosSerialLink::setBaud(int baud)
{
    if (m_fd < 0) {
        m_error = QCoreApplication::translate("loopscope::DeviceTexts", "port is not open");
        return false;
    }
    QString error;
    if (!configureRawSerial(m_fd, baud, &error)) {
        m_error = error;
        return false;
    }
    m_baud = baud;
    return true;
}

bool TermiosSerialLink::write(const char *data, std::size_t size, int timeoutMs)
{
    if (m_fd < 0) {
        m_error = m_lost
                      ? QCoreApplication::translate("loopscope::DeviceTexts", "%1 has gone away").arg(m_path)
                      : QCoreApplication::translate("loopscope::DeviceTexts", "port is not open");
        return false;
    }
    const std::int64_t deadlineNs = core::monotonicNs() + std::int64_t(timeoutMs) * 1'000'000;
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::write(m_fd, data + done, size - done);
        if (n > 0) {
            done += std::size_t(n);
            m_counters.bytesWritten += std::uint64_t(n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno != EAGAIN) {
            const int e = errno; // before translate() can touch it
            return fail(QCoreApplication::translate("loopscope::DeviceTexts", "write to %1"), e);
        }
        const std::int64_t leftMs = (deadlineNs - core::monotonicNs()) / 1'000'000;
        if (leftMs <= 0) {
            m_error =
                QCoreApplication::translate("loopscope::DeviceTexts", "write to %1 timed out after %2 ms")
                    .arg(m_path)
                    .arg(timeoutMs);
            ++m_counters.errors;
            return false;
        }
        pollfd p{m_fd, POLLOUT, 0};
        const int r = ::poll(&p, 1, int(leftMs));
        if (r < 0 && errno != EINTR)
            return fail(QStringLiteral("poll %1"), errno);
        if (r > 0 && (p.revents & (POLLERR | POLLNVAL)))
            return fail(QCoreApplication::translate("loopscope::DeviceTexts", "write to %1"), EIO);
    }
    return true;
}

long TermiosSerialLink::read(char *buffer, std::size_t capacity, int timeoutMs)
{
    if (m_fd < 0) {
        m_error = m_lost
                      ? QCoreApplication::translate("loopscope::DeviceTexts", "%1 has gone away").arg(m_path)
                      : QCoreApplication::translate("loopscope::DeviceTexts", "port is not open");
        return -1;
    }
    pollfd p{m_fd, POLLIN, 0};
    int r;
    do {
        r = ::poll(&p, 1, timeoutMs);
    } while (r < 0 && errno == EINTR);
    if (r < 0) {
        fail(QStringLiteral("poll %1"), errno);
        return -1;
    }
    if (r == 0) {
        ++m_counters.timeouts;
        return 0;
    }
    const ssize_t n = ::read(m_fd, buffer, capacity);
    if (n > 0) {
        m_counters.bytesRead += std::uint64_t(n);
        return long(n);
    }
    if (n < 0 && errno != EAGAIN && errno != EINTR) {
        const int e = errno; // before translate() can touch it
        fail(QCoreApplication::translate("loopscope::DeviceTexts", "read from %1"), e);
        return -1;
    }
    if (p.revents & (POLLHUP | POLLERR | POLLNVAL)) {
        // Readable-with-hang-up and nothing to read: the other side is gone.
        fail(QCoreApplication::translate("loopscope::DeviceTexts", "read from %1"), EIO);
        return -1;
    }
    return 0;
}

void TermiosSerialLink::flushInput()
{
    if (m_fd < 0)
        return;
    char scratch[512];
    while (::read(m_fd, scratch, sizeof scratch) > 0) {
    }
}

} // namespace loopscope::devices
