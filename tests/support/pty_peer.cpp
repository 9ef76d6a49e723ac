#include "support/pty_peer.h"

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <unistd.h>

namespace loopscope::testsupport {

PtyPeer::PtyPeer(Handler onBytes) : m_onBytes(std::move(onBytes))
{
    char name[256] = {};
    if (::openpty(&m_master, &m_slave, name, nullptr, nullptr) != 0)
        return;
    m_path = QString::fromLocal8Bit(name);
    ::fcntl(m_master, F_SETFL, ::fcntl(m_master, F_GETFL) | O_NONBLOCK);
    m_thread = std::thread([this] { run(); });
}

PtyPeer::~PtyPeer()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
    if (m_master >= 0)
        ::close(m_master);
    if (m_slave >= 0)
        ::close(m_slave);
}

void PtyPeer::send(const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size() && !m_stop) {
        const ssize_t n = ::write(m_master, bytes.constData() + done, size_t(bytes.size() - done));
        if (n > 0) {
            done += n;
            continue;
        }
        pollfd p{m_master, POLLOUT, 0};
        ::poll(&p, 1, 20);
    }
}

void PtyPeer::answered(int id)
{
    std::lock_guard lock(m_mutex);
    m_answered.insert(id);
}

QSet<int> PtyPeer::answeredIds() const
{
    std::lock_guard lock(m_mutex);
    return m_answered;
}

void PtyPeer::run()
{
    char buffer[1024];
    while (!m_stop) {
        pollfd p{m_master, POLLIN, 0};
        if (::poll(&p, 1, 10) <= 0)
            continue;
        const ssize_t n = ::read(m_master, buffer, sizeof buffer);
        if (n <= 0) {
            ::usleep(2000);
            continue;
        }
        m_onBytes(*this, QByteArrayView(buffer, n));
    }
}

} // namespace loopscope::testsupport
