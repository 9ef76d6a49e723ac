#include "core/timing/realtime.h"

#include <QTest>

#include <pthread.h>
#include <sched.h>
#include <thread>

using namespace loopscope::core;

namespace {

// Runs f on a fresh thread so the test's own thread keeps normal scheduling.
template <typename F> void onThread(F f)
{
    std::thread t(f);
    t.join();
}

} // namespace

class TestRealtime : public QObject
{
    Q_OBJECT
private slots:
    void disabledRequestChangesNothing()
    {
        const RealtimeGrant grant = applyRealtime(RealtimeRequest{});
        QVERIFY(!grant.fifo);
        QVERIFY(!grant.affinity);
        QVERIFY(!grant.memoryLocked);
        QVERIFY(grant.summary().startsWith(QLatin1String("normal scheduling")));
    }

    void grantMatchesWhatTheKernelReports()
    {
        RealtimeGrant grant;
        int policy = -1;
        sched_param param{};
        int cpuNow = -2;
        bool pinned = false;
        onThread([&] {
            RealtimeRequest request;
            request.enabled = true;
            request.fifoPriority = 10;
            request.cpu = 0;
            request.lockMemory = false; // keep the test process unlocked
            grant = applyRealtime(request);
            pthread_getschedparam(pthread_self(), &policy, &param);
            cpu_set_t set;
            CPU_ZERO(&set);
            pthread_getaffinity_np(pthread_self(), sizeof(set), &set);
            pinned = CPU_COUNT(&set) == 1 && CPU_ISSET(0, &set);
            cpuNow = sched_getcpu();
        });
        QCOMPARE(grant.fifo, policy == SCHED_FIFO);
        if (grant.fifo) {
            QCOMPARE(grant.fifoPriority, 10);
            QCOMPARE(param.sched_priority, 10);
            QVERIFY(grant.summary().contains(QLatin1String("SCHED_FIFO 10")));
        } else {
            QVERIFY(grant.notes.contains(QLatin1String("SCHED_FIFO refused")));
        }
        QCOMPARE(grant.affinity, pinned);
        if (grant.affinity) {
            QCOMPARE(grant.cpu, 0);
            QCOMPARE(cpuNow, 0);
            QVERIFY(grant.summary().contains(QLatin1String("CPU 0")));
        }
        QVERIFY(!grant.memoryLocked);
    }

    void impossibleRequestsAreReportedNotFatal()
    {
        RealtimeGrant grant;
        onThread([&] {
            RealtimeRequest request;
            request.enabled = true;
            request.fifoPriority = 500; // clamped
            request.cpu = 100000;       // no such CPU
            request.lockMemory = false;
            grant = applyRealtime(request);
        });
        QVERIFY(!grant.affinity);
        QVERIFY(grant.notes.contains(QLatin1String("clamped")));
        QVERIFY(grant.notes.contains(QLatin1String("CPU 100000 does not exist")));
        QVERIFY(grant.summary().contains(grant.notes));
        if (grant.fifo)
            QCOMPARE(grant.fifoPriority, sched_get_priority_max(SCHED_FIFO));
    }

    void summaryNamesEveryGrantedPart()
    {
        RealtimeGrant grant;
        grant.fifo = true;
        grant.fifoPriority = 80;
        grant.affinity = true;
        grant.cpu = 1;
        grant.memoryLocked = true;
        QCOMPARE(grant.summary(), QStringLiteral("SCHED_FIFO 80, CPU 1, memory locked"));
        grant.notes = QStringLiteral("x");
        QCOMPARE(grant.summary(), QStringLiteral("SCHED_FIFO 80, CPU 1, memory locked (x)"));
    }

    void monotonicClockAdvancesAndSleepUntilWaits()
    {
        const int64_t a = monotonicNs();
        const int64_t deadline = a + 2'000'000;
        sleepUntilNs(deadline);
        const int64_t b = monotonicNs();
        QVERIFY(a > 0);
        QVERIFY(b >= deadline);
        sleepUntilNs(b - 1'000'000); // a deadline in the past returns at once
        sleepUntilNs(-1);
        QVERIFY(monotonicNs() >= b);
    }

    void cpuDmaLatencyHoldIsCoherent()
    {
        {
            CpuDmaLatencyHold hold;
            QCOMPARE(CpuDmaLatencyHold::heldByAnyone(), hold.held());
        }
        QVERIFY(!CpuDmaLatencyHold::heldByAnyone());
    }
};

QTEST_GUILESS_MAIN(TestRealtime)
#include "test_realtime.moc"
