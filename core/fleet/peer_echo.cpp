#include "core/fleet/peer_echo.h"

#include "core/bench/probe_datagram.h"
#include "core/fleet/fleet_link.h"
#include "core/timing/realtime.h"

#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <deque>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace loopscope::core::fleet {

namespace {

constexpr int64_t kMaxInboundDelayNs = 1'000'000'000;
constexpr size_t kMaxHeld = 65'536; // datagrams held for the inbound delay (64 s at 1 kHz of 1 s delay)

struct Held
{
    int64_t dueNs = 0; // monotonic
    sockaddr_storage from{};
    socklen_t fromLength = 0;
    std::vector<uint8_t> bytes;
};

} // namespace

struct PeerEcho::Impl
{
    PeerEchoConfig config;
    int fd = -1;
    uint16_t port = 0;
    QString address;
    std::thread thread;
    std::atomic<bool> stopping{false};
    std::atomic<int64_t> echoed{0}, stamped{0};

    void echo(Held &h)
    {
        const int64_t arrived = realtimeNs() + config.clockOffsetNs;
        if (stampProbeDatagram(h.bytes.data(), h.bytes.size(), arrived, realtimeNs() + config.clockOffsetNs))
            stamped.fetch_add(1, std::memory_order_relaxed);
        ssize_t rc;
        do {
            rc = ::sendto(fd, h.bytes.data(), h.bytes.size(), 0, reinterpret_cast<sockaddr *>(&h.from), h.fromLength);
        } while (rc < 0 && errno == EINTR);
        if (rc >= 0)
            echoed.fetch_add(1, std::memory_order_relaxed);
    }

    void loop()
    {
        std::deque<Held> held;
        std::vector<uint8_t> buffer(65'536);
        while (!stopping.load(std::memory_order_relaxed)) {
            int timeoutMs = 50;
            if (!held.empty())
                timeoutMs = int(std::max<int64_t>(0, (held.front().dueNs - monotonicNs() + 999'999) / 1'000'000));
            pollfd p{fd, POLLIN, 0};
            const int ready = ::poll(&p, 1, std::min(timeoutMs, 50));
            if (ready > 0 && (p.revents & POLLIN)) {
                Held h;
                h.fromLength = sizeof(h.from);
                const ssize_t n = ::recvfrom(fd, buffer.data(), buffer.size(), MSG_DONTWAIT,
                                             reinterpret_cast<sockaddr *>(&h.from), &h.fromLength);
                if (n >= 0) {
                    h.bytes.assign(buffer.begin(), buffer.begin() + n);
                    if (config.inboundDelayNs == 0) {
                        echo(h);
                    } else if (held.size() < kMaxHeld) {
                        h.dueNs = monotonicNs() + config.inboundDelayNs;
                        held.push_back(std::move(h));
                    }
                }
            }
            const int64_t now = monotonicNs();
            while (!held.empty() && held.front().dueNs <= now) {
                echo(held.front());
                held.pop_front();
            }
        }
    }
};

PeerEcho::PeerEcho() : d(std::make_unique<Impl>()) {}

PeerEcho::~PeerEcho()
{
    stop();
}

bool PeerEcho::start(const PeerEchoConfig &config, QString *error)
{
    stop();
    if (config.inboundDelayNs < 0 || config.inboundDelayNs > kMaxInboundDelayNs) {
        *error = QStringLiteral("inbound delay %1 ms is outside 0..1000 ms").arg(double(config.inboundDelayNs) / 1e6);
        return false;
    }
    d->config = config;
    sockaddr_storage addr{};
    socklen_t length = 0;
    const QByteArray host = config.bindAddress.toLatin1();
    auto *v4 = reinterpret_cast<sockaddr_in *>(&addr);
    auto *v6 = reinterpret_cast<sockaddr_in6 *>(&addr);
    if (inet_pton(AF_INET, host.constData(), &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(config.port);
        length = sizeof(sockaddr_in);
    } else if (inet_pton(AF_INET6, host.constData(), &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(config.port);
        length = sizeof(sockaddr_in6);
    } else {
        *error = QStringLiteral("cannot serve an echo on '%1': not an IPv4 or IPv6 address").arg(config.bindAddress);
        return false;
    }
    d->fd = ::socket(addr.ss_family, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (d->fd < 0 || ::bind(d->fd, reinterpret_cast<sockaddr *>(&addr), length) != 0) {
        *error = QStringLiteral("cannot serve an echo on %1 port %2: %3")
                     .arg(config.bindAddress)
                     .arg(config.port)
                     .arg(QString::fromLocal8Bit(std::strerror(errno)));
        if (d->fd >= 0)
            ::close(d->fd);
        d->fd = -1;
        return false;
    }
    sockaddr_storage bound{};
    socklen_t boundLength = sizeof(bound);
    ::getsockname(d->fd, reinterpret_cast<sockaddr *>(&bound), &boundLength);
    d->port = ntohs(bound.ss_family == AF_INET ? reinterpret_cast<sockaddr_in *>(&bound)->sin_port
                                               : reinterpret_cast<sockaddr_in6 *>(&bound)->sin6_port);
    d->address = (addr.ss_family == AF_INET6 ? QStringLiteral("[%1]:%2") : QStringLiteral("%1:%2"))
                     .arg(config.bindAddress)
                     .arg(d->port);
    d->stopping = false;
    d->echoed = 0;
    d->stamped = 0;
    d->thread = std::thread([this] { d->loop(); });
    return true;
}

void PeerEcho::stop()
{
    if (d->thread.joinable()) {
        d->stopping = true;
        d->thread.join();
    }
    if (d->fd >= 0)
        ::close(d->fd);
    d->fd = -1;
}

bool PeerEcho::running() const
{
    return d->thread.joinable();
}

uint16_t PeerEcho::port() const
{
    return d->port;
}

QString PeerEcho::address() const
{
    return d->address;
}

int64_t PeerEcho::echoed() const
{
    return d->echoed.load(std::memory_order_relaxed);
}

int64_t PeerEcho::stamped() const
{
    return d->stamped.load(std::memory_order_relaxed);
}

} // namespace loopscope::core::fleet
