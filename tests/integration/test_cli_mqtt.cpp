// End-to-end: `loopscope-cli bench mqtt` (flags generated from the probe's
// parameter descriptions) against a real Mosquitto broker on loopback; checks
// the .hgrm per channel and the JSON summary it writes, and the error for a
// port nobody listens on.
#include "app/cli/exit_codes.h"
#include "support/mosquitto_broker.h"
#include "support/tls_fixtures.h"
#include "support/test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace loopscope::cli;
using namespace loopscope::testsupport;

namespace {

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The total count of an .hgrm file: the last column of its last value row.
qint64 hgrmTotalCount(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    qint64 count = -1;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (fields.size() != 4 || line.startsWith(QLatin1Char('#')))
            continue;
        bool okValue = false, okCount = false;
        fields[0].toDouble(&okValue);
        const qint64 c = fields[2].toLongLong(&okCount);
        if (okValue && okCount)
            count = std::max(count, c);
    }
    return count;
}

QStringList benchArgs(quint16 port, const QString &outDir)
{
    return {QStringLiteral("bench"), QStringLiteral("mqtt"), QStringLiteral("--port"), QString::number(port),
            QStringLiteral("--duration"), QStringLiteral("1"), QStringLiteral("--out"), outDir,
            QStringLiteral("--name"), QStringLiteral("run"), QStringLiteral("--no-library")};
}

} // namespace

