#include "core/bench/udp_probe_socket.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

namespace loopscope::core {

namespace {

QString addressText(const sockaddr *address, socklen_t length, quint16 port)
{
    char text[NI_MAXHOST] = {};
    if (getnameinfo(address, length, text, sizeof(text), nullptr, 0, NI_NUMERICHOST) != 0)
        return QStringLiteral("?:%1").arg(port);
    if (address->sa_family == AF_INET6)
        return QStringLiteral("[%1]:%2").arg(QString::fromLatin1(text)).arg(port);
    return QStringLiteral("%1:%2").arg(QString::fromLatin1(text)).arg(port);
}

} // namespace

int openConnectedUdpSocket(const QString &host, quint16 port, int receiveTimeoutMs, QString *peer,
                           QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return -1;
    };
    if (host.trimmed().isEmpty())
        return fail(QCoreApplication::translate("loopscope::CoreTexts", "no host given"));
    if (port == 0)
        return fail(QCoreApplication::translate("loopscope::CoreTexts", "no port given (port 0)"));

    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_DGRAM;
    hints.ai_protocol = IPPROTO_UDP;
    addrinfo *results = nullptr;
    const QByteArray hostBytes = host.trimmed().toUtf8();
    const QByteArray portBytes = QByteArray::number(port);
    const int gaiRc = getaddrinfo(hostBytes.constData(), portBytes.constData(), &hints, &results);
    if (gaiRc != 0) {
        const QString reason = gaiRc == EAI_SYSTEM ? QString::fromLocal8Bit(std::strerror(errno))
                                                   : QString::fromLocal8Bit(gai_strerror(gaiRc));
        return fail(QCoreApplication::translate("loopscope::CoreTexts", "cannot resolve host '%1': %2")
                        .arg(host, reason));
    }

    QString lastError = QCoreApplication::translate("loopscope::CoreTexts", "no usable address");
    int fd = -1;
    for (addrinfo *ai = results; ai != nullptr; ai = ai->ai_next) {
        fd = ::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
        if (fd < 0) {
            lastError = QString::fromLocal8Bit(std::strerror(errno));
            continue;
        }
        if (::connect(fd, ai->ai_addr, ai->ai_addrlen) == 0) {
            if (peer)
                *peer = addressText(ai->ai_addr, ai->ai_addrlen, port);
            break;
        }
        lastError = QStringLiteral("%1: %2").arg(addressText(ai->ai_addr, ai->ai_addrlen, port),
                                                 QString::fromLocal8Bit(std::strerror(errno)));
        ::close(fd);
        fd = -1;
    }
    freeaddrinfo(results);
    if (fd < 0)
        return fail(
            QCoreApplication::translate("loopscope::CoreTexts", "cannot open a UDP socket to %1:%2: %3")
                .arg(host)
                .arg(port)
                .arg(lastError));

    timeval timeout{};
    timeout.tv_sec = receiveTimeoutMs / 1000;
    timeout.tv_usec = (receiveTimeoutMs % 1000) * 1000;
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof(timeout));
    // Room for a full loss timeout of replies at 10 kHz; the kernel caps it.
    const int bufferBytes = 4 * 1024 * 1024;
    setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &bufferBytes, sizeof(bufferBytes));
    setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &bufferBytes, sizeof(bufferBytes));
    return fd;
}

} // namespace loopscope::core
