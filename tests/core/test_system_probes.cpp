// The host probes (hiccup, timer, deadline, event-loop hiccup) run for about
// a second each on this machine. Stalls are real: the whole test process is
// stopped with SIGSTOP by a forked child and resumed with SIGCONT, which is
// what a host hiccup looks like to every thread of the process.

#include "core/bench/deadline_probe.h"
#include "core/bench/event_loop_hiccup_probe.h"
#include "core/bench/hiccup_probe.h"
#include "core/bench/run_collector.h"
#include "core/bench/timer_latency_probe.h"
#include "core/experiment/experiment.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <ctime>
#include <map>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace loopscope::core;

namespace {

void sleepMs(int ms)
{
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
}

// Stops this whole process for stallMs, from a forked child (SIGSTOP cannot
// be undone from inside). The child uses only async-signal-safe calls.
bool stallProcess(int stallMs)
{
    const pid_t parent = getpid();
    const pid_t child = fork();
    if (child < 0)
        return false;
    if (child == 0) {
        timespec ts{stallMs / 1000, (stallMs % 1000) * 1'000'000L};
        kill(parent, SIGSTOP);
        nanosleep(&ts, nullptr);
        kill(parent, SIGCONT);
        _exit(0);
    }
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    return WIFEXITED(status);
}

// Runs a started probe to its end and returns every channel's histogram.
std::map<QString, HdrHistogram> runToEnd(LatencyProbe &probe, int timeoutMs = 10000)
{
    QElapsedTimer timer;
    timer.start();
    while (!isTerminal(probe.state()) && timer.elapsed() < timeoutMs)
        sleepMs(10);
    probe.requestStop(); // only matters when the probe overran the timeout
    probe.wait();
    std::map<QString, HdrHistogram> out;
    for (const ProbeChannel &c : probe.channels()) {
        HdrHistogram h = c.recorder->makeHistogram();
        c.recorder->takeInterval(h);
        out.emplace(c.tag, std::move(h));
    }
    return out;
}

// How many recorded values are at or above valueNs (to the histogram's precision).
qint64 countAtOrAbove(const HdrHistogram &h, int64_t valueNs)
{
    const int64_t below = h.lowestEquivalentValue(valueNs) - 1;
    return h.totalCount() - qint64(h.percentileAtOrBelow(below) / 100.0 * double(h.totalCount()) + 0.5);
}

qint64 counter(const LatencyProbe &probe, const char *name)
{
    for (const ProbeCounter &c : probe.counters())
        if (c.name == QLatin1String(name))
            return c.value;
    return -1;
}

std::unique_ptr<LatencyProbe> make(const QString &kind, const QVariantMap &params, QString *error)
{
    return ProbeRegistry::instance().create(kind, params, error);
}

} // namespace

class TestSystemProbes : public QObject
{
    Q_OBJECT
private slots:
    void hiccupSamplesForTheDuration()
    {
        HiccupConfig config;
        config.resolutionMs = 1;
        config.durationS = 1.0;
        HiccupProbe probe(config);
        QString error;
        QVERIFY2(probe.start(&error), qPrintable(error));
        const auto h = runToEnd(probe);
        QCOMPARE(probe.state(), ProbeState::Finished);
        QCOMPARE(probe.progress(), 1.0);
        const HdrHistogram &hiccup = h.at(QStringLiteral("hiccup"));
        const qint64 samples = counter(probe, "samples");
        // Each sample sleeps at least 1 ms: at most ~1000 in 1 s; a busy machine takes fewer.
        QVERIFY2(samples >= 200 && samples <= 1001, qPrintable(QString::number(samples)));
        QCOMPARE(hiccup.totalCount(), samples + counter(probe, "corrected"));
        QCOMPARE(hiccup.outOfRangeCount(), 0);
        QVERIFY(hiccup.min() >= 0);
    }

