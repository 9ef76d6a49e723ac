// `loopscope-cli report`: runs stored in a temporary result library are
// reported as HTML and PDF (without a display: the CLI picks the offscreen
// platform itself), several runs as a comparison; an unknown run is a usage
// error (exit 2), an unwritable output an I/O error (exit 3).

#include "app/cli/exit_codes.h"
#include "core/library/run_library.h"
#include "support/test_support.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <random>

using namespace loopscope::cli;
using namespace loopscope::core;
using namespace loopscope::testsupport;

namespace {

RunData makeRun(const QString &name, quint64 seed, double scale)
{
    RunData run;
    run.name = name;
    run.kind = QStringLiteral("udp-echo");
    run.title = QStringLiteral("UDP echo round trip");
    run.note = QStringLiteral("<script>alert(1)</script> & \"quotes\"");
    run.started = QDateTime::currentDateTimeUtc().addSecs(-5);
    run.ended = run.started.addSecs(5);
    run.state = QStringLiteral("finished");
    run.durationS = 5;
    run.counters = {{QStringLiteral("sent"), 5000}, {QStringLiteral("lost"), 0}};
    run.fingerprint = QJsonObject{{QStringLiteral("hostname"), QStringLiteral("testhost")}};
    RunChannel channel;
    channel.tag = QStringLiteral("latency");
    channel.title = QStringLiteral("round trip from the intended send time");
    std::mt19937_64 rng(seed);
    std::lognormal_distribution<double> dist(std::log(40000.0), 0.5);
    for (int i = 0; i < 5; ++i) {
        HdrHistogram interval;
        for (int k = 0; k < 1000; ++k)
            interval.record(std::llround(dist(rng) * scale));
        channel.total.add(interval);
        IntervalStats stats;
        stats.tag = channel.tag;
        stats.startS = i;
        stats.lengthS = 1;
        stats.count = interval.totalCount();
        stats.p50Ns = interval.valueAtPercentile(50);
        stats.p90Ns = interval.valueAtPercentile(90);
        stats.p99Ns = interval.valueAtPercentile(99);
        stats.p999Ns = interval.valueAtPercentile(99.9);
        stats.maxNs = interval.max();
        channel.intervals.append(stats);
    }
    run.channels.push_back(std::move(channel));
    return run;
}

// No display and no platform chosen: the CLI must choose offscreen itself.
QProcessEnvironment headlessEnv()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    return env;
}

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace

class TestCliReport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_library;
    qint64 m_baseId = 0;
    qint64 m_candId = 0;

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(binPath(QStringLiteral("loopscope-cli"))), "loopscope-cli not built");
        QVERIFY(m_dir.isValid());
        m_library = m_dir.filePath(QStringLiteral("library.sqlite"));
        RunLibrary library;
        QString error;
        QVERIFY2(library.open(m_library, &error), qPrintable(error));
        m_baseId = library.store(makeRun(QStringLiteral("report-base"), 1, 1.0), &error);
        QVERIFY2(m_baseId > 0, qPrintable(error));
        m_candId = library.store(makeRun(QStringLiteral("report-cand"), 1, 1.25), &error);
        QVERIFY2(m_candId > 0, qPrintable(error));
    }

    void writesHtmlAndPdf()
    {
        const QString html = m_dir.filePath(QStringLiteral("a.html"));
        const QString pdf = m_dir.filePath(QStringLiteral("a.pdf"));
        const CliResult r =
            runCli({QStringLiteral("report"), QString::number(m_baseId), QStringLiteral("--html"), html,
                    QStringLiteral("--pdf"), pdf, QStringLiteral("--library"), m_library},
                   60000, headlessEnv());
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QVERIFY(r.out.contains(html) && r.out.contains(pdf));
        const QString text = readText(html);
        QVERIFY(text.contains(QStringLiteral("report-base")));
        QVERIFY(text.contains(QStringLiteral("data-stat=\"p99\" data-ns=\"")));
        QVERIFY(!text.contains(QStringLiteral("<script>")));
        QVERIFY(QFile(pdf).size() > 10000);
        if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
            QProcess p;
            p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
            QVERIFY(p.waitForFinished(30000));
            QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains(QStringLiteral("report-base")));
        }
    }

    void comparisonByName()
    {
        const QString html = m_dir.filePath(QStringLiteral("cmp.html"));
        const CliResult r =
            runCli({QStringLiteral("report"), QStringLiteral("report-base"), QStringLiteral("report-cand"),
                    QStringLiteral("--html"), html, QStringLiteral("--channel"), QStringLiteral("latency"),
                    QStringLiteral("--library"), m_library},
                   60000, headlessEnv());
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QString text = readText(html);
        QVERIFY(text.contains(QStringLiteral("Baseline: #%1 report-base").arg(m_baseId)));
        QVERIFY(text.contains(QStringLiteral("data-stat=\"p99\" data-candidate=\"1\" data-ratio=\"1.2")));
    }

    void baselineOption()
    {
        // --baseline picks the reference; the ratios and names follow, and
        // `compare` with the same baseline prints the same ratio.
        const QString html = m_dir.filePath(QStringLiteral("against-cand.html"));
        const CliResult r = runCli({QStringLiteral("report"), QStringLiteral("report-base"),
                                    QStringLiteral("report-cand"), QStringLiteral("--baseline"),
                                    QStringLiteral("report-cand"), QStringLiteral("--html"), html,
                                    QStringLiteral("--library"), m_library},
                                   60000, headlessEnv());
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QString text = readText(html);
        QVERIFY(text.contains(QStringLiteral("Baseline: #%1 report-cand").arg(m_candId)));
        QVERIFY(text.contains(QStringLiteral("Candidate 1: #%1 report-base").arg(m_baseId)));
        static const QRegularExpression p99(QStringLiteral(
            "data-channel=\"latency\" data-stat=\"p99\" data-candidate=\"1\" data-ratio=\"([^\"]*)\""));
        const QRegularExpressionMatch match = p99.match(text);
        QVERIFY(match.hasMatch());
        const double reportRatio = match.captured(1).toDouble();
        QVERIFY2(std::abs(reportRatio - 0.8) < 0.01, qPrintable(match.captured(1)));

        const CliResult cmp = runCli({QStringLiteral("compare"), QStringLiteral("report-base"),
                                      QStringLiteral("report-cand"), QStringLiteral("--baseline"),
                                      QStringLiteral("report-cand"), QStringLiteral("--channel"),
                                      QStringLiteral("latency"), QStringLiteral("--json"),
                                      QStringLiteral("--library"), m_library},
                                     60000, headlessEnv());
        QVERIFY2(cmp.finished && cmp.exitCode == kExitSuccess, qPrintable(describe(cmp)));
        const QJsonObject json = QJsonDocument::fromJson(cmp.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("baseline_id")).toInteger(), m_candId);
        QCOMPARE(json.value(QStringLiteral("candidate_ids")).toArray().at(0).toInteger(), m_baseId);
        for (const QJsonValue &row : json.value(QStringLiteral("rows")).toArray()) {
            if (row.toObject().value(QStringLiteral("metric")).toString() == QLatin1String("p99"))
                QVERIFY(std::abs(row.toObject().value(QStringLiteral("ratios")).toArray().at(0).toDouble() -
                                 reportRatio) < 1e-7); // the HTML attribute has 8 significant digits
        }

        // Without --baseline the first run named is the baseline; runs are shown by id.
        const CliResult plain = runCli({QStringLiteral("compare"), QStringLiteral("report-cand"),
                                        QStringLiteral("report-base"), QStringLiteral("--library"), m_library},
                                       60000, headlessEnv());
        QVERIFY2(plain.finished && plain.exitCode == kExitSuccess, qPrintable(describe(plain)));
        QVERIFY2(plain.out.contains(QStringLiteral("baseline #%1 report-cand").arg(m_candId)),
                 qPrintable(plain.out));
        QVERIFY2(plain.out.contains(QStringLiteral("candidate 1: #%1 report-base").arg(m_baseId)),
                 qPrintable(plain.out));
    }

    void unknownRunIsAUsageError()
    {
        const CliResult r =
            runCli({QStringLiteral("report"), QStringLiteral("no-such-run"), QStringLiteral("--html"),
                    m_dir.filePath(QStringLiteral("x.html")), QStringLiteral("--library"), m_library},
                   60000, headlessEnv());
        QVERIFY2(r.finished && r.exitCode == kExitUsage, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(QStringLiteral("no-such-run")), qPrintable(describe(r)));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.html"))));
    }

    void usageErrors()
    {
        const QStringList lib{QStringLiteral("--library"), m_library};
        for (const QStringList &args :
             {QStringList{QStringLiteral("report"), QString::number(m_baseId)} + lib,
              QStringList{QStringLiteral("report"), QStringLiteral("--html"),
                          m_dir.filePath(QStringLiteral("y.html"))} +
                  lib,
              QStringList{QStringLiteral("report"), QString::number(m_baseId), QStringLiteral("--channel"),
                          QStringLiteral("nope"), QStringLiteral("--html"),
                          m_dir.filePath(QStringLiteral("y.html"))} +
                  lib}) {
            const CliResult r = runCli(args, 60000, headlessEnv());
            QVERIFY2(r.finished && r.exitCode == kExitUsage, qPrintable(describe(r)));
            QVERIFY2(!r.err.trimmed().isEmpty(), qPrintable(describe(r)));
        }
    }

    void unwritableOutputIsAnIoError()
    {
        const QString badPdf = m_dir.filePath(QStringLiteral("missing-folder/a.pdf"));
        const QString html = m_dir.filePath(QStringLiteral("ok.html"));
        const CliResult r =
            runCli({QStringLiteral("report"), QString::number(m_baseId), QStringLiteral("--html"), html,
                    QStringLiteral("--pdf"), badPdf, QStringLiteral("--library"), m_library},
                   60000, headlessEnv());
        QVERIFY2(r.finished && r.exitCode == kExitIoError, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(badPdf), qPrintable(describe(r)));
        QVERIFY(QFile::exists(html)); // what could be written was written
        const CliResult dirAsHtml =
            runCli({QStringLiteral("report"), QString::number(m_baseId), QStringLiteral("--html"),
                    m_dir.path(), QStringLiteral("--library"), m_library},
                   60000, headlessEnv());
        QVERIFY2(dirAsHtml.finished && dirAsHtml.exitCode == kExitIoError, qPrintable(describe(dirAsHtml)));
    }
};

QTEST_GUILESS_MAIN(TestCliReport)
#include "test_cli_report.moc"
