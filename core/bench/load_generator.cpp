#include "core/bench/load_generator.h"

#include "core/timing/realtime.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <mutex>
#include <netinet/in.h>
#include <new>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <thread>
#include <unistd.h>

namespace loopscope::core {

namespace {

constexpr int kNiceness = 10; // added to the niceness the thread starts with
constexpr int kMaxNiceness = 19;
constexpr int64_t kCheckEveryNs = 1'000'000;     // CPU threads look at the clock about every 1 ms
constexpr size_t kMemoryChunkBytes = 1 << 20;    // the memory thread checks the flag every 1 MiB
constexpr size_t kDatagramBytes = 1400;          // like a full Ethernet frame's payload
constexpr int64_t kNetSlotNs = 1'000'000;        // the sender paces in 1 ms slots
constexpr int64_t kNetMaxCatchUpNs = 10'000'000; // after a stall, catch up at most 10 ms of traffic
constexpr int kReceiveTimeoutMs = 10;

int cpuCount()
{
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

// Ten steps below the thread that started the load (itself started under
// `nice`, say), so the load never competes as an equal with the measurement.
void lowerThreadPriority()
{
    const auto tid = static_cast<id_t>(syscall(SYS_gettid));
    errno = 0;
    const int base = getpriority(PRIO_PROCESS, tid);
    const int start = (base == -1 && errno != 0) ? 0 : base;
    setpriority(PRIO_PROCESS, tid, std::min(kMaxNiceness, start + kNiceness));
}

QString errnoText()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

} // namespace

struct LoadGenerator::Impl
{
    QVariantMap params;
    int cpuThreads = 0;
    int64_t memoryBytes = 0;
    double netBitsPerS = 0;
    int64_t endNs = 0;
    std::unique_ptr<uint8_t[]> buffer;
    int rxFd = -1;
    int txFd = -1;
    std::atomic<bool> stopFlag{false};
    std::atomic<int> active{0};
    std::atomic<int64_t> cpuLoops{0}, memoryDone{0}, netSent{0}, netReceived{0}, netErrors{0};
    std::atomic<uint64_t> sink{0}; // keeps the optimiser from dropping the work
    std::vector<std::thread> threads;