    void hiccupSeesAStoppedProcessAndCorrectsForIt()
    {
        HiccupConfig config;
        config.durationS = 1.0;
        HiccupProbe probe(config);
        QVERIFY(probe.start(nullptr));
        sleepMs(300);
        QVERIFY(stallProcess(100));
        const auto h = runToEnd(probe);
        const HdrHistogram &hiccup = h.at(QStringLiteral("hiccup"));
        QVERIFY2(hiccup.max() >= 90'000'000, qPrintable(QString::number(hiccup.max())));
        QVERIFY(counter(probe, "stalls") >= 1);
        // The ~99 samples the stall hid were added: values between 1 ms and the stall.
        QVERIFY(counter(probe, "corrected") >= 89);
        const qint64 above10ms = countAtOrAbove(hiccup, 10'000'000);
        QVERIFY2(above10ms >= 80, qPrintable(QString::number(above10ms)));
    }

    void timerHasOneChannelPerThread()
    {
        TimerLatencyConfig config;
        config.threads = 2;
        config.intervalUs = 1000;
        config.durationS = 1.0;
        config.lockMemory = false; // keep the test process unlocked
        TimerLatencyProbe probe(config);
        QString error;
        QVERIFY2(probe.start(&error), qPrintable(error));
        const auto h = runToEnd(probe);
        QCOMPARE(probe.state(), ProbeState::Finished);
        QCOMPARE(h.size(), size_t(2));
        qint64 total = 0;
        for (const char *tag : {"t0", "t1"}) {
            QVERIFY2(h.count(QString::fromLatin1(tag)), tag);
            const HdrHistogram &t = h.at(QString::fromLatin1(tag));
            QVERIFY2(t.totalCount() >= 200 && t.totalCount() <= 1000,
                     qPrintable(QString::number(t.totalCount())));
            QCOMPARE(t.outOfRangeCount(), 0); // no negative latency: never woke before the intended time
            total += t.totalCount();
        }
        QCOMPARE(counter(probe, "cycles"), total);
        // Cycles plus skipped wake-ups cover the schedule: 1000 per thread.
        QCOMPARE(total + counter(probe, "skipped"), qint64(2000));
        // A refused SCHED_FIFO is a warning, a granted one is not.
        QCOMPARE(probe.warning().isEmpty(), probe.realtimeGrant().fifo);
    }

    void timerCountsOverrunsOfAStall()
    {
        TimerLatencyConfig config;
        config.durationS = 1.0;
        config.lockMemory = false;
        TimerLatencyProbe probe(config);
        QVERIFY(probe.start(nullptr));
        sleepMs(300);
        QVERIFY(stallProcess(60));
        const auto h = runToEnd(probe);
        QVERIFY(h.at(QStringLiteral("t0")).max() >= 50'000'000);
        QVERIFY(counter(probe, "overruns") >= 1);
        QVERIFY(counter(probe, "skipped") >= 45);
    }

    void deadlineCoversEveryPeriod()
    {
        DeadlineConfig config;
        config.rateHz = 1000;
        config.durationS = 1.0;
        config.warmupS = 0.1;
        DeadlineProbe probe(config);
        QVERIFY(probe.start(nullptr));
        const auto h = runToEnd(probe);
        QCOMPARE(probe.state(), ProbeState::Finished);
        const qint64 cycles = counter(probe, "cycles");
        QCOMPARE(cycles + counter(probe, "skipped"), qint64(1000)); // warm-up periods are not counted
        QCOMPARE(h.at(QStringLiteral("wakeup")).totalCount(), cycles);
        QCOMPARE(h.at(QStringLiteral("late")).totalCount(),
                 counter(probe, "misses") + counter(probe, "skipped"));
        QCOMPARE(h.at(QStringLiteral("wakeup")).outOfRangeCount(), 0);
        QVERIFY(counter(probe, "worst_streak") <= counter(probe, "misses") + counter(probe, "skipped"));
    }

