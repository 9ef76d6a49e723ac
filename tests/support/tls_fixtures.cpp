#include "support/tls_fixtures.h"

#include <QFile>
#include <QProcess>

namespace loopscope::testsupport {

bool runTool(const QString &program, const QStringList &args, QString *output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    const bool ok = p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    *output = QString::fromUtf8(p.readAll());
    return ok;
}

bool makeCertificates(const QDir &dir, const QString &name, QString *output)
{
    const auto f = [&](const char *suffix) { return dir.filePath(name + QLatin1String(suffix)); };
    QFile ext(f("-ext.cnf"));
    if (!ext.open(QIODevice::WriteOnly) || ext.write("subjectAltName = IP:127.0.0.1\n") < 0)
        return false;
    ext.close();
    const QString days = QStringLiteral("2");
    return runTool(QStringLiteral("openssl"),
                   {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                    QStringLiteral("-nodes"), QStringLiteral("-keyout"), f("-ca.key"), QStringLiteral("-out"),
                    f("-ca.pem"), QStringLiteral("-days"), days, QStringLiteral("-subj"),
                    QStringLiteral("/CN=Loopscope test CA %1").arg(name)},
                   output) &&
           runTool(QStringLiteral("openssl"),
                   {QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"), QStringLiteral("-nodes"),
                    QStringLiteral("-keyout"), f("-server.key"), QStringLiteral("-out"), f("-server.csr"),
                    QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1")},
                   output) &&
           runTool(QStringLiteral("openssl"),
                   {QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), f("-server.csr"),
                    QStringLiteral("-CA"), f("-ca.pem"), QStringLiteral("-CAkey"), f("-ca.key"),
                    QStringLiteral("-CAcreateserial"), QStringLiteral("-out"), f("-server.pem"),
                    QStringLiteral("-days"), days, QStringLiteral("-extfile"), f("-ext.cnf")},
                   output);
}

} // namespace loopscope::testsupport
