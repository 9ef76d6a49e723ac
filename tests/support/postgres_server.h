#pragma once
// A real PostgreSQL server for tests: Debian's postgresql-15 binaries
// (/usr/lib/postgresql/15/bin, or $LOOPSCOPE_PG_BINDIR) with a fresh cluster
// in a temporary folder (initdb), listening on 127.0.0.1 and a free port with
// its Unix socket in the same folder. Password login (SCRAM) over TCP for the
// role "loopscope" (password password()), which owns the database
// "loopscope"; createDatabase() makes more for tests that need an empty one.
// Started as root, the server runs as the user "postgres" (PostgreSQL refuses
// to run as root). The destructor stops it; the port survives stop()/start().

#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>

class QProcess;

namespace loopscope::testsupport {

class PostgresServer
{
public:
    explicit PostgresServer(quint16 port = 0);
    ~PostgresServer();
    PostgresServer(const PostgresServer &) = delete;
    PostgresServer &operator=(const PostgresServer &) = delete;

    // Before start(): also listen on address and accept password logins
    // from subnet (CIDR), for clients in a test's network namespaces.
    void addListenAddress(const QString &address, const QString &subnet)
    {
        m_extraAddresses << address;
        m_subnets << subnet;
    }

    static QString binDir();
    static bool available(); // initdb and postgres exist

    // initdb (first time), start, and wait until it accepts logins.
    bool start(QString *error = nullptr, int timeoutMs = 30000);
    void stop();

    QString host() const { return QStringLiteral("127.0.0.1"); }
    quint16 port() const { return m_port; }
    QString user() const { return QStringLiteral("loopscope"); }
    QString password() const { return QStringLiteral("lab-bench-7"); }
    // postgresql://loopscope@127.0.0.1:PORT/DB (no password in it)
    QString url(const QString &database = QStringLiteral("loopscope")) const;
    // A libpq password file (host:port:db:user:password, mode 0600) for
    // user(); written into the server's folder, returns its path.
    QString writePassFile(const QString &password = {}) const;
    // A new empty database owned by user(). False with *error.
    bool createDatabase(const QString &name, QString *error = nullptr);
    // Runs SQL as the superuser through psql on the Unix socket; its output.
    bool psql(const QString &database, const QString &sql, QString *output = nullptr);
    QString log() const;

private:
    QStringList asServerUser(const QString &program, const QStringList &args) const;
    bool runTool(const QString &program, const QStringList &args, QString *output) const;

    quint16 m_port = 0;
    QStringList m_extraAddresses, m_subnets;
    QTemporaryDir m_dir;
    bool m_initialised = false;
    std::unique_ptr<QProcess> m_process;
};

} // namespace loopscope::testsupport
