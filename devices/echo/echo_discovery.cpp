#include "devices/echo/echo_discovery.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostInfo>
#include <QMap>

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <net/if.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace loopscope::devices {

namespace {

constexpr int kMaxPortsPerTarget = 1024;
constexpr int kMaxAddressesPerHost = 4;

bool parsePort(const QString &text, quint16 *port, QString *error)
{
    bool ok = false;
    const uint value = text.trimmed().toUInt(&ok);
    if (!ok || value < 1 || value > 65535) {
        if (error)
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "bad port '%1' (expected a number 1..65535)")
                         .arg(text);
        return false;
    }
    *port = static_cast<quint16>(value);
    return true;
}

// One non-blocking UDP socket per address family, opened on first use.
class DiscoverySocket
{
public:
    explicit DiscoverySocket(int family) : m_family(family) {}
    ~DiscoverySocket()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    DiscoverySocket(const DiscoverySocket &) = delete;
    DiscoverySocket &operator=(const DiscoverySocket &) = delete;

    int fd() const { return m_fd; }
    bool open(QString *error)
    {
        if (m_fd >= 0)
            return true;
        m_fd = ::socket(m_family, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (m_fd < 0) {
            const QString why = QString::fromLocal8Bit(strerror(errno)); // before translate() can touch errno
            *error = QCoreApplication::translate("loopscope::DeviceTexts", "cannot open a UDP socket: %1")
                         .arg(why);
            return false;
        }
        const int on = 1;
        const int bufferBytes = 1 << 20;
        if (m_family == AF_INET)
            ::setsockopt(m_fd, SOL_SOCKET, SO_BROADCAST, &on, sizeof on);
        ::setsockopt(m_fd, SOL_SOCKET, SO_RCVBUF, &bufferBytes, sizeof bufferBytes);
        return true;
    }

private:
    int m_family;
    int m_fd = -1;
};

socklen_t toSockaddr(const QHostAddress &address, quint16 port, sockaddr_storage *out)
{
    std::memset(out, 0, sizeof *out);
    if (address.protocol() == QAbstractSocket::IPv4Protocol) {
        auto *in = reinterpret_cast<sockaddr_in *>(out);
        in->sin_family = AF_INET;
        in->sin_port = htons(port);
        in->sin_addr.s_addr = htonl(address.toIPv4Address());
        return sizeof *in;
    }
    auto *in6 = reinterpret_cast<sockaddr_in6 *>(out);
    in6->sin6_family = AF_INET6;
    in6->sin6_port = htons(port);
    const Q_IPV6ADDR bytes = address.toIPv6Address();
    std::memcpy(&in6->sin6_addr, bytes.c, 16);
    const QString scope = address.scopeId();
    if (!scope.isEmpty()) {
        bool numeric = false;
        const uint id = scope.toUInt(&numeric);
        in6->sin6_scope_id = numeric ? id : if_nametoindex(scope.toLocal8Bit().constData());
    }
    return sizeof *in6;
}

QString endpointText(const QHostAddress &address, quint16 port)
{
    if (address.protocol() == QAbstractSocket::IPv6Protocol)
        return QStringLiteral("[%1]:%2").arg(address.toString()).arg(port);
    return QStringLiteral("%1:%2").arg(address.toString()).arg(port);
}

QList<QHostAddress> resolve(const QString &host, QString *error)
{
    QHostAddress literal;
    if (literal.setAddress(host))
        return {literal};
    const QHostInfo info = QHostInfo::fromName(host);
    QList<QHostAddress> addresses;
    for (const QHostAddress &address : info.addresses()) {
        if (address.protocol() == QAbstractSocket::IPv4Protocol ||
            address.protocol() == QAbstractSocket::IPv6Protocol)
            addresses.append(address);
        if (addresses.size() >= kMaxAddressesPerHost)
            break;
    }
    if (addresses.isEmpty()) {
        const QString reason =
            info.error() != QHostInfo::NoError
                ? info.errorString()
                : QCoreApplication::translate("loopscope::DeviceTexts", "no IPv4 or IPv6 address");
        *error = QCoreApplication::translate("loopscope::DeviceTexts", "cannot resolve host '%1': %2")
                     .arg(host, reason);
    }
    return addresses;
}

} // namespace

bool DiscoveryTarget::parse(const QString &text, DiscoveryTarget *out, QString *error)
{
    QString dummy;
    if (!error)
        error = &dummy;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        *error = QCoreApplication::translate(
            "loopscope::DeviceTexts", "empty discovery target (expected HOST:PORT or HOST:FIRST-LAST)");
        return false;
    }
    QString host;
    QString ports;
    if (trimmed.startsWith(QLatin1Char('['))) {
        const qsizetype close = trimmed.indexOf(QLatin1Char(']'));
        if (close < 0 || close + 1 >= trimmed.size() || trimmed.at(close + 1) != QLatin1Char(':')) {
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "bad target '%1' (expected [IPV6]:PORT, e.g. [::1]:7000)")
                         .arg(trimmed);
            return false;
        }
        host = trimmed.mid(1, close - 1);
        ports = trimmed.mid(close + 2);
    } else {
        const qsizetype colon = trimmed.lastIndexOf(QLatin1Char(':'));
        if (colon < 0) {
            *error =
                QCoreApplication::translate("loopscope::DeviceTexts",
                                            "target '%1' has no port (expected HOST:PORT or HOST:FIRST-LAST)")
                    .arg(trimmed);
            return false;
        }
        host = trimmed.left(colon);
        ports = trimmed.mid(colon + 1);
        if (host.contains(QLatin1Char(':'))) {
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "IPv6 address in '%1' needs brackets, e.g. [::1]:7000")
                         .arg(trimmed);
            return false;
        }
    }
    if (host.trimmed().isEmpty()) {
        *error =
            QCoreApplication::translate("loopscope::DeviceTexts", "target '%1' has no host").arg(trimmed);
        return false;
    }
    const QStringList parts = ports.split(QLatin1Char('-'));
    if (parts.size() > 2) {
        *error =
            QCoreApplication::translate("loopscope::DeviceTexts", "bad port range '%1' (expected FIRST-LAST)")
                .arg(ports);
        return false;
    }
    DiscoveryTarget target;
    target.host = host.trimmed();
    if (!parsePort(parts.at(0), &target.firstPort, error))
        return false;
    target.lastPort = target.firstPort;
    if (parts.size() == 2 && !parsePort(parts.at(1), &target.lastPort, error))
        return false;
    if (target.lastPort < target.firstPort) {
        *error = QCoreApplication::translate("loopscope::DeviceTexts", "port range %1-%2 runs backwards")
                     .arg(target.firstPort)
                     .arg(target.lastPort);
        return false;
    }
    if (target.lastPort - target.firstPort + 1 > kMaxPortsPerTarget) {
        *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                             "port range %1-%2 is too large (at most %3 ports)")
                     .arg(target.firstPort)
                     .arg(target.lastPort)
                     .arg(kMaxPortsPerTarget);
        return false;
    }
    if (out)
        *out = target;
    return true;
}

