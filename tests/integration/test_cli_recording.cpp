// loopscope-cli's session files, checked with the tools that will open them:
// jog --csv (PlotJuggler's CSV shape: time in seconds first, one header row,
// numbers only, '.' decimals), jog and bench --mcap read back by the
// reference MCAP reader (@mcap/core: CRCs and summary), with message counts,
// topics and times checked against what the command did; the per-interval
// wide CSV beside the run's other files; and bad paths refused before
// anything moves.

#include "app/cli/exit_codes.h"
#include "support/mcap_reference.h"
#include "support/test_support.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace loopscope::cli;
using namespace loopscope::testsupport;

namespace {

QList<QByteArray> csvLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> lines = file.readAll().split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

// Every field of every row after the header is a number written with '.'
// (or empty: not measured); the first column grows. "" when so, else why.
QString plotJugglerShapeProblem(const QList<QByteArray> &lines)
{
    if (lines.size() < 2)
        return QStringLiteral("fewer than two lines");
    if (!lines[0].startsWith("time_s,"))
        return QStringLiteral("the first column is not time_s: %1").arg(QString::fromUtf8(lines[0]));
    const qsizetype columns = lines[0].count(',') + 1;
    double lastTimeS = -1e300;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArrayList fields = lines[i].split(',');
        if (fields.size() != columns)
            return QStringLiteral("line %1 has %2 fields, the header %3")
                .arg(i + 1)
                .arg(fields.size())
                .arg(columns);
        for (const QByteArray &field : fields) {
            bool ok = field.isEmpty();
            if (!ok)
                field.toDouble(&ok);
            if (!ok)
                return QStringLiteral("line %1: '%2' is not a number")
                    .arg(i + 1)
                    .arg(QString::fromUtf8(field));
        }
        const double timeS = fields[0].toDouble();
        if (timeS < lastTimeS)
            return QStringLiteral("time goes back at line %1").arg(i + 1);
        lastTimeS = timeS;
    }
    return {};
}

qint64 summaryTimeNs(const QJsonObject &summary, const char *key)
{
    return summary.value(QLatin1String(key)).toString().toLongLong();
}

} // namespace