    bool keepGoing() const { return !stopFlag.load(std::memory_order_relaxed) && monotonicNs() < endNs; }
    void closeSockets()
    {
        if (rxFd >= 0)
            ::close(rxFd);
        if (txFd >= 0)
            ::close(txFd);
        rxFd = txFd = -1;
    }
    void launch(void (Impl::*loop)())
    {
        active.fetch_add(1);
        threads.emplace_back([this, loop] {
            lowerThreadPriority();
            (this->*loop)();
            active.fetch_sub(1);
        });
    }
    bool openSockets(QString *error);
    void cpuLoop();
    void memoryLoop();
    void sendLoop();
    void receiveLoop();
};

void LoadGenerator::Impl::cpuLoop()
{
    uint64_t x = 0x9E3779B97F4A7C15ULL ^ reinterpret_cast<uintptr_t>(&x);
    int64_t lastCheckNs = monotonicNs();
    while (!stopFlag.load(std::memory_order_relaxed)) {
        for (int i = 0; i < 4096; ++i) { // xorshift: pure ALU work, a few µs per round
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
        }
        cpuLoops.fetch_add(1, std::memory_order_relaxed);
        const int64_t nowNs = monotonicNs();
        if (nowNs - lastCheckNs >= kCheckEveryNs) {
            lastCheckNs = nowNs;
            if (nowNs >= endNs)
                break;
        }
    }
    sink.fetch_add(x, std::memory_order_relaxed);
}

void LoadGenerator::Impl::memoryLoop()
{
    uint64_t sum = 0;
    uint8_t pattern = 1;
    while (keepGoing()) {
        for (int64_t offset = 0; offset < memoryBytes && keepGoing(); offset += kMemoryChunkBytes) {
            const size_t n = static_cast<size_t>(std::min<int64_t>(kMemoryChunkBytes, memoryBytes - offset));
            uint8_t *chunk = buffer.get() + offset;
            std::memset(chunk, pattern, n);
            for (size_t i = 0; i < n; i += 64) // read one word per cache line
                sum += chunk[i];
            memoryDone.fetch_add(static_cast<int64_t>(n) * 2, std::memory_order_relaxed);
        }
        ++pattern;
    }
    sink.fetch_add(sum, std::memory_order_relaxed);
}

bool LoadGenerator::Impl::openSockets(QString *error)
{
    rxFd = ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    txFd = ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (rxFd < 0 || txFd < 0) {
        const QString why = errnoText(); // before translate() can touch errno
        *error = QCoreApplication::translate("loopscope::CoreTexts", "net-mbit: cannot open a UDP socket: %1")
                     .arg(why);
        return false;
    }
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof(addr);
    const int rcvBuf = 4 << 20;
    setsockopt(rxFd, SOL_SOCKET, SO_RCVBUF, &rcvBuf, sizeof(rcvBuf));
    timeval tv{0, kReceiveTimeoutMs * 1000};
    setsockopt(rxFd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
    if (::bind(rxFd, reinterpret_cast<sockaddr *>(&addr), sizeof(addr)) != 0 ||
        ::getsockname(rxFd, reinterpret_cast<sockaddr *>(&addr), &len) != 0 ||
        ::connect(txFd, reinterpret_cast<sockaddr *>(&addr), sizeof(addr)) != 0) {
        const QString why = errnoText(); // before translate() can touch errno
        *error = QCoreApplication::translate("loopscope::CoreTexts",
                                             "net-mbit: cannot set up loopback UDP on 127.0.0.1: %1")
                     .arg(why);
        return false;
    }
    return true;
}

void LoadGenerator::Impl::sendLoop()
{
    std::vector<uint8_t> datagram(kDatagramBytes, 0x5A);
    const int64_t startNs = monotonicNs();
    const double maxBacklogBytes = kNetMaxCatchUpNs * netBitsPerS / 8e9;
    double sentBytes = 0; // sent or given up, since startNs
    int64_t slotNs = startNs;
    while (keepGoing()) {
        const double owedBytes = (monotonicNs() - startNs) * netBitsPerS / 8e9;
        if (owedBytes - sentBytes > maxBacklogBytes)
            sentBytes = owedBytes - maxBacklogBytes; // far behind: forget the old debt
        while (sentBytes + kDatagramBytes <= owedBytes && !stopFlag.load(std::memory_order_relaxed)) {
            const ssize_t rc = ::send(txFd, datagram.data(), datagram.size(), MSG_DONTWAIT);
            sentBytes += kDatagramBytes; // a refused datagram is not retried
            if (rc == static_cast<ssize_t>(datagram.size()))
                netSent.fetch_add(rc, std::memory_order_relaxed);
            else
                netErrors.fetch_add(1, std::memory_order_relaxed);
        }
        slotNs = std::max(slotNs + kNetSlotNs, monotonicNs());
        sleepUntilNs(slotNs);
    }
}

void LoadGenerator::Impl::receiveLoop()
{
    std::vector<uint8_t> buf(65536);
    while (keepGoing()) {
        const ssize_t n = ::recv(rxFd, buf.data(), buf.size(), 0); // times out every 10 ms
        if (n > 0)
            netReceived.fetch_add(n, std::memory_order_relaxed);
    }
}

LoadGenerator::LoadGenerator() : d(std::make_unique<Impl>()) {}

LoadGenerator::~LoadGenerator()
{
    stop();
}

const std::vector<ParamSpec> &LoadGenerator::paramSpecs()
{
    static const std::vector<ParamSpec> specs = {
        {QStringLiteral("cpu-threads"),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "CPU threads")), QString(),
         ParamType::Int, QVariant::fromValue(qint64(cpuCount())), 0, 256, QStringList(),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                          "Busy threads doing arithmetic (default: one per CPU; 0: none).")),
         false},
        {QStringLiteral("memory-mib"), QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Memory")),
         QStringLiteral("MiB"), ParamType::Int, QVariant::fromValue(qint64(256)), 0, 65536, QStringList(),
         QStringLiteral(
             QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                               "A buffer of this size written and read in a loop by one thread (0: none).")),
         false},
        {QStringLiteral("net-mbit"),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Loopback network")),
         QStringLiteral("Mbit/s"), ParamType::Double, 100.0, 0, 10000, QStringList(),
         QStringLiteral(QT_TRANSLATE_NOOP(
             "loopscope::ParamHelp",
             "UDP datagrams sent over 127.0.0.1 to a socket the generator drains itself (0: none).")),
         false},
        {QStringLiteral("duration-limit"),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Duration limit")), QStringLiteral("s"),
         ParamType::Double, 3600.0, 1, 7 * 24 * 3600.0, QStringList(),
         QStringLiteral(
             QT_TRANSLATE_NOOP("loopscope::ParamHelp", "The load always stops by itself after this long.")),
         true},
    };
    return specs;
}