QString DiscoveredDevice::endpoint() const
{
    return endpointText(address, port);
}

std::vector<DiscoveredDevice> discoverEchoDevices(const std::vector<DiscoveryTarget> &targets, int timeoutMs,
                                                  QStringList *errors)
{
    QStringList dummyErrors;
    if (!errors)
        errors = &dummyErrors;
    DiscoverySocket socket4(AF_INET);
    DiscoverySocket socket6(AF_INET6);
    QElapsedTimer clock;
    clock.start();
    QMap<QString, qint64> sentAtNs;     // endpoint -> send time
    QMap<quint16, qint64> sentToPortNs; // for replies from another address (broadcast)
    const QByteArray request = makeDiscoveryRequest();
    bool anySent = false;

    for (const DiscoveryTarget &target : targets) {
        if (target.firstPort == 0 || target.lastPort < target.firstPort ||
            target.lastPort - target.firstPort + 1 > kMaxPortsPerTarget) {
            errors->append(
                QCoreApplication::translate("loopscope::DeviceTexts", "bad port range %1-%2 for host '%3'")
                    .arg(target.firstPort)
                    .arg(target.lastPort)
                    .arg(target.host));
            continue;
        }
        QString error;
        const QList<QHostAddress> addresses = resolve(target.host, &error);
        if (addresses.isEmpty()) {
            errors->append(error);
            continue;
        }
        for (const QHostAddress &address : addresses) {
            DiscoverySocket &socket = address.protocol() == QAbstractSocket::IPv4Protocol ? socket4 : socket6;
            if (!socket.open(&error)) {
                errors->append(error);
                continue;
            }
            bool reported = false;
            for (uint port = target.firstPort; port <= target.lastPort; ++port) {
                sockaddr_storage to;
                const socklen_t toLength = toSockaddr(address, static_cast<quint16>(port), &to);
                const qint64 nowNs = clock.nsecsElapsed();
                if (::sendto(socket.fd(), request.constData(), size_t(request.size()), 0,
                             reinterpret_cast<sockaddr *>(&to), toLength) < 0) {
                    if (!reported)
                        errors->append(
                            QCoreApplication::translate("loopscope::DeviceTexts", "cannot send to %1: %2")
                                .arg(endpointText(address, quint16(port)),
                                     QString::fromLocal8Bit(strerror(errno))));
                    reported = true;
                    continue;
                }
                anySent = true;
                sentAtNs.insert(endpointText(address, quint16(port)), nowNs);
                if (!sentToPortNs.contains(quint16(port)))
                    sentToPortNs.insert(quint16(port), nowNs);
            }
        }
    }

    std::vector<DiscoveredDevice> found;
    if (!anySent)
        return found;
    const qint64 deadlineNs = clock.nsecsElapsed() + qint64(std::max(timeoutMs, 0)) * 1000000;
    QByteArray buffer(2048, Qt::Uninitialized);
    for (;;) {
        const qint64 leftNs = deadlineNs - clock.nsecsElapsed();
        if (leftNs <= 0)
            break;
        pollfd fds[2];
        nfds_t count = 0;
        for (int fd : {socket4.fd(), socket6.fd()}) {
            if (fd >= 0)
                fds[count++] = pollfd{fd, POLLIN, 0};
        }
        const int ready = ::poll(fds, count, int((leftNs + 999999) / 1000000));
        if (ready <= 0)
            continue; // timeout (the loop ends) or EINTR
        for (nfds_t i = 0; i < count; ++i) {
            if (!(fds[i].revents & POLLIN))
                continue;
            for (;;) {
                sockaddr_storage from;
                socklen_t fromLength = sizeof from;
                const ssize_t received = ::recvfrom(fds[i].fd, buffer.data(), size_t(buffer.size()), 0,
                                                    reinterpret_cast<sockaddr *>(&from), &fromLength);
                if (received < 0)
                    break; // EAGAIN: drained; errors (e.g. ICMP) are not replies
                const qint64 nowNs = clock.nsecsElapsed();
                const std::optional<EchoIdentity> identity =
                    parseIdentityReply(QByteArray(buffer.constData(), received));
                if (!identity)
                    continue; // an echo or foreign datagram: not ours to judge
                QHostAddress address(reinterpret_cast<const sockaddr *>(&from));
                const quint16 port = from.ss_family == AF_INET
                                         ? ntohs(reinterpret_cast<const sockaddr_in *>(&from)->sin_port)
                                         : ntohs(reinterpret_cast<const sockaddr_in6 *>(&from)->sin6_port);
                const QString key = endpointText(address, port);
                const bool duplicate =
                    std::any_of(found.begin(), found.end(), [&](const DiscoveredDevice &d) {
                        return d.port == port && d.address == address;
                    });
                if (duplicate)
                    continue;
                const qint64 sentNs = sentAtNs.value(key, sentToPortNs.value(port, -1));
                DiscoveredDevice device;
                device.identity = *identity;
                device.address = address;
                device.port = port;
                device.probeRttMs = sentNs >= 0 ? double(nowNs - sentNs) / 1e6 : 0.0;
                found.push_back(device);
            }
        }
    }
    std::sort(found.begin(), found.end(), [](const DiscoveredDevice &a, const DiscoveredDevice &b) {
        if (a.address != b.address)
            return a.address.toString() < b.address.toString();
        return a.port < b.port;
    });
    return found;
}

} // namespace loopscope::devices