    void deadlineMissesWhenWorkExceedsThePeriod()
    {
        DeadlineConfig config;
        config.rateHz = 500;  // 2 ms period
        config.workUs = 3000; // 3 ms of work: every cycle is 1 ms late at least
        config.durationS = 1.0;
        DeadlineProbe probe(config);
        QVERIFY(probe.start(nullptr));
        const auto h = runToEnd(probe);
        const qint64 cycles = counter(probe, "cycles");
        const qint64 skipped = counter(probe, "skipped");
        QVERIFY(cycles > 0);
        QCOMPARE(counter(probe, "misses"), cycles);
        QVERIFY(skipped > 0); // the loop falls behind by 1 ms per cycle
        QCOMPARE(cycles + skipped, qint64(500));
        QCOMPARE(counter(probe, "worst_streak"), qint64(500)); // every period missed, one streak
        const HdrHistogram &late = h.at(QStringLiteral("late"));
        QCOMPARE(late.totalCount(), cycles + skipped);
        QVERIFY2(late.min() >= 0, qPrintable(QString::number(late.min())));
        // Every cycle that ran finished at least work - period = 1 ms after its deadline.
        QVERIFY2(countAtOrAbove(late, 1'000'000) >= cycles,
                 qPrintable(QString::number(countAtOrAbove(late, 1'000'000))));
    }

    void eventLoopHiccupSeesASlowSlot()
    {
        EventLoopHiccupConfig config;
        config.periodMs = 5;
        config.durationS = 1.0;
        EventLoopHiccupProbe probe(config);
        QString error;
        QVERIFY2(probe.start(&error), qPrintable(error));
        QTimer::singleShot(300, [] { sleepMs(100); }); // a slow widget
        QTRY_VERIFY_WITH_TIMEOUT(isTerminal(probe.state()), 10000);
        probe.wait();
        QCOMPARE(probe.state(), ProbeState::Finished);
        HdrHistogram h = probe.channels().front().recorder->makeHistogram();
        probe.channels().front().recorder->takeInterval(h);
        QCOMPARE(probe.channels().front().tag, QStringLiteral("gui-hiccup"));
        const qint64 ticks = counter(probe, "ticks");
        QVERIFY2(ticks >= 40 && ticks <= 201, qPrintable(QString::number(ticks)));
        QVERIFY2(h.max() >= 90'000'000, qPrintable(QString::number(h.max())));
        QVERIFY(counter(probe, "stalls") >= 1);
        QVERIFY(h.totalCount() >= ticks + 15); // the ~19 ticks the freeze swallowed
    }

    void eventLoopHiccupStopsFromAnotherThread()
    {
        EventLoopHiccupProbe probe; // until stopped
        QVERIFY(probe.start(nullptr));
        QCOMPARE(probe.progress(), -1.0);
        std::thread other([&] {
            sleepMs(100);
            probe.requestStop();
            probe.wait(); // returns once the measured thread took its next tick
        });
        QTRY_VERIFY_WITH_TIMEOUT(isTerminal(probe.state()), 5000);
        other.join();
        QCOMPARE(probe.state(), ProbeState::Stopped);
    }

