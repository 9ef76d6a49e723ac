#pragma once
// A real Mosquitto broker for tests: /usr/sbin/mosquitto (or $LOOPSCOPE_MOSQUITTO)
// on 127.0.0.1 and a free port, with a temporary config
// (`listener PORT 127.0.0.1`, `allow_anonymous true`, and by default
// `set_tcp_nodelay true`: with Mosquitto's own default, Nagle's algorithm holds
// back small writes — QoS 1 acknowledgements and relayed messages wait tens of
// ms for the peer's delayed ACK). start() returns once
// the broker accepts TCP connections; the destructor stops it (SIGTERM, then
// SIGKILL). The port stays the same across stop()/start(), so a test can
// restart "the same" broker.

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>

namespace loopscope::testsupport {

class MosquittoBroker
{
public:
    // port 0: a free port on 127.0.0.1. tcpNoDelay false: Mosquitto's default.
    explicit MosquittoBroker(quint16 port = 0, bool tcpNoDelay = true);
    ~MosquittoBroker();
    MosquittoBroker(const MosquittoBroker &) = delete;
    MosquittoBroker &operator=(const MosquittoBroker &) = delete;

    // Before start(): a broker that needs a login (mosquitto_passwd file,
    // no anonymous clients) and/or speaks only TLS on its port (server
    // certificate and key, PEM, signed by a CA the clients are given).
    void requireLogin(const QString &passwordFile) { m_passwordFile = passwordFile; }
    void useTls(const QString &caFile, const QString &certFile, const QString &keyFile)
    {
        m_caFile = caFile;
        m_certFile = certFile;
        m_keyFile = keyFile;
    }

    // Before start(): also listen on this address (a test's veth or bridge
    // address, for clients in network namespaces), same port.
    void addListenAddress(const QString &address) { m_extraAddresses << address; }

    static QString binaryPath();
    static bool available(); // the binary exists and is executable

    // Starts the broker and waits up to timeoutMs until it accepts TCP.
    // False with a message (including the broker's output) in *error.
    bool start(QString *error = nullptr, int timeoutMs = 5000);
    void stop(); // SIGTERM, SIGKILL after 3 s; waits for the exit
    void kill(); // SIGKILL at once (a crashed broker); waits for the exit
    bool isRunning() const;

    QString host() const { return QStringLiteral("127.0.0.1"); }
    quint16 port() const { return m_port; }
    QString output() const; // what the broker printed so far

private:
    quint16 m_port = 0;
    bool m_tcpNoDelay = true;
    QString m_passwordFile, m_caFile, m_certFile, m_keyFile;
    QStringList m_extraAddresses;
    QTemporaryDir m_dir;
    std::unique_ptr<QProcess> m_process;
    mutable QString m_output;
};

// A TCP port on 127.0.0.1 that nothing listens on right now (bound and released).
quint16 freeLoopbackTcpPort();
// Whether something accepts a TCP connection on 127.0.0.1:port.
bool loopbackTcpAccepts(quint16 port);

} // namespace loopscope::testsupport
