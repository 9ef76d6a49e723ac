#include "support/postgres_server.h"

#include "support/mosquitto_broker.h" // freeLoopbackTcpPort, loopbackTcpAccepts

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QThread>

#include <csignal>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace loopscope::testsupport {

namespace {

bool runningAsRoot()
{
    return ::geteuid() == 0;
}

// Hands path (and what is in it) to the user the server runs as.
bool giveToServerUser(const QString &path)
{
    if (!runningAsRoot())
        return true;
    const passwd *pg = ::getpwnam("postgres");
    if (!pg)
        return false;
    return ::chown(QFile::encodeName(path).constData(), pg->pw_uid, pg->pw_gid) == 0;
}

} // namespace

PostgresServer::PostgresServer(quint16 port) : m_port(port ? port : freeLoopbackTcpPort())
{
    // The server's user must reach the folder (QTemporaryDir makes it 0700).
    if (m_dir.isValid()) {
        ::chmod(QFile::encodeName(m_dir.path()).constData(), 0755);
        giveToServerUser(m_dir.path());
    }
}

PostgresServer::~PostgresServer()
{
    stop();
}

QString PostgresServer::binDir()
{
    const QString overridden = qEnvironmentVariable("LOOPSCOPE_PG_BINDIR");
    return overridden.isEmpty() ? QStringLiteral("/usr/lib/postgresql/15/bin") : overridden;
}

bool PostgresServer::available()
{
    return QFileInfo(binDir() + QStringLiteral("/initdb")).isExecutable() &&
           QFileInfo(binDir() + QStringLiteral("/postgres")).isExecutable() &&
           (!runningAsRoot() || ::getpwnam("postgres") != nullptr);
}

QStringList PostgresServer::asServerUser(const QString &program, const QStringList &args) const
{
    // setpriv execs the program itself (no process in between), so signals
    // to the QProcess reach the server.
    if (!runningAsRoot())
        return QStringList{program} + args;
    return QStringList{QStringLiteral("setpriv"), QStringLiteral("--reuid=postgres"),
                       QStringLiteral("--regid=postgres"), QStringLiteral("--init-groups"), program} +
           args;
}

