#pragma once
// Helpers for the video integration tests: free loopback ports, external
// streamers (ffmpeg, tests/integration/rtsp_server.py) and a raw TCP byte
// server, all started and stopped by the test.

#include "core/video/video_decoder.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>
#include <QString>
#include <QThread>

#include <arpa/inet.h>
#include <atomic>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

namespace videotest {

inline int freePort(int type = SOCK_STREAM)
{
    const int fd = ::socket(AF_INET, type, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a);
    socklen_t len = sizeof a;
    ::getsockname(fd, reinterpret_cast<sockaddr *>(&a), &len);
    ::close(fd);
    return ntohs(a.sin_port);
}

inline bool runFfmpeg(const QStringList &args, QString *log)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("ffmpeg"),
            QStringList{QStringLiteral("-hide_banner"), QStringLiteral("-loglevel"), QStringLiteral("error"), QStringLiteral("-y")} + args);
    if (!p.waitForFinished(180000)) {
        p.kill();
        p.waitForFinished();
    }
    *log = QString::fromLocal8Bit(p.readAll());
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

// A process stopped (terminate, then kill) when the object dies.
class Child
{
public:
    ~Child() { stop(); }
    bool start(const QString &program, const QStringList &args)
    {
        m_p.setProcessChannelMode(QProcess::MergedChannels);
        m_p.start(program, args);
        return m_p.waitForStarted(5000);
    }
    // Waits for a line starting with prefix on the output.
    bool waitForLine(const QString &prefix, int timeoutMs)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < timeoutMs && m_p.state() == QProcess::Running) {
            m_p.waitForReadyRead(100);
            m_out += m_p.readAll();
            if (m_out.contains(prefix.toUtf8()))
                return true;
        }
        return false;
    }
    QString output() { m_out += m_p.readAll(); return QString::fromLocal8Bit(m_out); }
    void stop()
    {
        if (m_p.state() == QProcess::NotRunning)
            return;
        m_p.terminate();
        if (!m_p.waitForFinished(3000)) {
            m_p.kill();
            m_p.waitForFinished(3000);
        }
    }
    QProcess &process() { return m_p; }

private:
    QProcess m_p;
    QByteArray m_out;
};

// Accepts TCP connections on 127.0.0.1:port and writes `bytes` (looped) at
// about rateBps to each, one at a time, until stopped.
class ByteServer
{
public:
    ByteServer(QByteArray bytes, int rateBps) : m_bytes(std::move(bytes)), m_rate(rateBps)
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        int one = 1;
        ::setsockopt(m_fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        ::bind(m_fd, reinterpret_cast<sockaddr *>(&a), sizeof a);
        ::listen(m_fd, 4);
        socklen_t len = sizeof a;
        ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&a), &len);
        m_port = ntohs(a.sin_port);
        m_thread = std::thread([this] { serve(); });
    }
    ~ByteServer()
    {
        m_stop = true;
        ::shutdown(m_fd, SHUT_RDWR);
        ::close(m_fd);
        m_thread.join();
    }
    int port() const { return m_port; }

private:
    void serve()
    {
        while (!m_stop) {
            const int c = ::accept(m_fd, nullptr, nullptr);
            if (c < 0)
                return;
            const int chunk = 1316;
            qsizetype pos = 0;
            while (!m_stop && !m_bytes.isEmpty()) {
                const qsizetype n = std::min<qsizetype>(chunk, m_bytes.size() - pos);
                if (::send(c, m_bytes.constData() + pos, size_t(n), MSG_NOSIGNAL) <= 0)
                    break;
                pos = (pos + n) % m_bytes.size();
                QThread::usleep(unsigned(1e6 * chunk / m_rate));
            }
            ::close(c);
        }
    }
    QByteArray m_bytes;
    int m_rate;
    int m_fd = -1;
    int m_port = 0;
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

// Polls until pred() or timeout, taking frames like a display would.
template <typename Pred>
bool waitFor(loopscope::core::VideoDecoder &dec, Pred pred, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutMs) {
        if (auto f = dec.takeLatest())
            dec.markDisplayed(*f);
        if (pred())
            return true;
        QThread::msleep(5);
    }
    return pred();
}

} // namespace videotest
