#include "core/timing/realtime.h"

#include <QStringList>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <sys/mman.h>
#include <unistd.h>

namespace loopscope::core {

namespace {

QString errnoText(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

// How many CpuDmaLatencyHold objects of this process currently hold the file.
std::atomic<int> g_dmaLatencyHolds{0};

} // namespace

QString RealtimeGrant::summary() const
{
    QStringList parts;
    if (fifo)
        parts << QStringLiteral("SCHED_FIFO %1").arg(fifoPriority);
    else
        parts << QStringLiteral("normal scheduling");
    if (affinity)
        parts << QStringLiteral("CPU %1").arg(cpu);
    if (memoryLocked)
        parts << QStringLiteral("memory locked");
    QString text = parts.join(QStringLiteral(", "));
    if (!notes.isEmpty())
        text += QStringLiteral(" (%1)").arg(notes);
    return text;
}

RealtimeGrant applyRealtime(const RealtimeRequest &request)
{
    RealtimeGrant grant;
    if (!request.enabled) {
        grant.notes = QStringLiteral("real-time not requested");
        return grant;
    }
    QStringList notes;
    const pthread_t self = pthread_self();

    // Priority: SCHED_FIFO needs CAP_SYS_NICE or an RLIMIT_RTPRIO allowance.
    const int minPriority = sched_get_priority_min(SCHED_FIFO);
    const int maxPriority = sched_get_priority_max(SCHED_FIFO);
    int priority = request.fifoPriority;
    if (priority < minPriority || priority > maxPriority) {
        notes << QStringLiteral("priority %1 outside %2..%3, clamped")
                     .arg(priority)
                     .arg(minPriority)
                     .arg(maxPriority);
        priority = std::clamp(priority, minPriority, maxPriority);
    }
    sched_param param{};
    param.sched_priority = priority;
    const int schedRc = pthread_setschedparam(self, SCHED_FIFO, &param);
    if (schedRc == 0) {
        grant.fifo = true;
        grant.fifoPriority = priority;
    } else {
        notes << QStringLiteral("SCHED_FIFO refused: %1").arg(errnoText(schedRc));
    }

    // Affinity.
    if (request.cpu >= 0) {
        const long cpuCount = sysconf(_SC_NPROCESSORS_ONLN);
        if (request.cpu >= CPU_SETSIZE || (cpuCount > 0 && request.cpu >= cpuCount)) {
            notes << QStringLiteral("CPU %1 does not exist (%2 online)").arg(request.cpu).arg(cpuCount);
        } else {
            cpu_set_t set;
            CPU_ZERO(&set);
            CPU_SET(request.cpu, &set);
            const int affinityRc = pthread_setaffinity_np(self, sizeof(set), &set);
            if (affinityRc == 0) {
                grant.affinity = true;
                grant.cpu = request.cpu;
            } else {
                notes << QStringLiteral("affinity to CPU %1 refused: %2")
                             .arg(request.cpu)
                             .arg(errnoText(affinityRc));
            }
        }
    }

    // Locked memory: no page faults in the measured path.
    if (request.lockMemory) {
        if (mlockall(MCL_CURRENT | MCL_FUTURE) == 0)
            grant.memoryLocked = true;
        else
            notes << QStringLiteral("mlockall refused: %1").arg(errnoText(errno));
    }
    grant.notes = notes.join(QStringLiteral("; "));
    return grant;
}

CpuDmaLatencyHold::CpuDmaLatencyHold()
{
    const int fd = ::open("/dev/cpu_dma_latency", O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    const int32_t zeroUs = 0;
    if (::write(fd, &zeroUs, sizeof(zeroUs)) != static_cast<ssize_t>(sizeof(zeroUs))) {
        ::close(fd);
        return;
    }
    // The request lasts as long as the file stays open.
    m_fd = fd;
    g_dmaLatencyHolds.fetch_add(1, std::memory_order_relaxed);
}

CpuDmaLatencyHold::~CpuDmaLatencyHold()
{
    if (m_fd >= 0) {
        ::close(m_fd);
        g_dmaLatencyHolds.fetch_sub(1, std::memory_order_relaxed);
    }
}

bool CpuDmaLatencyHold::heldByAnyone()
{
    return g_dmaLatencyHolds.load(std::memory_order_relaxed) > 0;
}

int64_t monotonicNs() noexcept
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<int64_t>(ts.tv_sec) * 1'000'000'000LL + ts.tv_nsec;
}

int64_t realtimeMinusMonotonicNs() noexcept
{
    timespec rt{}, mono{};
    clock_gettime(CLOCK_MONOTONIC, &mono);
    clock_gettime(CLOCK_REALTIME, &rt);
    return (int64_t(rt.tv_sec) - int64_t(mono.tv_sec)) * 1'000'000'000LL + (rt.tv_nsec - mono.tv_nsec);
}

void sleepUntilNs(int64_t deadlineNs) noexcept
{
    if (deadlineNs < 0)
        return;
    timespec ts{};
    ts.tv_sec = static_cast<time_t>(deadlineNs / 1'000'000'000LL);
    ts.tv_nsec = static_cast<long>(deadlineNs % 1'000'000'000LL);
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nullptr) == EINTR) {
    }
}

QString RealtimeRequest::validate() const
{
    if (enabled && (fifoPriority < 1 || fifoPriority > 99))
        return QStringLiteral("priority %1 is outside 1..99").arg(fifoPriority);
    const long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    if (cpu < -1 || (cpus > 0 && cpu >= cpus))
        return QStringLiteral("cpu %1 does not exist (use -1 or 0..%2)").arg(cpu).arg(cpus - 1);
    return {};
}

RealtimeGrant applyRealtimeOrPin(const RealtimeRequest &request)
{
    RealtimeGrant granted = applyRealtime(request);
    if (!request.enabled && request.cpu >= 0) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(request.cpu, &set);
        if (pthread_setaffinity_np(pthread_self(), sizeof(set), &set) == 0) {
            granted.affinity = true;
            granted.cpu = request.cpu;
        }
    }
    return granted;
}

} // namespace loopscope::core