bool PostgresServer::runTool(const QString &program, const QStringList &args, QString *output) const
{
    const QStringList command = asServerUser(program, args);
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setWorkingDirectory(m_dir.path());
    process.start(command.first(), command.mid(1));
    const bool finished = process.waitForFinished(60000);
    const QString text = QString::fromUtf8(process.readAll());
    if (output)
        *output = text;
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

bool PostgresServer::start(QString *error, int timeoutMs)
{
    const auto failWith = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (m_process)
        return true;
    if (!available())
        return failWith(QStringLiteral("no PostgreSQL server binaries in %1").arg(binDir()));
    if (!m_dir.isValid() || m_port == 0)
        return failWith(QStringLiteral("no temporary folder or free port for PostgreSQL"));
    const QString data = m_dir.filePath(QStringLiteral("data"));
    if (!m_initialised) {
        const QString pwFile = m_dir.filePath(QStringLiteral("superuser-password"));
        QFile pw(pwFile);
        if (!pw.open(QIODevice::WriteOnly) || pw.write("superuser-only-on-the-socket\n") < 0)
            return failWith(QStringLiteral("cannot write %1").arg(pwFile));
        pw.close();
        giveToServerUser(pwFile);
        QString out;
        if (!runTool(binDir() + QStringLiteral("/initdb"),
                     {QStringLiteral("-D"), data, QStringLiteral("-U"), QStringLiteral("postgres"),
                      QStringLiteral("--auth-local=trust"), QStringLiteral("--auth-host=scram-sha-256"),
                      QStringLiteral("--pwfile=%1").arg(pwFile), QStringLiteral("--no-sync"),
                      QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--locale=C")},
                     &out))
            return failWith(QStringLiteral("initdb failed: %1").arg(out));
        QFile hba(data + QStringLiteral("/pg_hba.conf"));
        if (!m_subnets.isEmpty() && hba.open(QIODevice::Append))
            for (const QString &subnet : std::as_const(m_subnets))
                hba.write(QStringLiteral("host all all %1 scram-sha-256\n").arg(subnet).toUtf8());
    }
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    const QStringList command = asServerUser(
        binDir() + QStringLiteral("/postgres"),
        QStringList{QStringLiteral("-D"), data, QStringLiteral("-p"), QString::number(m_port), QStringLiteral("-k"),
         m_dir.path(), QStringLiteral("-c"), QStringLiteral("listen_addresses=%1").arg((QStringList{QStringLiteral("127.0.0.1")} + m_extraAddresses).join(QLatin1Char(','))), QStringLiteral("-c"),
         QStringLiteral("fsync=off"), QStringLiteral("-c"), QStringLiteral("max_connections=200"),
         QStringLiteral("-c"), QStringLiteral("logging_collector=off")} +
            (qEnvironmentVariableIsSet("LOOPSCOPE_PG_LOG_STATEMENTS")
                 ? QStringList{QStringLiteral("-c"), QStringLiteral("log_statement=all")}
                 : QStringList{}));
    m_process->start(command.first(), command.mid(1));
    if (!m_process->waitForStarted(5000)) {
        const QString why = m_process->errorString();
        m_process.reset();
        return failWith(QStringLiteral("cannot start postgres: %1").arg(why));
    }
    QElapsedTimer clock;
    clock.start();
    bool ready = false;
    while (clock.elapsed() < timeoutMs) {
        if (m_process->state() != QProcess::Running) {
            const QString text = log();
            m_process.reset();
            return failWith(QStringLiteral("postgres exited at start: %1").arg(text));
        }
        if (loopbackTcpAccepts(m_port) && psql(QStringLiteral("postgres"), QStringLiteral("SELECT 1"))) {
            ready = true;
            break;
        }
        QThread::msleep(100);
    }
    if (!ready) {
        const QString text = log();
        stop();
        return failWith(QStringLiteral("postgres did not accept logins within %1 ms: %2").arg(timeoutMs).arg(text));
    }
    if (!m_initialised) {
        QString out;
        if (!psql(QStringLiteral("postgres"),
                  QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(user(), password()), &out) ||
            !createDatabase(QStringLiteral("loopscope"), error))
            return failWith(QStringLiteral("cannot create the test role and database: %1").arg(out));
        m_initialised = true;
    }
    return true;
}

void PostgresServer::stop()
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        // SIGINT: PostgreSQL's "fast" shutdown (SIGTERM would wait for clients)
        ::kill(static_cast<pid_t>(m_process->processId()), SIGINT);
        if (!m_process->waitForFinished(10000)) {
            m_process->kill();
            m_process->waitForFinished(3000);
        }
    }
    m_process.reset();
}

QString PostgresServer::url(const QString &database) const
{
    return QStringLiteral("postgresql://%1@%2:%3/%4").arg(user(), host()).arg(m_port).arg(database);
}

QString PostgresServer::writePassFile(const QString &password) const
{
    const QString path = m_dir.filePath(QStringLiteral("pgpass-%1").arg(::getpid()));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(QStringLiteral("%1:%2:*:%3:%4\n")
                   .arg(host())
                   .arg(m_port)
                   .arg(user(), password.isEmpty() ? this->password() : password)
                   .toUtf8());
    file.close();
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner); // libpq ignores group-readable files
    return path;
}

bool PostgresServer::createDatabase(const QString &name, QString *error)
{
    QString out;
    if (psql(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE \"%1\" OWNER %2").arg(name, user()), &out))
        return true;
    if (error)
        *error = out;
    return false;
}

bool PostgresServer::psql(const QString &database, const QString &sql, QString *output)
{
    return runTool(binDir() + QStringLiteral("/psql"),
                   {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"), QStringLiteral("-t"),
                    QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"), m_dir.path(),
                    QStringLiteral("-p"), QString::number(m_port), QStringLiteral("-U"),
                    QStringLiteral("postgres"), QStringLiteral("-d"), database, QStringLiteral("-c"), sql},
                   output);
}

QString PostgresServer::log() const
{
    return m_process ? QString::fromUtf8(m_process->readAll()) : QString();
}

} // namespace loopscope::testsupport
