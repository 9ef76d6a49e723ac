// SimLab against the real loopscope-sim: start, endpoints, echo, stop, and
// clear errors for a missing executable, bad options and a port in use.
#include "devices/sim/sim_lab.h"

#include <QElapsedTimer>
#include <QNetworkDatagram>
#include <QProcess>
#include <QRandomGenerator>
#include <QThread>
#include <QUdpSocket>
#include <QtTest>

#include <cerrno>
#include <csignal>

using namespace loopscope::devices;

namespace {

bool processExists(qint64 pid)
{
    return ::kill(pid_t(pid), 0) == 0 || errno != ESRCH;
}

// Alive and not a zombie (an orphan may wait a while for its new parent to reap it).
bool processAlive(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = status.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && close + 2 < text.size() && text.at(close + 2) != 'Z' && text.at(close + 2) != 'X';
}

QByteArray echoOnce(const SimEndpoint &endpoint, const QByteArray &payload)
{
    QUdpSocket socket;
    socket.writeDatagram(payload, QHostAddress(endpoint.host), endpoint.port);
    if (!socket.waitForReadyRead(2000))
        return QByteArray("<no reply>");
    return socket.receiveDatagram().data();
}

class ScopedEnv
{
public:
    ScopedEnv(const char *name, const QByteArray &value)
        : m_name(name), m_old(qgetenv(name)), m_had(qEnvironmentVariableIsSet(name))
    {
        qputenv(name, value);
    }
    ~ScopedEnv()
    {
        if (m_had)
            qputenv(m_name, m_old);
        else
            qunsetenv(m_name);
    }

private:
    const char *m_name;
    QByteArray m_old;
    bool m_had;
};

} // namespace

class TestSimLab : public QObject
{
    Q_OBJECT

private slots:
    void findsSimulator()
    {
        const QString path = SimLab::simulatorPath();
        QVERIFY2(!path.isEmpty(), "loopscope-sim not found");
        QVERIFY(QFileInfo(path).isExecutable());
        ScopedEnv env("LOOPSCOPE_SIM", "/somewhere/else/loopscope-sim");
        QCOMPARE(SimLab::simulatorPath(), QStringLiteral("/somewhere/else/loopscope-sim"));
    }

    void argumentsCarryOptions()
    {
        SimEchoOptions options;
        options.deviceCount = 3;
        options.dropRatio = 0.05;
        options.seed = 7;
        const QStringList args = SimLab::arguments(options);
        QVERIFY(args.contains(QStringLiteral("--exit-with-parent")));
        QCOMPARE(args.at(args.indexOf(QStringLiteral("--udp-echo")) + 1), QStringLiteral("3"));
        QCOMPARE(args.at(args.indexOf(QStringLiteral("--drop")) + 1), QStringLiteral("0.05"));
        QCOMPARE(args.at(args.indexOf(QStringLiteral("--seed")) + 1), QStringLiteral("7"));
    }

    void startEchoStop()
    {
        SimLab lab;
        SimEchoOptions options;
        options.deviceCount = 3;
        QString error;
        QVERIFY2(lab.start(options, &error), qPrintable(error));
        QVERIFY(lab.isRunning());
        const qint64 pid = lab.processId();
        QVERIFY(pid > 0);
        QVERIFY(processExists(pid));

        const QList<SimEndpoint> endpoints = lab.endpoints();
        QCOMPARE(endpoints.size(), 3);
        QSet<quint16> ports;
        for (int i = 0; i < endpoints.size(); ++i) {
            const SimEndpoint &e = endpoints.at(i);
            QCOMPARE(e.kind, QStringLiteral("udp-echo"));
            QCOMPARE(e.index, i + 1);
            QCOMPARE(e.host, QStringLiteral("127.0.0.1"));
            QVERIFY(e.port > 0);
            QCOMPARE(e.name, QStringLiteral("sim-echo-%1").arg(i + 1));
            QCOMPARE(e.serial, QStringLiteral("LS-ECHO-%1").arg(i + 1, 4, 10, QLatin1Char('0')));
            QCOMPARE(e.endpoint(), QStringLiteral("127.0.0.1:%1").arg(e.port));
            ports.insert(e.port);
        }
        QCOMPARE(ports.size(), 3);

        // RFC 862: every datagram comes back unchanged, whatever its size.
        QByteArray big(1472, Qt::Uninitialized);
        for (int i = 0; i < big.size(); ++i)
            big[i] = char(i * 7);
        QCOMPARE(echoOnce(endpoints.at(0), big), big);
        QCOMPARE(echoOnce(endpoints.at(2), QByteArray("hello")), QByteArray("hello"));

        lab.stop();
        QVERIFY(!lab.isRunning());
        QVERIFY(lab.endpoints().isEmpty());
        QVERIFY(!processExists(pid));
    }

