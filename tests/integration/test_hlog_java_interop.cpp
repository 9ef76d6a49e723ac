// Interoperability with the reference HdrHistogram library (Debian's
// libhdrhistogram-java): a log Loopscope writes is read by
// org.HdrHistogram.HistogramLogReader to the same counts, max and
// percentiles per interval, and a log the Java HistogramLogWriter writes is
// read by Loopscope to the same figures. The Java helper is compiled with
// javac at test time.
#include "core/histogram/hgrm.h"
#include "core/histogram/hlog.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

using loopscope::core::HdrHistogram;
using loopscope::core::HlogLog;
using loopscope::core::HlogReader;
using loopscope::core::HlogWriter;

namespace {

const QString kJar = QStringLiteral("/usr/share/java/hdrhistogram.jar");

struct JavaInterval
{
    QString tag;
    qint64 startMs = 0;
    qint64 count = 0;
    qint64 max = 0;
    qint64 p50 = 0, p90 = 0, p99 = 0, p999 = 0;
};

} // namespace

class TestHlogJavaInterop : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_java;
    QString m_classPath;

    // Runs the Java helper with args; its standard output goes to *stdOut.
    bool runRaw(const QStringList &args, QByteArray *stdOut, QString *error)
    {
        QProcess p;
        p.start(m_java, QStringList{QStringLiteral("-cp"), m_classPath, QStringLiteral("HlogCheck")} + args);
        if (!p.waitForFinished(90'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            *error = QStringLiteral("java HlogCheck %1 failed (exit %2): %3 %4")
                         .arg(args.join(QLatin1Char(' ')))
                         .arg(p.exitCode())
                         .arg(QString::fromUtf8(p.readAllStandardError()), p.errorString());
            p.kill();
            p.waitForFinished(5000);
            return false;
        }
        *stdOut = p.readAllStandardOutput();
        return true;
    }

    // Runs the helper; fills *out with one entry per interval line.
    bool runHelper(const QStringList &args, std::vector<JavaInterval> *out, QString *error)
    {
        QByteArray stdOut;
        if (!runRaw(args, &stdOut, error))
            return false;
        out->clear();
        qint64 announced = -1;
        for (const QByteArray &line : stdOut.split('\n')) {
            const QList<QByteArray> f = line.trimmed().split(' ');
            if (f.size() == 2 && f[0] == "intervals") {
                announced = f[1].toLongLong();
            } else if (f.size() == 8) {
                JavaInterval j;
                j.tag = f[0] == "-" ? QString() : QString::fromUtf8(f[0]);
                j.startMs = f[1].toLongLong();
                j.count = f[2].toLongLong();
                j.max = f[3].toLongLong();
                j.p50 = f[4].toLongLong();
                j.p90 = f[5].toLongLong();
                j.p99 = f[6].toLongLong();
                j.p999 = f[7].toLongLong();
                out->push_back(j);
            }
        }
        if (announced != static_cast<qint64>(out->size())) {
            *error = QStringLiteral("helper output incomplete: %1 lines, announced %2").arg(out->size()).arg(announced);
            return false;
        }
        return true;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString javac = QStandardPaths::findExecutable(QStringLiteral("javac"));
        m_java = QStandardPaths::findExecutable(QStringLiteral("java"));
        if (javac.isEmpty() || m_java.isEmpty())
            QFAIL("javac/java not found on PATH: install default-jdk-headless (it is in the project's package list)");
        if (!QFile::exists(kJar))
            QFAIL("/usr/share/java/hdrhistogram.jar missing: install libhdrhistogram-java (project package list)");
        const QString source = qEnvironmentVariable("LOOPSCOPE_SOURCE_DIR") + QStringLiteral("/tests/integration/java/HlogCheck.java");
        QVERIFY2(QFile::exists(source), qPrintable(QStringLiteral("Java helper not found at %1 (LOOPSCOPE_SOURCE_DIR set?)").arg(source)));
        QProcess javacProcess;
        javacProcess.start(javac, {QStringLiteral("-cp"), kJar, QStringLiteral("-d"), m_dir.path(), source});
        QVERIFY2(javacProcess.waitForFinished(120'000) && javacProcess.exitCode() == 0,
                 qPrintable(QStringLiteral("javac failed: %1").arg(QString::fromUtf8(javacProcess.readAllStandardError()))));
        m_classPath = m_dir.path() + QLatin1Char(':') + kJar;
    }

    void javaReadsLoopscopeLog()
    {
        const double startTimeS = 1'700'000'000.0;
        const QString path = m_dir.filePath(QStringLiteral("loopscope.hlog"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        HlogWriter writer(&file);
        QVERIFY(writer.writeHeader(startTimeS));
        std::vector<HdrHistogram> written;
        std::mt19937_64 rng(2024);
        for (int i = 0; i < 6; ++i) {
            // Interval 4 is empty; interval 5 uses another configuration.
            HdrHistogram h = i == 5 ? HdrHistogram(1000, 3'600'000'000'000LL, 2) : HdrHistogram();
            std::lognormal_distribution<double> dist(11.0 + i * 0.5, 0.8);
            const int n = i == 4 ? 0 : 2000 * (i + 1);
            for (int k = 0; k < n; ++k)
                h.recordCorrected(static_cast<int64_t>(dist(rng)), 1'000'000);
            const QString tag = i % 2 ? QStringLiteral("corrected") : QString();
            QVERIFY(writer.writeInterval(i * 1.0, 1.0, h, tag));
            written.push_back(std::move(h));
        }
        file.close();

        std::vector<JavaInterval> java;
        QString error;
        QVERIFY2(runHelper({QStringLiteral("read"), path}, &java, &error), qPrintable(error));
        QCOMPARE(java.size(), written.size());
        for (size_t i = 0; i < written.size(); ++i) {
            const HdrHistogram &h = written[i];
            const JavaInterval &j = java[i];
            QCOMPARE(j.tag, i % 2 ? QStringLiteral("corrected") : QString());
            QCOMPARE(j.startMs, static_cast<qint64>(startTimeS * 1000) + static_cast<qint64>(i) * 1000);
            QCOMPARE(j.count, h.totalCount());
            QCOMPARE(j.max, h.max());
            QCOMPARE(j.p50, h.valueAtPercentile(50));
            QCOMPARE(j.p90, h.valueAtPercentile(90));
            QCOMPARE(j.p99, h.valueAtPercentile(99));
            QCOMPARE(j.p999, h.valueAtPercentile(99.9));
        }
    }

    void loopscopeReadsJavaLog()
    {
        const QString path = m_dir.filePath(QStringLiteral("java.hlog"));
        std::vector<JavaInterval> java;
        QString error;
        QVERIFY2(runHelper({QStringLiteral("write"), path, QStringLiteral("7")}, &java, &error), qPrintable(error));
        QCOMPARE(java.size(), size_t{7});

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const HlogLog log = HlogReader::read(file);
        QVERIFY2(log.errors.isEmpty(), qPrintable(log.errors.join(QLatin1Char('\n'))));
        QVERIFY(log.startTimeS.has_value());
        QVERIFY(log.baseTimeS.has_value());
        QCOMPARE(log.entries.size(), java.size());
        for (size_t i = 0; i < java.size(); ++i) {
            const auto &e = log.entries[i];
            const JavaInterval &j = java[i];
            QCOMPARE(e.tag, j.tag);
            QCOMPARE(std::llround((*log.baseTimeS + e.startS) * 1000.0), j.startMs);
            QCOMPARE(e.histogram.totalCount(), j.count);
            QCOMPARE(e.histogram.max(), j.max);
            QCOMPARE(e.histogram.valueAtPercentile(50), j.p50);
            QCOMPARE(e.histogram.valueAtPercentile(90), j.p90);
            QCOMPARE(e.histogram.valueAtPercentile(99), j.p99);
            QCOMPARE(e.histogram.valueAtPercentile(99.9), j.p999);
            QVERIFY(std::abs(e.maxField - static_cast<double>(j.max) / 1e6) < 0.0006);
        }
        QCOMPARE(log.entries[2].histogram.lowestTrackable(), int64_t{1000});
        QCOMPARE(log.entries[2].histogram.significantDigits(), 2);
    }

    // Our .hgrm text is the reference's outputPercentileDistribution, byte for byte.
    void hgrmMatchesReference()
    {
        HdrHistogram h;
        std::mt19937_64 rng(77);
        std::exponential_distribution<double> dist(1.0 / 80'000.0);
        for (int i = 0; i < 30'000; ++i)
            h.record(1000 + static_cast<int64_t>(dist(rng)));
        const QString path = m_dir.filePath(QStringLiteral("hgrm.hlog"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        HlogWriter writer(&file);
        QVERIFY(writer.writeHeader(1'700'000'000.0) && writer.writeInterval(0, 1, h));
        file.close();
        QByteArray javaText;
        QString error;
        QVERIFY2(runRaw({QStringLiteral("hgrm"), path, QStringLiteral("1000.0")}, &javaText, &error), qPrintable(error));
        const QString ours = loopscope::core::hgrmText(h, 1000.0, 5);
        const QStringList ourLines = ours.split(QLatin1Char('\n'));
        const QStringList javaLines = QString::fromUtf8(javaText).split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < std::min(ourLines.size(), javaLines.size()); ++i)
            QVERIFY2(ourLines[i] == javaLines[i], qPrintable(QStringLiteral("line %1 differs:\n ours: %2\n java: %3")
                                                                 .arg(i + 1)
                                                                 .arg(ourLines[i], javaLines[i])));
        QCOMPARE(ourLines.size(), javaLines.size());
    }
};

QTEST_GUILESS_MAIN(TestHlogJavaInterop)
#include "test_hlog_java_interop.moc"
