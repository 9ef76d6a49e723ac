#include "support/test_support.h"

#include <cmath>

#include <QRegularExpression>

#include <QDeadlineTimer>

#include <QDir>
#include <QElapsedTimer>

namespace loopscope::testsupport {

QString binPath(const QString &name)
{
    return QDir(qEnvironmentVariable("LOOPSCOPE_BIN_DIR")).filePath(name);
}

CliResult runCli(const QStringList &args, int timeoutMs, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(binPath(QStringLiteral("loopscope-cli")), args);
    CliResult result;
    if (!process.waitForStarted(10000))
        return result;
    result.finished = process.waitForFinished(timeoutMs);
    if (!result.finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QString describe(const CliResult &result)
{
    return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3").arg(result.exitCode).arg(result.out, result.err);
}

bool waitForSimReady(QProcess &sim, int timeoutMs, QMap<QString, QString> *endpoints, QString *output)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs) {
        while (sim.canReadLine()) {
            const QByteArray raw = sim.readLine();
            if (output)
                *output += QString::fromUtf8(raw);
            const QString line = QString::fromUtf8(raw).trimmed();
            if (line == QLatin1String("ready"))
                return true;
            const QStringList fields = line.split(QLatin1Char(' '));
            if (endpoints && fields.size() >= 3)
                endpoints->insert(fields[0], fields[1]);
        }
        sim.waitForReadyRead(100);
    }
    return false;
}

bool waitUntilJogMoves(QProcess &jog, double minDegS, int timeoutMs, QString *seen)
{
    static const QRegularExpression re(QStringLiteral("vel=(-?[0-9.]+)°/s .*mode=velocity"));
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (!jog.canReadLine() && !jog.waitForReadyRead(100)) {
            if (jog.state() != QProcess::Running)
                return false;
            continue;
        }
        while (jog.canReadLine()) {
            const QString line = QString::fromUtf8(jog.readLine());
            *seen += line;
            const QRegularExpressionMatch m = re.match(line);
            if (m.hasMatch() && std::abs(m.captured(1).toDouble()) > minDegS)
                return true;
        }
    }
    return false;
}

} // namespace loopscope::testsupport
