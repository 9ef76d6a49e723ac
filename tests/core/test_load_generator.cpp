// The load generator really loads: CPU time of the process rises, the memory
// buffer is swept, datagrams cross loopback, its threads run at nice 10, and
// it stops promptly — on request and by itself at duration-limit.

#include "core/bench/load_generator.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <ctime>
#include <thread>
#include <unistd.h>

using namespace loopscope::core;

namespace {

double processCpuS()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + ts.tv_nsec / 1e9;
}

// Threads of this process whose nice value is 10 (field 19 of /proc/self/task/*/stat).
// The niceness of one thread of this process (field 19 of its stat line).
int threadNice(const QString &tid)
{
    QFile f(QStringLiteral("/proc/self/task/%1/stat").arg(tid));
    if (!f.open(QIODevice::ReadOnly))
        return -100;
    const QByteArray stat = f.readAll();
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 16 ? fields.at(16).toInt() : -100;
}

// Threads running ten steps nicer than the main thread (capped at 19): the
// load's. Relative, so the test holds when it is itself started under `nice`.
int threadsAtNice10()
{
    const int main = threadNice(QString::number(QCoreApplication::applicationPid()));
    const int expected = std::min(19, main + 10);
    int n = 0;
    const QStringList tasks =
        QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &tid : tasks) {
        if (threadNice(tid) == expected)
            ++n;
    }
    return n;
}

QVariantMap light(double durationLimitS = 30)
{
    return {{QStringLiteral("cpu-threads"), 1},
            {QStringLiteral("memory-mib"), 16},
            {QStringLiteral("net-mbit"), 20},
            {QStringLiteral("duration-limit"), durationLimitS}};
}

} // namespace

class TestLoadGenerator : public QObject
{
    Q_OBJECT
private slots:
    void loadsCpuMemoryAndNetwork()
    {
        LoadGenerator load;
        QString error;
        const double cpuBeforeS = processCpuS();
        QVERIFY2(load.start(light(), &error), qPrintable(error));
        QVERIFY(load.running());
        QCOMPARE(load.describe(), QStringLiteral("1 CPU thread, 16 MiB memory, 20 Mbit/s loopback UDP"));
        // Progress is awaited, not timed: the threads run at nice 10 on a shared machine.
        QTRY_VERIFY_WITH_TIMEOUT(load.stats().netBytesReceived > 100'000, 8000);
        QTRY_VERIFY_WITH_TIMEOUT(load.stats().memoryBytes >= 2 * (16 << 20), 8000); // one full sweep
        QTRY_VERIFY_WITH_TIMEOUT(processCpuS() - cpuBeforeS > 0.05, 8000);
        QVERIFY(load.stats().cpuLoops > 0);
        // cpu, memory, sender, receiver (unless the test itself runs at nice
        // 19, where no thread can be lowered further)
        const bool lowered = threadNice(QString::number(QCoreApplication::applicationPid())) < 19;
        if (lowered)
            QVERIFY(threadsAtNice10() >= 4);
        load.stop();
        QVERIFY(!load.running());
        // Only once both threads are joined: while running, a datagram can be
        // received (and counted) before its sender has counted it.
        QVERIFY(load.stats().netBytesSent >= load.stats().netBytesReceived);
        if (lowered)
            QCOMPARE(threadsAtNice10(), 0);
    }

    void stopsWithin200ms()
    {
        LoadGenerator load;
        QVariantMap params = light();
        params.insert(QStringLiteral("cpu-threads"), 2);
        QVERIFY(load.start(params, nullptr));
        QTRY_VERIFY_WITH_TIMEOUT(load.stats().cpuLoops > 0 && load.stats().netBytesSent > 0, 8000);
        QElapsedTimer timer;
        timer.start();
        load.stop();
        const qint64 stopMs = timer.elapsed();
        QVERIFY(!load.running());
        QVERIFY2(stopMs < 200, qPrintable(QString::number(stopMs)));
    }

    void stopsByItselfAtTheDurationLimit()
    {
        LoadGenerator load;
        QVERIFY(load.start(light(1.0), nullptr));
        QVERIFY(load.running());
        QTRY_VERIFY_WITH_TIMEOUT(!load.running(), 5000);
        const LoadStats ended = load.stats();
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        QCOMPARE(load.stats().cpuLoops, ended.cpuLoops); // nothing runs any more
        load.stop();
    }

    void restartsWithNewParameters()
    {
        LoadGenerator load;
        QVERIFY(load.start(light(), nullptr));
        QVERIFY(load.start({{QStringLiteral("cpu-threads"), 0},
                            {QStringLiteral("memory-mib"), 0},
                            {QStringLiteral("net-mbit"), 10}},
                           nullptr));
        QCOMPARE(load.describe(), QStringLiteral("10 Mbit/s loopback UDP"));
        QTRY_VERIFY_WITH_TIMEOUT(load.stats().netBytesReceived > 0, 8000);
        QCOMPARE(load.stats().cpuLoops, 0);
        load.stop();
    }

    void describesTheDefaults()
    {
        QString error;
        const QVariantMap all =
            validateParams(LoadGenerator::spec(), {{QStringLiteral("cpu-threads"), 2}}, &error);
        QVERIFY2(!all.isEmpty(), qPrintable(error));
        QCOMPARE(LoadGenerator::describe(all),
                 QStringLiteral("2 CPU threads, 256 MiB memory, 100 Mbit/s loopback UDP"));
        QCOMPARE(all.value(QStringLiteral("duration-limit")).toDouble(), 3600.0);
        QCOMPARE(LoadGenerator::paramSpecs().front().defaultValue.toInt(),
                 int(std::thread::hardware_concurrency()));
    }

    void badParametersAreRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("negative threads") << "cpu-threads" << QVariant(-1);
        QTest::newRow("not a number") << "net-mbit" << QVariant(QStringLiteral("lots"));
        QTest::newRow("no limit") << "duration-limit" << QVariant(0);
        const qint64 machineMiB = (qint64(sysconf(_SC_PHYS_PAGES)) * sysconf(_SC_PAGESIZE)) >> 20;
        QTest::newRow("more memory than the machine")
            << "memory-mib" << QVariant(std::min<qint64>(machineMiB, 65536));
        QTest::newRow("unknown") << "gpu" << QVariant(1);
    }
    void badParametersAreRefused()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        LoadGenerator load;
        QString error;
        QVERIFY(!load.start({{key, value}}, &error));
        QVERIFY2(error.contains(key), qPrintable(error));
        QVERIFY(!load.running());
    }
};

QTEST_GUILESS_MAIN(TestLoadGenerator)
#include "test_load_generator.moc"