class TestCliMqtt : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(binPath(QStringLiteral("loopscope-cli"))),
                 qPrintable(binPath(QStringLiteral("loopscope-cli"))));
        QString error;
        QVERIFY2(m_broker.start(&error), qPrintable(error));
    }

    void benchMqttWritesPerHopHistogramsAndJson()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CliResult r =
            runCli({QStringLiteral("bench"), QStringLiteral("mqtt"), QStringLiteral("--port"),
                    QString::number(m_broker.port()), QStringLiteral("--duration"), QStringLiteral("2"),
                    QStringLiteral("--hops"), QStringLiteral("2"), QStringLiteral("--out"), dir.path(),
                    QStringLiteral("--name"), QStringLiteral("run"), QStringLiteral("--no-library")},
                   30000);
        QVERIFY2(r.finished, qPrintable(describe(r)));
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));

        const QDir out(dir.path());
        for (const char *tag : {"total", "service", "hop1", "hop2"}) {
            const QString path = out.filePath(QStringLiteral("run.%1.hgrm").arg(QString::fromLatin1(tag)));
            QVERIFY2(QFile::exists(path), qPrintable(path));
        }
        QVERIFY(!QFile::exists(out.filePath(QStringLiteral("run.hop3.hgrm"))));

        const QJsonObject json = readJson(out.filePath(QStringLiteral("run.json")));
        QVERIFY2(!json.isEmpty(), "run.json missing or not JSON");
        QCOMPARE(json.value(QStringLiteral("kind")).toString(), QStringLiteral("mqtt"));
        QCOMPARE(json.value(QStringLiteral("state")).toString(), QStringLiteral("finished"));
        const QJsonObject counters = json.value(QStringLiteral("counters")).toObject();
        const qint64 sent = counters.value(QStringLiteral("sent")).toInteger();
        QCOMPARE(sent, qint64(200)); // 100 Hz by default, for 2 s
        QCOMPARE(counters.value(QStringLiteral("received")).toInteger(), sent);
        QCOMPARE(counters.value(QStringLiteral("lost")).toInteger(), qint64(0));
        const QJsonObject parameters = json.value(QStringLiteral("parameters")).toObject();
        QCOMPARE(parameters.value(QStringLiteral("hops")).toInt(), 2);
        QCOMPARE(parameters.value(QStringLiteral("port")).toInt(), int(m_broker.port()));
        const QJsonObject histograms = json.value(QStringLiteral("histograms")).toObject();
        for (const char *tag : {"total", "service", "hop1", "hop2"}) {
            const QJsonObject h = histograms.value(QString::fromLatin1(tag)).toObject();
            QCOMPARE(h.value(QStringLiteral("count")).toInteger(), sent);
            QVERIFY2(h.value(QStringLiteral("p50_us")).toDouble() > 0, tag);
            // The .hgrm holds the same histogram as the summary.
            QCOMPARE(
                hgrmTotalCount(out.filePath(QStringLiteral("run.%1.hgrm").arg(QString::fromLatin1(tag)))),
                sent);
        }
        // Every message's total holds its traversals: min(total) >= min(hop1) + min(hop2).
        const double totalMin =
            histograms.value(QStringLiteral("total")).toObject().value(QStringLiteral("min_us")).toDouble();
        const double hopsMin =
            histograms.value(QStringLiteral("hop1")).toObject().value(QStringLiteral("min_us")).toDouble() +
            histograms.value(QStringLiteral("hop2")).toObject().value(QStringLiteral("min_us")).toDouble();
        QVERIFY2(totalMin >= 0.99 * hopsMin,
                 qPrintable(QStringLiteral("%1 < %2").arg(totalMin).arg(hopsMin)));
    }

    void benchMqttAgainstNoBrokerSaysWhy()
    {
        const quint16 port = freeLoopbackTcpPort();
        QVERIFY(port != 0);
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("mqtt"), QStringLiteral("--port"),
                                    QString::number(port), QStringLiteral("--duration"), QStringLiteral("1"),
                                    QStringLiteral("--no-library")},
                                   30000);
        QVERIFY2(r.finished, qPrintable(describe(r)));
        QCOMPARE(r.exitCode, kExitMeasurementFailed);
        QVERIFY2(
            r.err.contains(
                QStringLiteral("cannot connect to MQTT broker 127.0.0.1:%1: connection refused").arg(port)),
            qPrintable(describe(r)));
    }

    // A broker that needs a login: the CLI says so, logs in with the
    // password from a file or the environment, and stores no password.
    void loginIsAskedForAndUsed()
    {
        QTemporaryDir dir;
        QString output;
        const QString passwd = QDir(dir.path()).filePath(QStringLiteral("passwd"));
        QVERIFY2(runTool(QStringLiteral("mosquitto_passwd"),
                         {QStringLiteral("-b"), QStringLiteral("-c"), passwd, QStringLiteral("lab"),
                          QStringLiteral("s3cret-Pw")},
                         &output),
                 qPrintable(output));
        MosquittoBroker broker;
        broker.requireLogin(passwd);
        QString error;
        QVERIFY2(broker.start(&error), qPrintable(error));

        // No login: the broker's own reason, not "connection refused".
        CliResult r = runCli(benchArgs(broker.port(), dir.path()), 30000);
        QVERIFY2(r.finished && r.exitCode == kExitMeasurementFailed, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(QLatin1String("refused the connection: not authorised (it needs a login")),
                 qPrintable(describe(r)));

        // A wrong password from the environment.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LOOPSCOPE_MQTT_PASSWORD"), QStringLiteral("wrong"));
        r = runCli(benchArgs(broker.port(), dir.path()) << QStringLiteral("--username") << QStringLiteral("lab"),
                   30000, env);
        QVERIFY2(r.finished && r.exitCode == kExitMeasurementFailed, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(QLatin1String("not authorised (check the user name lab")), qPrintable(describe(r)));

        // The right one from the environment, then from a file.
        env.insert(QStringLiteral("LOOPSCOPE_MQTT_PASSWORD"), QStringLiteral("s3cret-Pw"));
        r = runCli(benchArgs(broker.port(), dir.path()) << QStringLiteral("--username") << QStringLiteral("lab"),
                   30000, env);
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QString pwFile = QDir(dir.path()).filePath(QStringLiteral("pw.txt"));
        QFile file(pwFile);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("s3cret-Pw\n") > 0);
        file.close();
        QTemporaryDir out;
        r = runCli(benchArgs(broker.port(), out.path()) << QStringLiteral("--username") << QStringLiteral("lab")
                                                        << QStringLiteral("--password-file") << pwFile,
                   30000);
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QJsonObject json = readJson(QDir(out.path()).filePath(QStringLiteral("run.json")));
        QCOMPARE(json.value(QStringLiteral("counters")).toObject().value(QStringLiteral("lost")).toInteger(), 0);
        QCOMPARE(json.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("username")).toString(),
                 QStringLiteral("lab"));
        // The password is in none of the run's files nor its output.
        QVERIFY(!r.out.contains(QLatin1String("s3cret")) && !r.err.contains(QLatin1String("s3cret")));
        for (const QString &name : QDir(out.path()).entryList(QDir::Files)) {
            QFile f(QDir(out.path()).filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains("s3cret"), qPrintable(name));
        }

        // A password file that is not there is a usage error, before anything starts.
        r = runCli(benchArgs(broker.port(), dir.path()) << QStringLiteral("--username") << QStringLiteral("lab")
                                                        << QStringLiteral("--password-file")
                                                        << QStringLiteral("/nonexistent/pw"),
                   30000);
        QVERIFY2(r.finished && r.exitCode == kExitUsage, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(QLatin1String("/nonexistent/pw")), qPrintable(describe(r)));
    }

    // A TLS-only broker with a CA the test makes: the right CA works, another
    // CA and plain MQTT fail with a message that says TLS.
    void tlsWithTheRightCaOnly()
    {
        QTemporaryDir dir;
        const QDir d(dir.path());
        QString output;
        QVERIFY2(makeCertificates(d, QStringLiteral("good"), &output), qPrintable(output));
        QVERIFY2(makeCertificates(d, QStringLiteral("other"), &output), qPrintable(output));
        MosquittoBroker broker;
        broker.useTls(d.filePath(QStringLiteral("good-ca.pem")), d.filePath(QStringLiteral("good-server.pem")),
                      d.filePath(QStringLiteral("good-server.key")));
        QString error;
        QVERIFY2(broker.start(&error), qPrintable(error));

        QTemporaryDir out;
        CliResult r = runCli(benchArgs(broker.port(), out.path())
                                 << QStringLiteral("--ca-file") << d.filePath(QStringLiteral("good-ca.pem")),
                             30000);
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QJsonObject json = readJson(QDir(out.path()).filePath(QStringLiteral("run.json")));
        QVERIFY(json.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("tls")).toBool());
        QVERIFY(json.value(QStringLiteral("counters")).toObject().value(QStringLiteral("received")).toInteger() > 0);

        r = runCli(benchArgs(broker.port(), dir.path())
                       << QStringLiteral("--ca-file") << d.filePath(QStringLiteral("other-ca.pem")),
                   30000);
        QVERIFY2(r.finished && r.exitCode == kExitMeasurementFailed, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(QLatin1String("TLS")) && r.err.contains(QLatin1String("other-ca.pem")),
                 qPrintable(describe(r)));

        r = runCli(benchArgs(broker.port(), dir.path()), 30000); // plain MQTT to the TLS port
        QVERIFY2(r.finished && r.exitCode == kExitMeasurementFailed, qPrintable(describe(r)));
    }

private:
    MosquittoBroker m_broker;
};

QTEST_GUILESS_MAIN(TestCliMqtt)
#include "test_cli_mqtt.moc"
