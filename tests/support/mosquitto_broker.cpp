#include "support/mosquitto_broker.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace loopscope::testsupport {

namespace {

sockaddr_in loopback(quint16 port)
{
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return address;
}

} // namespace

quint16 freeLoopbackTcpPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address = loopback(0);
    socklen_t length = sizeof(address);
    quint16 port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

bool loopbackTcpAccepts(quint16 port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return false;
    const sockaddr_in address = loopback(port);
    const bool ok = ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof(address)) == 0;
    ::close(fd);
    return ok;
}

MosquittoBroker::MosquittoBroker(quint16 port, bool tcpNoDelay)
    : m_port(port ? port : freeLoopbackTcpPort()), m_tcpNoDelay(tcpNoDelay)
{
}

MosquittoBroker::~MosquittoBroker()
{
    stop();
}

QString MosquittoBroker::binaryPath()
{
    const QString overridden = qEnvironmentVariable("LOOPSCOPE_MOSQUITTO");
    return overridden.isEmpty() ? QStringLiteral("/usr/sbin/mosquitto") : overridden;
}

bool MosquittoBroker::available()
{
    const QFileInfo info(binaryPath());
    return info.exists() && info.isExecutable();
}

bool MosquittoBroker::start(QString *error, int timeoutMs)
{
    const auto failWith = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (isRunning())
        return true;
    if (!available())
        return failWith(QStringLiteral("no mosquitto broker at %1").arg(binaryPath()));
    if (m_port == 0 || !m_dir.isValid())
        return failWith(QStringLiteral("no free port or temporary folder for the broker"));
    const QString configPath = m_dir.filePath(QStringLiteral("mosquitto.conf"));
    QFile config(configPath);
    if (!config.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return failWith(QStringLiteral("cannot write %1").arg(configPath));
    QString security;
    if (!m_caFile.isEmpty())
        security += QStringLiteral("cafile %1\ncertfile %2\nkeyfile %3\n").arg(m_caFile, m_certFile, m_keyFile);
    security += m_passwordFile.isEmpty() ? QStringLiteral("allow_anonymous true\n")
                                         : QStringLiteral("allow_anonymous false\npassword_file %1\n").arg(m_passwordFile);
    QString listeners = QStringLiteral("listener %1 127.0.0.1\n").arg(m_port);
    for (const QString &address : std::as_const(m_extraAddresses))
        listeners += QStringLiteral("listener %1 %2\n").arg(m_port).arg(address);
    // (the security settings apply to every listener)
    config.write(QStringLiteral("per_listener_settings false\n").toUtf8());
    config.write(security.prepend(listeners).toUtf8());
    // Started as root, Mosquitto would switch to the user "mosquitto", which
    // cannot read the test's private temporary folder: stay who we are.
    if (const passwd *me = getpwuid(geteuid()))
        config.write(QStringLiteral("user %1\n").arg(QString::fromLocal8Bit(me->pw_name)).toUtf8());
    config.write(QStringLiteral("persistence false\n"
                                "set_tcp_nodelay %1\n"
                                "log_dest stderr\n"
                                "log_type error\n"
                                "log_type warning\n")
                     .arg(m_tcpNoDelay ? QStringLiteral("true") : QStringLiteral("false"))
                     .toUtf8());
    config.close();

    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->start(binaryPath(), {QStringLiteral("-c"), configPath});
    if (!m_process->waitForStarted(timeoutMs))
        return failWith(QStringLiteral("cannot start %1: %2").arg(binaryPath(), m_process->errorString()));
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs) {
        if (m_process->state() != QProcess::Running)
            return failWith(QStringLiteral("mosquitto exited at start: %1").arg(output()));
        if (loopbackTcpAccepts(m_port))
            return true;
        m_process->waitForReadyRead(50);
    }
    const QString log = output();
    stop();
    return failWith(QStringLiteral("mosquitto did not accept connections on 127.0.0.1:%1 within %2 ms: %3")
                        .arg(m_port)
                        .arg(timeoutMs)
                        .arg(log));
}

void MosquittoBroker::stop()
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->terminate();
        if (!m_process->waitForFinished(3000)) {
            m_process->kill();
            m_process->waitForFinished(3000);
        }
    }
    output();
    m_process.reset();
}

void MosquittoBroker::kill()
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(3000);
    }
    output();
    m_process.reset();
}

bool MosquittoBroker::isRunning() const
{
    return m_process && m_process->state() == QProcess::Running;
}

QString MosquittoBroker::output() const
{
    if (m_process)
        m_output += QString::fromUtf8(m_process->readAll());
    return m_output;
}

} // namespace loopscope::testsupport
