#pragma once
// A pseudo-terminal for tests whose far end is played by the test: every chunk
// the program under test writes to path() goes to the handler (on the peer's
// own thread), which answers through send(). The slave side stays open, so
// the master never sees a hang-up between the program's opens.

#include <QByteArray>
#include <QByteArrayView>
#include <QSet>
#include <QString>

#include <atomic>
#include <functional>
#include <mutex>
#include <thread>

namespace loopscope::testsupport {

class PtyPeer
{
public:
    using Handler = std::function<void(PtyPeer &, QByteArrayView)>;

    explicit PtyPeer(Handler onBytes);
    ~PtyPeer();
    PtyPeer(const PtyPeer &) = delete;
    PtyPeer &operator=(const PtyPeer &) = delete;

    QString path() const { return m_path; } // empty if no PTY could be opened

    // Writes all of bytes (waiting for room: a flood is larger than the PTY's buffer).
    void send(const QByteArray &bytes);

    // Bookkeeping for assertions: IDs the peer answered properly, to a request sent to that ID.
    void answered(int id);
    QSet<int> answeredIds() const;

private:
    void run();

    Handler m_onBytes;
    int m_master = -1;
    int m_slave = -1; // kept open: the master never sees a hang-up between the scanner's opens
    QString m_path;
    std::atomic<bool> m_stop{false};
    mutable std::mutex m_mutex;
    QSet<int> m_answered;
    std::thread m_thread;
};

} // namespace loopscope::testsupport