const ProbeKindSpec &LoadGenerator::spec()
{
    static const ProbeKindSpec s = [] {
        ProbeKindSpec k;
        k.kind = QStringLiteral("load");
        k.title = QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ProbeKinds", "Load generator"));
        k.summary = QStringLiteral(QT_TRANSLATE_NOOP(
            "loopscope::ProbeKinds", "CPU, memory and loopback network stress beside a probe."));
        k.params = paramSpecs();
        return k;
    }();
    return s;
}

bool LoadGenerator::start(const QVariantMap &params, QString *error)
{
    QString message;
    const auto refuse = [&](const QString &text) {
        d->stopFlag.store(true);
        for (std::thread &t : d->threads)
            t.join();
        d->threads.clear();
        d->closeSockets();
        d->buffer.reset();
        if (error)
            *error = text;
        return false;
    };
    if (running() || !d->threads.empty())
        stop();
    const QVariantMap valid = validateParams(spec(), params, &message);
    if (valid.isEmpty())
        return refuse(QCoreApplication::translate("loopscope::CoreTexts", "load generator: %1").arg(message));
    d->params = valid;
    d->cpuThreads = valid.value(QStringLiteral("cpu-threads")).toInt();
    d->memoryBytes = valid.value(QStringLiteral("memory-mib")).toLongLong() << 20;
    d->netBitsPerS = valid.value(QStringLiteral("net-mbit")).toDouble() * 1e6;
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages > 0 && pageSize > 0 && d->memoryBytes > int64_t(pages) * pageSize / 2)
        return refuse(QCoreApplication::translate(
                          "loopscope::CoreTexts",
                          "load generator: memory-mib %1 is more than half of this machine's %2 MiB")
                          .arg(d->memoryBytes >> 20)
                          .arg((int64_t(pages) * pageSize) >> 20));
    d->stopFlag.store(false);
    d->cpuLoops = d->memoryDone = d->netSent = d->netReceived = d->netErrors = 0;
    if (d->memoryBytes > 0) {
        d->buffer.reset(new (std::nothrow) uint8_t[static_cast<size_t>(d->memoryBytes)]);
        if (!d->buffer)
            return refuse(QCoreApplication::translate("loopscope::CoreTexts",
                                                      "load generator: memory-mib: cannot allocate %1 MiB")
                              .arg(d->memoryBytes >> 20));
    }
    if (d->netBitsPerS > 0 && !d->openSockets(&message))
        return refuse(QCoreApplication::translate("loopscope::CoreTexts", "load generator: %1").arg(message));
    d->endNs =
        monotonicNs() +
        static_cast<int64_t>(std::llround(valid.value(QStringLiteral("duration-limit")).toDouble() * 1e9));
    for (int i = 0; i < d->cpuThreads; ++i)
        d->launch(&Impl::cpuLoop);
    if (d->memoryBytes > 0)
        d->launch(&Impl::memoryLoop);
    if (d->netBitsPerS > 0) {
        d->launch(&Impl::receiveLoop);
        d->launch(&Impl::sendLoop);
    }
    return true;
}

void LoadGenerator::stop()
{
    d->stopFlag.store(true);
    for (std::thread &t : d->threads)
        if (t.joinable())
            t.join();
    d->threads.clear();
    d->closeSockets();
    d->buffer.reset();
}

bool LoadGenerator::running() const
{
    return d->active.load() > 0;
}

QString LoadGenerator::describe() const
{
    return describe(d->params);
}

QString LoadGenerator::describe(const QVariantMap &p)
{
    QStringList parts;
    const int cpu = p.value(QStringLiteral("cpu-threads")).toInt();
    const qint64 mib = p.value(QStringLiteral("memory-mib")).toLongLong();
    const double mbit = p.value(QStringLiteral("net-mbit")).toDouble();
    if (cpu > 0)
        parts << (cpu == 1 ? QStringLiteral("1 CPU thread") : QStringLiteral("%1 CPU threads").arg(cpu));
    if (mib > 0)
        parts << QStringLiteral("%1 MiB memory").arg(mib);
    if (mbit > 0)
        parts << QStringLiteral("%1 Mbit/s loopback UDP").arg(mbit);
    return parts.isEmpty() ? QStringLiteral("no load") : parts.join(QStringLiteral(", "));
}

QVariantMap LoadGenerator::params() const
{
    return d->params;
}

LoadStats LoadGenerator::stats() const
{
    LoadStats s;
    s.cpuLoops = d->cpuLoops.load(std::memory_order_relaxed);
    s.memoryBytes = d->memoryDone.load(std::memory_order_relaxed);
    s.netBytesSent = d->netSent.load(std::memory_order_relaxed);
    s.netBytesReceived = d->netReceived.load(std::memory_order_relaxed);
    s.netSendErrors = d->netErrors.load(std::memory_order_relaxed);
    return s;
}

} // namespace loopscope::core
