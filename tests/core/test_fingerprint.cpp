#include "core/timing/fingerprint.h"
#include "core/timing/realtime.h"
#include "core/version.h"

#include <QJsonDocument>
#include <QTest>

#include <sys/utsname.h>

using namespace loopscope::core;

class TestFingerprint : public QObject
{
    Q_OBJECT
private slots:
    void captureDescribesThisMachine()
    {
        const EnvironmentFingerprint fp = EnvironmentFingerprint::capture();
        utsname names{};
        QCOMPARE(uname(&names), 0);
        QCOMPARE(fp.kernelRelease, QString::fromLocal8Bit(names.release));
        QVERIFY(!fp.kernelRelease.isEmpty());
        QVERIFY(fp.cpuCount > 0);
        QVERIFY(!fp.preemptionModel.isEmpty());
        QCOMPARE(fp.preemptRt, fp.preemptionModel.startsWith(QLatin1String("PREEMPT_RT")));
        QVERIFY(fp.timerSlackNs >= 0);
        QCOMPARE(fp.loopscopeVersion, QString::fromLatin1(kVersion));
        QCOMPARE(fp.gitRevision, QString::fromLatin1(kGitRevision));
        QVERIFY(QDateTime::fromString(fp.capturedAtUtc, Qt::ISODateWithMs).isValid());
    }

    void reportsAHeldCpuDmaLatency()
    {
        QVERIFY(!EnvironmentFingerprint::capture().cpuDmaLatencyHeld);
        CpuDmaLatencyHold hold;
        QCOMPARE(EnvironmentFingerprint::capture().cpuDmaLatencyHeld, hold.held());
    }

    void jsonRoundTrips()
    {
        EnvironmentFingerprint fp = EnvironmentFingerprint::capture();
        fp.realtimeGrant = QStringLiteral("SCHED_FIFO 80, CPU 1, memory locked");
        fp.governor = QStringLiteral("performance");
        const QByteArray bytes = QJsonDocument(fp.toJson()).toJson();
        const EnvironmentFingerprint back =
            EnvironmentFingerprint::fromJson(QJsonDocument::fromJson(bytes).object());
        QCOMPARE(back.toJson(), fp.toJson());
        QCOMPARE(back.kernelRelease, fp.kernelRelease);
        QCOMPARE(back.cpuCount, fp.cpuCount);
        QCOMPARE(back.timerSlackNs, fp.timerSlackNs);
        QCOMPARE(back.realtimeGrant, fp.realtimeGrant);
        QCOMPARE(back.toText(), fp.toText());
    }

    void fromJsonToleratesMissingFields()
    {
        const EnvironmentFingerprint fp = EnvironmentFingerprint::fromJson(QJsonObject{{"cpu_count", 4}});
        QCOMPARE(fp.cpuCount, 4);
        QVERIFY(fp.kernelRelease.isEmpty());
        QCOMPARE(fp.timerSlackNs, qint64(-1));
        QVERIFY(fp.toText().contains(QLatin1String("(unknown)")));
    }

    void textHasOneLinePerFact()
    {
        const QString text = EnvironmentFingerprint::capture().toText();
        QVERIFY(text.contains(QLatin1String("kernel: ")));
        QVERIFY(text.contains(QLatin1String("clocksource: ")));
        QVERIFY(text.contains(QLatin1String("timer slack: ")));
        QVERIFY(text.contains(QString::fromLatin1(kVersion)));
    }
};

QTEST_GUILESS_MAIN(TestFingerprint)
#include "test_fingerprint.moc"
