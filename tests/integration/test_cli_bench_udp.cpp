// End-to-end tests of `loopscope-cli bench udp`: the real binary against a
// simulated device it starts itself (--sim), on loopback.

#include "app/cli/exit_codes.h"
#include "support/test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace loopscope::cli;
using namespace loopscope::testsupport;

namespace {

// The value of a counter line "  sent   200" in the report; -1 when absent.
qint64 reportedCounter(const QString &out, const QString &name)
{
    const QRegularExpression re(QStringLiteral("^\\s+%1\\s+(\\d+)").arg(name), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = re.match(out);
    return match.hasMatch() ? match.captured(1).toLongLong() : -1;
}

// True when the report has a percentile row with a number in every column.
bool hasPercentileRow(const QString &out, const QString &label)
{
    const QRegularExpression re(QStringLiteral("^%1\\s+[0-9.]+\\s+[0-9.]+\\s*$").arg(QRegularExpression::escape(label)),
                                QRegularExpression::MultilineOption);
    return re.match(out).hasMatch();
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

QStringList readLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestCliBenchUdp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(binPath(QStringLiteral("loopscope-cli"))), qPrintable(binPath(QStringLiteral("loopscope-cli"))));
    }

    void simRunPrintsTableAndWritesFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("udp"), QStringLiteral("--sim"),
                                    QStringLiteral("--rate"), QStringLiteral("500"), QStringLiteral("--payload"),
                                    QStringLiteral("64"), QStringLiteral("--duration"), QStringLiteral("3"),
                                    QStringLiteral("--out"), dir.path(), QStringLiteral("--name"),
                                    QStringLiteral("run")});
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(r.err + r.out));

        // The table: one row per percentile, a number per channel.
        for (const char *label : {"p50", "p90", "p99", "p99.9", "p99.99", "max"})
            QVERIFY2(hasPercentileRow(r.out, QString::fromLatin1(label)), label);
        QVERIFY(r.out.contains(QStringLiteral("latency")));
        QVERIFY(r.out.contains(QStringLiteral("service")));
        const qint64 sent = reportedCounter(r.out, QStringLiteral("sent"));
        QVERIFY(sent > 0);
        for (const char *name : {"received", "lost", "duplicated", "reordered", "foreign", "late", "send_errors"})
            QVERIFY2(reportedCounter(r.out, QString::fromLatin1(name)) >= 0, name);
        QVERIFY(r.out.contains(QStringLiteral("realtime:")));
        // A 3 s run shows progress on stderr (not a terminal here: whole lines).
        QVERIFY2(r.err.contains(QStringLiteral("/3.0 s")), qPrintable(r.err));

        const QDir out(dir.path());
        // .hgrm per channel, with a parseable value row.
        const QStringList hgrms = out.entryList({QStringLiteral("*.hgrm")}, QDir::Files);
        QCOMPARE(hgrms.size(), 2);
        for (const QString &name : hgrms) {
            const QStringList lines = readLines(out.filePath(name));
            QVERIFY(!lines.isEmpty());
            QVERIFY(lines.first().contains(QStringLiteral("Percentile")));
            bool foundValueRow = false;
            for (const QString &line : lines) {
                const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
                if (fields.size() != 4 || line.startsWith(QLatin1Char('#')))
                    continue;
                bool okValue = false, okPercentile = false, okCount = false;
                const double value = fields[0].toDouble(&okValue);
                const double percentile = fields[1].toDouble(&okPercentile);
                const qint64 count = fields[2].toLongLong(&okCount);
                if (okValue && okPercentile && okCount && value > 0 && percentile >= 0 && percentile <= 1 && count > 0)
                    foundValueRow = true;
            }
            QVERIFY2(foundValueRow, qPrintable(name));
        }
        // .hlog with the 1.2 header.
        const QStringList hlog = readLines(out.filePath(QStringLiteral("run.hlog")));
        QVERIFY(!hlog.isEmpty());
        QCOMPARE(hlog.first(), QStringLiteral("#[Histogram log format version 1.2]"));
        // JSON summary: counters consistent, fingerprint attached.
        const QJsonObject json = readJson(out.filePath(QStringLiteral("run.json")));
        QVERIFY(!json.isEmpty());
        const QJsonObject counters = json.value(QStringLiteral("counters")).toObject();
        const qint64 jsonSent = counters.value(QStringLiteral("sent")).toInteger();
        QVERIFY(jsonSent > 0);
        QCOMPARE(jsonSent, sent);
        QCOMPARE(counters.value(QStringLiteral("received")).toInteger(),
                 jsonSent - counters.value(QStringLiteral("lost")).toInteger());
        const QJsonObject fingerprint = json.value(QStringLiteral("fingerprint")).toObject();
        QVERIFY(!fingerprint.value(QStringLiteral("kernel_release")).toString().isEmpty());
        const QJsonObject cli = json.value(QStringLiteral("cli")).toObject();
        QCOMPARE(cli.value(QStringLiteral("options")).toObject().value(QStringLiteral("rate")).toString(),
                 QStringLiteral("500"));
        // Per-interval CSV: a header and at least two rows.
        const QStringList csv = readLines(out.filePath(QStringLiteral("run.intervals.csv")));
        QVERIFY(csv.size() >= 3);
        QVERIFY(csv.first().contains(QStringLiteral("p99")));
        // The list of written files is printed.
        QVERIFY(r.out.contains(out.filePath(QStringLiteral("run.json"))));
    }

    void countStopsTheRun()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("udp"), QStringLiteral("--sim"),
                                    QStringLiteral("--rate"), QStringLiteral("1000"), QStringLiteral("--payload"),
                                    QStringLiteral("32"), QStringLiteral("--count"), QStringLiteral("200"),
                                    QStringLiteral("--out"), dir.path(), QStringLiteral("--name"),
                                    QStringLiteral("c")});
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(r.err + r.out));
        QCOMPARE(reportedCounter(r.out, QStringLiteral("sent")), 200);
        const QJsonObject json = readJson(QDir(dir.path()).filePath(QStringLiteral("c.json")));
        QCOMPARE(json.value(QStringLiteral("counters")).toObject().value(QStringLiteral("sent")).toInteger(), 200);
        // Under two seconds: no progress output.
        QVERIFY2(!r.err.contains(QStringLiteral("sent ")), qPrintable(r.err));
    }

    void injectedDropIsCountedAsLoss()
    {
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("udp"), QStringLiteral("--sim"),
                                    QStringLiteral("--sim-drop"), QStringLiteral("0.5"), QStringLiteral("--rate"),
                                    QStringLiteral("1000"), QStringLiteral("--count"), QStringLiteral("400"),
                                    QStringLiteral("--loss-timeout"), QStringLiteral("0.2"), QStringLiteral("--quiet")});
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(r.err + r.out));
        const qint64 lost = reportedCounter(r.out, QStringLiteral("lost"));
        QCOMPARE(reportedCounter(r.out, QStringLiteral("sent")), 400);
        QVERIFY2(lost > 0 && lost < 400, qPrintable(r.out)); // about half
        QVERIFY(r.out.contains(QStringLiteral("%)")));
    }

    void interruptStopsAndKeepsResults()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess process;
        process.start(binPath(QStringLiteral("loopscope-cli")), {QStringLiteral("bench"), QStringLiteral("udp"), QStringLiteral("--sim"),
                                  QStringLiteral("--rate"), QStringLiteral("200"), QStringLiteral("--duration"),
                                  QStringLiteral("60"), QStringLiteral("--out"), dir.path(), QStringLiteral("--name"),
                                  QStringLiteral("i")});
        QVERIFY(process.waitForStarted(10000));
        // Wait until the run measures (a progress line with a p99), then interrupt.
        QString err;
        QTRY_VERIFY_WITH_TIMEOUT((err += QString::fromUtf8(process.readAllStandardError())).contains(QStringLiteral("p99")),
                                 30000);
        ::kill(static_cast<pid_t>(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(process.exitCode() == kExitInterrupted, qPrintable(out + err));
        QVERIFY(hasPercentileRow(out, QStringLiteral("p99")));
        QVERIFY(reportedCounter(out, QStringLiteral("sent")) > 0);
        const QJsonObject json = readJson(QDir(dir.path()).filePath(QStringLiteral("i.json")));
        QCOMPARE(json.value(QStringLiteral("state")).toString(), QStringLiteral("stopped"));
        QVERIFY(json.value(QStringLiteral("counters")).toObject().value(QStringLiteral("received")).toInteger() > 0);
    }
};

QTEST_GUILESS_MAIN(TestCliBenchUdp)
#include "test_cli_bench_udp.moc"
