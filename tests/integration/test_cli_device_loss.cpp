// A device that vanishes while loopscope-cli uses it: the simulator (the
// "hardware", started here on its own, as in test_watchdog_kill) gets SIGKILL
// while `jog` turns a servo and while `bench loop` polls a bus. Each command
// must stop at once (long before its --duration), say which device was lost
// and when, print no telemetry after that, and exit with the documented
// "device vanished" code. bench loop still stores the run (as failed) and
// writes its files.

#include "app/cli/exit_codes.h"
#include "support/test_support.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace loopscope::cli;
using namespace loopscope::testsupport;

namespace {

constexpr int kDurationS = 60;     // what the commands are asked for
constexpr int kPromptExitMs = 8000; // "at once", with room for a loaded machine

// Reads merged output until a line matches re (or the process ends, or timeoutMs).
bool waitForLine(QProcess &p, const QRegularExpression &re, int timeoutMs, QString *seen)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        while (p.canReadLine()) {
            const QString line = QString::fromUtf8(p.readLine());
            *seen += line;
            if (re.match(line).hasMatch())
                return true;
        }
        if (p.state() != QProcess::Running)
            return false;
        p.waitForReadyRead(100);
    }
    return false;
}

} // namespace

class TestCliDeviceLoss : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_links = std::make_unique<QTemporaryDir>(); // a fresh folder for each simulator's links
        QVERIFY(m_links->isValid());
        m_sim.setProgram(binPath(QStringLiteral("loopscope-sim")));
        m_sim.setArguments({QStringLiteral("--moteus"), QStringLiteral("1-2"), QStringLiteral("--pty-link-dir"),
                            m_links->path()});
        m_sim.start(QIODevice::ReadOnly);
        QVERIFY2(m_sim.waitForStarted(5000), qPrintable(m_sim.errorString()));
        QString output;
        QVERIFY2(waitForSimReady(m_sim, 10000, nullptr, &output), qPrintable(output));
        m_port = m_links->filePath(QStringLiteral("moteus-fdcanusb"));
        QVERIFY(QFileInfo::exists(m_port));
    }

    void cleanup()
    {
        if (m_sim.state() != QProcess::NotRunning) {
            m_sim.kill();
            m_sim.waitForFinished(3000);
        }
    }

    void jogStopsWhenTheDeviceVanishes()
    {
        QProcess jog;
        jog.setProcessChannelMode(QProcess::MergedChannels);
        jog.start(binPath(QStringLiteral("loopscope-cli")),
                  {QStringLiteral("jog"), QStringLiteral("--device"), QStringLiteral("moteus:%1:1").arg(m_port),
                   QStringLiteral("--velocity"), QStringLiteral("20"), QStringLiteral("--limits"),
                   QStringLiteral("-3600:3600"), QStringLiteral("--duration"), QString::number(kDurationS)});
        QVERIFY(jog.waitForStarted(5000));
        QString out;
        static const QRegularExpression telemetry(QStringLiteral("^t=[0-9.]+s pos="));
        // A few telemetry lines first: the jog is under way.
        for (int i = 0; i < 3; ++i)
            QVERIFY2(waitForLine(jog, telemetry, 15000, &out), qPrintable(out));

        m_sim.kill();
        QElapsedTimer sinceKill;
        sinceKill.start();
        QVERIFY(m_sim.waitForFinished(3000));
        const bool ended = jog.waitForFinished(kPromptExitMs);
        out += QString::fromUtf8(jog.readAll());
        QVERIFY2(ended, qPrintable(QStringLiteral("jog still running %1 ms after the simulator was killed:\n%2")
                                       .arg(sinceKill.elapsed())
                                       .arg(out)));
        qInfo("jog ended %lld ms after the simulator was killed", static_cast<long long>(sinceKill.elapsed()));
        QCOMPARE(jog.exitStatus(), QProcess::NormalExit);
        QVERIFY2(jog.exitCode() == kExitDeviceVanished, qPrintable(QStringLiteral("exit %1\n%2").arg(jog.exitCode()).arg(out)));

        // The loss names the device and the time, and nothing follows it but silence.
        const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        qsizetype lossLine = -1;
        for (qsizetype i = 0; i < lines.size(); ++i)
            if (lines[i].startsWith(QLatin1String("loopscope-cli: lost ")))
                lossLine = i;
        QVERIFY2(lossLine >= 0, qPrintable(out));
        const QString loss = lines[lossLine];
        QVERIFY2(loss.contains(QStringLiteral("#1 on %1").arg(m_port)), qPrintable(loss));
        QVERIFY2(loss.contains(QRegularExpression(QStringLiteral(" at \\d\\d:\\d\\d:\\d\\d"))), qPrintable(loss));
        for (qsizetype i = lossLine + 1; i < lines.size(); ++i)
            QVERIFY2(!telemetry.match(lines[i]).hasMatch(), qPrintable(out));
    }

    void benchLoopStopsWhenTheBusVanishes()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString library = dir.filePath(QStringLiteral("l.sqlite"));
        QProcess loop;
        loop.setProcessChannelMode(QProcess::MergedChannels);
        loop.start(binPath(QStringLiteral("loopscope-cli")),
                   {QStringLiteral("bench"), QStringLiteral("loop"), QStringLiteral("--bus"),
                    QStringLiteral("moteus:%1").arg(m_port), QStringLiteral("--ids"), QStringLiteral("1-2"),
                    QStringLiteral("--rate"), QStringLiteral("100"), QStringLiteral("--duration"),
                    QString::number(kDurationS), QStringLiteral("--interval"), QStringLiteral("0.5"),
                    QStringLiteral("--library"), library, QStringLiteral("--out"), dir.filePath(QStringLiteral("out")),
                    QStringLiteral("--name"), QStringLiteral("lost-bus")});
        QVERIFY(loop.waitForStarted(5000));
        QString out;
        // The progress line every two seconds: cycles are running.
        static const QRegularExpression progress(QStringLiteral("cycles [1-9]"));
        QVERIFY2(waitForLine(loop, progress, 15000, &out), qPrintable(out));

        m_sim.kill();
        QElapsedTimer sinceKill;
        sinceKill.start();
        QVERIFY(m_sim.waitForFinished(3000));
        const bool ended = loop.waitForFinished(kPromptExitMs);
        out += QString::fromUtf8(loop.readAll());
        QVERIFY2(ended, qPrintable(QStringLiteral("bench loop still running %1 ms after the simulator was killed:\n%2")
                                       .arg(sinceKill.elapsed())
                                       .arg(out)));
        qInfo("bench loop ended %lld ms after the simulator was killed", static_cast<long long>(sinceKill.elapsed()));
        QVERIFY2(loop.exitCode() == kExitDeviceVanished,
                 qPrintable(QStringLiteral("exit %1\n%2").arg(loop.exitCode()).arg(out)));
        // Which servos, on which port, and when.
        const QRegularExpression lost(QStringLiteral("lost moteus ID 1, 2 on %1@\\d+ at \\d\\d:\\d\\d:\\d\\d")
                                          .arg(QRegularExpression::escape(m_port)));
        QVERIFY2(out.contains(lost), qPrintable(out));

        // Stored as a failed run with the reason, and its files written.
        const CliResult runs = runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--library"),
                                       library, QStringLiteral("--json")});
        QVERIFY2(runs.exitCode == kExitSuccess, qPrintable(describe(runs)));
        const QJsonArray list = QJsonDocument::fromJson(runs.out.toUtf8()).object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().toObject().value(QStringLiteral("state")).toString(), QStringLiteral("failed"));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("out/lost-bus.hlog"))));
    }

private:
    std::unique_ptr<QTemporaryDir> m_links;
    QProcess m_sim;
    QString m_port;
};

QTEST_GUILESS_MAIN(TestCliDeviceLoss)
#include "test_cli_device_loss.moc"