    void stopMidRunGivesStopped_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("hiccup") << QStringLiteral("hiccup");
        QTest::newRow("timer") << QStringLiteral("timer");
        QTest::newRow("deadline") << QStringLiteral("deadline");
    }
    void stopMidRunGivesStopped()
    {
        QFETCH(QString, kind);
        QVariantMap params{{QStringLiteral("duration"), 30}};
        if (kind == QLatin1String("timer"))
            params.insert(QStringLiteral("mlock"), false);
        QString error;
        auto probe = make(kind, params, &error);
        QVERIFY2(probe, qPrintable(error));
        QCOMPARE(probe->kind(), kind);
        QVERIFY2(probe->start(&error), qPrintable(error));
        sleepMs(200);
        QVERIFY(!isTerminal(probe->state()));
        const double progress = probe->progress();
        QVERIFY(progress >= 0 && progress < 0.5);
        probe->requestStop();
        probe->wait();
        QCOMPARE(probe->state(), ProbeState::Stopped);
    }

    void invalidParametersNameTheParameter_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("interval too small") << "timer"
                                            << "interval" << QVariant(10);
        QTest::newRow("no threads") << "timer"
                                    << "threads" << QVariant(0);
        QTest::newRow("priority") << "timer"
                                  << "priority" << QVariant(120);
        QTest::newRow("cpu not online") << "timer"
                                        << "cpu" << QVariant(1000);
        QTest::newRow("resolution") << "hiccup"
                                    << "resolution" << QVariant(QStringLiteral("fast"));
        QTest::newRow("negative duration") << "hiccup"
                                           << "duration" << QVariant(-1);
        QTest::newRow("rate") << "deadline"
                              << "rate" << QVariant(0);
        QTest::newRow("cpu of deadline") << "deadline"
                                         << "cpu" << QVariant(999);
        QTest::newRow("realtime") << "deadline"
                                  << "realtime" << QVariant(QStringLiteral("maybe"));
        QTest::newRow("unknown key") << "hiccup"
                                     << "bogus" << QVariant(1);
    }
    void invalidParametersNameTheParameter()
    {
        QFETCH(QString, kind);
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        QString error;
        auto probe = make(kind, {{key, value}}, &error);
        QVERIFY(!probe);
        QVERIFY2(error.contains(key), qPrintable(error));
    }

    void parametersCarryTheParams()
    {
        QString error;
        QVariantMap validated;
        auto timer = ProbeRegistry::instance().create(
            QStringLiteral("timer"),
            {{QStringLiteral("interval"), QStringLiteral("500")}, {QStringLiteral("threads"), 3}}, &error,
            &validated);
        QVERIFY2(timer, qPrintable(error));
        QCOMPARE(timer->parameters().value(QStringLiteral("interval_us")).toInt(), 500);
        QCOMPARE(timer->parameters().value(QStringLiteral("threads")).toInt(), 3);
        QCOMPARE(timer->channels().size(), size_t(3));
        QCOMPARE(ProbeRegistry::instance().find(QStringLiteral("timer"))->describe(validated),
                 QStringLiteral("timer-500us-3t"));

        auto hiccup = make(QStringLiteral("hiccup"), {{QStringLiteral("resolution"), 2.5}}, &error);
        QVERIFY2(hiccup, qPrintable(error));
        QCOMPARE(hiccup->parameters().value(QStringLiteral("resolution_ms")).toDouble(), 2.5);
        QCOMPARE(hiccup->parameters().value(QStringLiteral("expected_interval_ns")).toInteger(), 2'500'000);

        auto deadline = make(QStringLiteral("deadline"),
                             {{QStringLiteral("rate"), 250}, {QStringLiteral("work"), 100}}, &error);
        QVERIFY2(deadline, qPrintable(error));
        QCOMPARE(deadline->parameters().value(QStringLiteral("rate_hz")).toDouble(), 250.0);
        QCOMPARE(deadline->parameters().value(QStringLiteral("work_us")).toDouble(), 100.0);

        for (const char *kind : {"hiccup", "timer", "deadline"}) {
            const ProbeKindSpec *spec = ProbeRegistry::instance().find(QString::fromLatin1(kind));
            QVERIFY2(spec, kind);
            QVERIFY(spec->method.size() > 300);
            for (const ParamSpec &p : spec->params)
                QVERIFY2(!p.label.isEmpty() && !p.help.isEmpty(), qPrintable(p.key));
        }
        QVERIFY(!ProbeRegistry::instance().find(QStringLiteral("event-loop-hiccup")));
    }

    void runCollectorTakesAHiccupProbe()
    {
        HiccupConfig config;
        config.durationS = 0.5;
        HiccupProbe probe(config);
        RunCollector collector(probe, 0.1);
        QVERIFY(probe.start(nullptr));
        while (!isTerminal(probe.state())) {
            collector.poll();
            sleepMs(20);
        }
        probe.wait();
        collector.finish();
        QCOMPARE(collector.tags(), QStringList{QStringLiteral("hiccup")});
        QCOMPARE(collector.total(QStringLiteral("hiccup")).totalCount(),
                 counter(probe, "samples") + counter(probe, "corrected"));
    }
};

QTEST_GUILESS_MAIN(TestSystemProbes)
#include "test_system_probes.moc"