    void destructorStops()
    {
        qint64 pid = 0;
        {
            SimLab lab;
            QString error;
            QVERIFY2(lab.start(SimEchoOptions{}, &error), qPrintable(error));
            pid = lab.processId();
            QVERIFY(processExists(pid));
        }
        QVERIFY(!processExists(pid));
    }

    void ipv6Host()
    {
        SimLab lab;
        SimEchoOptions options;
        options.deviceCount = 1;
        options.host = QStringLiteral("::1");
        QString error;
        if (!lab.start(options, &error))
            QSKIP(qPrintable(QStringLiteral("no IPv6 loopback here: ") + error));
        const SimEndpoint e = lab.endpoints().value(0);
        QCOMPARE(e.host, QStringLiteral("::1"));
        QCOMPARE(e.endpoint(), QStringLiteral("[::1]:%1").arg(e.port));
        QCOMPARE(echoOnce(e, QByteArray("six")), QByteArray("six"));
    }

    void exitsWithParent()
    {
        // A shell starts the simulator with --exit-with-parent, prints its pid
        // and exits; the orphaned simulator must stop by itself.
        QProcess shell;
        shell.start(QStringLiteral("/bin/sh"),
                    {QStringLiteral("-c"),
                     QStringLiteral("\"$0\" --udp-echo 1 --exit-with-parent >/dev/null & echo $!; "
                                    "sleep 0.3"),
                     SimLab::simulatorPath()});
        QVERIFY(shell.waitForFinished(5000));
        bool ok = false;
        const qint64 pid = shell.readAllStandardOutput().trimmed().toLongLong(&ok);
        QVERIFY(ok && pid > 0);
        QElapsedTimer clock;
        clock.start();
        while (processAlive(pid) && clock.elapsed() < 5000)
            QThread::msleep(20);
        QVERIFY2(!processAlive(pid), "loopscope-sim outlived its parent");
    }

    void missingExecutable()
    {
        ScopedEnv env("LOOPSCOPE_SIM", "/nonexistent/dir/loopscope-sim");
        SimLab lab;
        QString error;
        QVERIFY(!lab.start(SimEchoOptions{}, &error, 2000));
        QVERIFY(!lab.isRunning());
        QVERIFY2(error.contains(QStringLiteral("/nonexistent/dir/loopscope-sim")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("LOOPSCOPE_SIM")), qPrintable(error));
    }

    void badOptionsReportStderr()
    {
        SimLab lab;
        SimEchoOptions options;
        options.deviceCount = 0; // the simulator rejects it (exit code 2)
        QString error;
        QVERIFY(!lab.start(options, &error));
        QVERIFY2(error.contains(QStringLiteral("code 2")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("--udp-echo")), qPrintable(error));
    }

    void portInUse()
    {
        QUdpSocket holder;
        QVERIFY(holder.bind(QHostAddress::LocalHost, 0));
        SimLab lab;
        SimEchoOptions options;
        options.deviceCount = 1;
        options.basePort = holder.localPort();
        QString error;
        QVERIFY(!lab.start(options, &error));
        QVERIFY2(error.contains(QStringLiteral("code 3")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("in use")), qPrintable(error));
    }

    void fixedBasePort()
    {
        // Ports P, P+1 in a range below the ephemeral one; retry if taken.
        for (int attempt = 0; attempt < 20; ++attempt) {
            SimLab lab;
            SimEchoOptions options;
            options.basePort = quint16(21000 + QRandomGenerator::global()->bounded(8000));
            QString error;
            if (!lab.start(options, &error))
                continue;
            QCOMPARE(lab.endpoints().size(), 2);
            QCOMPARE(lab.endpoints().at(0).port, options.basePort);
            QCOMPARE(lab.endpoints().at(1).port, quint16(options.basePort + 1));
            return;
        }
        QFAIL("no free fixed port pair found in 20 attempts");
    }
};

QTEST_GUILESS_MAIN(TestSimLab)
#include "test_sim_lab.moc"