class TestCliRecording : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (nodeExecutable().isEmpty())
            QSKIP(
                "node is not installed: the reference MCAP reader cannot run (scripts/setup.sh installs it)");
    }

    void jogWritesTelemetryCsvAndMcapWithTheSameSamples()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("telemetry.csv"));
        const QString mcap = dir.filePath(QStringLiteral("jog.mcap"));
        const qint64 beforeNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
        const CliResult r =
            runCli({QStringLiteral("jog"), QStringLiteral("--sim"), QStringLiteral("--device"),
                    QStringLiteral("moteus:1"), QStringLiteral("--position"), QStringLiteral("15"),
                    QStringLiteral("--duration"), QStringLiteral("1.5"), QStringLiteral("--csv"), csv,
                    QStringLiteral("--mcap"), mcap});
        const qint64 afterNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));

        const QList<QByteArray> lines = csvLines(csv);
        const QString problem = plotJugglerShapeProblem(lines);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(lines[0].startsWith("time_s,position_deg,velocity_deg_s,"), lines[0].constData());
        const qint64 rows = lines.size() - 1;
        QVERIFY2(rows > 50, qPrintable(QStringLiteral("%1 rows for 1.5 s at 100 Hz").arg(rows)));
        // The servo went to 15°: the position column shows it.
        QVERIFY2(std::abs(lines.last().split(',')[1].toDouble() - 15.0) < 1.0, lines.last().constData());

        const QJsonObject summary = readMcapWithReference(mcap);
        QVERIFY2(summary.value(QStringLiteral("error")).isNull(),
                 qPrintable(summary.value(QStringLiteral("error")).toString()));
        const QString telemetry = QStringLiteral("/actuator/moteus-1/telemetry");
        const QString command = QStringLiteral("/actuator/moteus-1/command");
        QCOMPARE(summary.value(QStringLiteral("topics")).toArray(), QJsonArray({command, telemetry}));
        QCOMPARE(mcapMessageCount(summary, telemetry), rows);    // the same samples as the CSV
        QCOMPARE(mcapMessageCount(summary, command), qint64(2)); // the jog and the stop
        QCOMPARE(summary.value(QStringLiteral("messages_read")).toInteger(), rows + 2);
        QVERIFY(summary.value(QStringLiteral("in_log_time_order")).toBool());
        const qint64 startNs = summaryTimeNs(summary, "message_start_time");
        const qint64 endNs = summaryTimeNs(summary, "message_end_time");
        QVERIFY2(startNs >= beforeNs && endNs <= afterNs && endNs - startNs > 1'000'000'000LL,
                 qPrintable(QStringLiteral("%1..%2 outside the run %3..%4")
                                .arg(startNs)
                                .arg(endNs)
                                .arg(beforeNs)
                                .arg(afterNs)));
    }

    void benchRecordsEveryIntervalAndTheCountersAndWritesTheWideCsv()
    {
        QTemporaryDir dir;
        const QString mcap = dir.filePath(QStringLiteral("udp.mcap"));
        const QString out = dir.filePath(QStringLiteral("out"));
        const CliResult r =
            runCli({QStringLiteral("bench"), QStringLiteral("udp"), QStringLiteral("--sim"),
                    QStringLiteral("--duration"), QStringLiteral("3"), QStringLiteral("--rate"),
                    QStringLiteral("200"), QStringLiteral("--interval"), QStringLiteral("0.5"),
                    QStringLiteral("--name"), QStringLiteral("rec"), QStringLiteral("--out"), out,
                    QStringLiteral("--no-library"), QStringLiteral("--mcap"), mcap});
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));

        // The long CSV has one row per channel and interval; the wide one, per interval.
        const QList<QByteArray> longRows = csvLines(QDir(out).filePath(QStringLiteral("rec.intervals.csv")));
        const QList<QByteArray> wide = csvLines(QDir(out).filePath(QStringLiteral("rec.intervals.wide.csv")));
        const QString problem = plotJugglerShapeProblem(wide);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(wide[0].startsWith("time_s,latency/count,latency/p50_us,"), wide[0].constData());
        const qint64 intervals = wide.size() - 1;
        QVERIFY2(intervals >= 5, qPrintable(QStringLiteral("%1 intervals").arg(intervals)));
        QCOMPARE(qint64(longRows.size() - 1), 2 * intervals); // latency and service

        const QJsonObject summary = readMcapWithReference(mcap);
        QVERIFY2(summary.value(QStringLiteral("error")).isNull(),
                 qPrintable(summary.value(QStringLiteral("error")).toString()));
        QCOMPARE(mcapMessageCount(summary, QStringLiteral("/bench/rec/latency/interval")), intervals);
        QCOMPARE(mcapMessageCount(summary, QStringLiteral("/bench/rec/service/interval")), intervals);
        // The counters after every interval, and once more at the end.
        QCOMPARE(mcapMessageCount(summary, QStringLiteral("/bench/rec/counters")), intervals + 1);
        QVERIFY2(r.out.contains(QStringLiteral("recording: %1 messages").arg(3 * intervals + 1)),
                 qPrintable(r.out));
        // The sum of the recorded interval counts is the run's count in its JSON.
        QFile json(QDir(out).filePath(QStringLiteral("rec.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const qint64 count = QJsonDocument::fromJson(json.readAll())
                                 .object()
                                 .value(QStringLiteral("histograms"))
                                 .toObject()
                                 .value(QStringLiteral("latency"))
                                 .toObject()
                                 .value(QStringLiteral("count"))
                                 .toInteger();
        qint64 wideCount = 0;
        for (qsizetype i = 1; i < wide.size(); ++i)
            wideCount += wide[i].split(',')[1].toLongLong();
        QCOMPARE(wideCount, count);
    }

    void benchVideoRecordsTheCameraPacketsAsReceived()
    {
        // Two simulated cameras over RTSP; their H.264 packets go into the
        // recording as foxglove.CompressedVideo from the first keyframe on,
        // not re-encoded: taken back out, ffmpeg decodes every one of them
        // without an error, one frame per message.
        QTemporaryDir dir;
        const QString mcap = dir.filePath(QStringLiteral("video.mcap"));
        const CliResult r =
            runCli({QStringLiteral("bench"), QStringLiteral("video"), QStringLiteral("--sim"),
                    QStringLiteral("--sim-size"), QStringLiteral("640x360"), QStringLiteral("--duration"),
                    // 6 s: under the sanitizers on a loaded machine a camera's
                    // RTSP connection alone took 3 s (a clean-clone CI run).
                    QStringLiteral("6"), QStringLiteral("--name"), QStringLiteral("cams"),
                    QStringLiteral("--no-library"), QStringLiteral("--mcap"), mcap},
                   120000);
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        for (const QString camera : {QStringLiteral("cam0"), QStringLiteral("cam1")}) {
            const QString topic = QStringLiteral("/camera/%1/video").arg(camera);
            const QString h264 = dir.filePath(camera + QStringLiteral(".h264"));
            const QJsonObject summary = readMcapWithReference(mcap, false, {{topic, h264}});
            QVERIFY2(summary.value(QStringLiteral("error")).isNull(),
                     qPrintable(summary.value(QStringLiteral("error")).toString()));
            const QJsonObject video =
                summary.value(QStringLiteral("video")).toObject().value(topic).toObject();
            const qint64 messages = video.value(QStringLiteral("messages")).toInteger();
            QCOMPARE(mcapMessageCount(summary, topic), messages);
            QVERIFY2(messages >= 30,
                     qPrintable(QStringLiteral("%1 packets of %2 in 6 s").arg(messages).arg(camera)));
            QCOMPARE(video.value(QStringLiteral("formats")).toArray(), QJsonArray({QStringLiteral("h264")}));
            QCOMPARE(video.value(QStringLiteral("frame_ids")).toArray(), QJsonArray({camera}));
            QVERIFY(summary.value(QStringLiteral("schemas"))
                        .toArray()
                        .contains(
                            QJsonObject{{QStringLiteral("name"), QStringLiteral("foxglove.CompressedVideo")},
                                        {QStringLiteral("encoding"), QStringLiteral("jsonschema")}}));
            QProcess ffprobe;
            ffprobe.start(QStringLiteral("ffprobe"),
                          {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-count_frames"),
                           QStringLiteral("-select_streams"), QStringLiteral("v:0"),
                           QStringLiteral("-show_entries"),
                           QStringLiteral("stream=codec_name,width,height,nb_read_frames"),
                           QStringLiteral("-of"), QStringLiteral("csv=p=0"), h264});
            QVERIFY(ffprobe.waitForFinished(60000));
            const QString errors = QString::fromUtf8(ffprobe.readAllStandardError());
            QVERIFY2(errors.isEmpty(), qPrintable(errors)); // no "non-existing PPS", no broken slices
            QCOMPARE(QString::fromUtf8(ffprobe.readAllStandardOutput()).trimmed(),
                     QStringLiteral("h264,640,360,%1").arg(messages));
        }
    }

    void badRecordingPathsAreRefusedBeforeAnythingMoves()
    {
        QTemporaryDir dir;
        const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/x.mcap"));
        CliResult r =
            runCli({QStringLiteral("jog"), QStringLiteral("--sim"), QStringLiteral("--device"),
                    QStringLiteral("moteus:1"), QStringLiteral("--position"), QStringLiteral("15"),
                    QStringLiteral("--duration"), QStringLiteral("1"), QStringLiteral("--mcap"), nowhere});
        QVERIFY2(r.finished && r.exitCode == kExitIoError, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(nowhere), qPrintable(r.err));
        QVERIFY2(!r.out.contains(QLatin1String("t=")), qPrintable(r.out)); // no telemetry: it never moved
        r = runCli({QStringLiteral("jog"), QStringLiteral("--sim"), QStringLiteral("--device"),
                    QStringLiteral("moteus:1"), QStringLiteral("--position"), QStringLiteral("15"),
                    QStringLiteral("--csv"), dir.path()});
        QVERIFY2(r.finished && r.exitCode == kExitIoError, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(QLatin1String("cannot write")), qPrintable(r.err));
        r = runCli({QStringLiteral("bench"), QStringLiteral("udp"), QStringLiteral("--sim"),
                    QStringLiteral("--duration"), QStringLiteral("1"), QStringLiteral("--no-library"),
                    QStringLiteral("--mcap"), nowhere});
        QVERIFY2(r.finished && r.exitCode == kExitIoError, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(nowhere), qPrintable(r.err));
        r = runCli({QStringLiteral("bench"), QStringLiteral("udp"), QStringLiteral("--sim"),
                    QStringLiteral("--mcap="), QStringLiteral("--no-library")});
        QVERIFY2(r.finished && r.exitCode == kExitUsage, qPrintable(describe(r)));
    }
};

QTEST_GUILESS_MAIN(TestCliRecording)
#include "test_cli_recording.moc"
