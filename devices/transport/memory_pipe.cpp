#include "devices/transport/memory_pipe.h"

#include <QCoreApplication>

#include <condition_variable>
#include <mutex>

namespace loopscope::devices {

struct MemoryPipe::Shared
{
    std::mutex mutex;
    std::condition_variable arrived;
    QByteArray toDevice;
    QByteArray toHost;
    qsizetype maxChunkBytes = 0;
    bool closed = false;
};

class MemoryPipe::End : public FrameStream
{
public:
    End(std::shared_ptr<Shared> shared, bool isHost) : m_shared(std::move(shared)), m_isHost(isHost) {}

    bool write(QByteArrayView bytes) override
    {
        {
            std::lock_guard lock(m_shared->mutex);
            if (m_shared->closed) {
                m_error = QCoreApplication::translate("loopscope::DeviceTexts", "memory pipe is closed");
                return false;
            }
            outbox().append(bytes.data(), bytes.size());
        }
        m_shared->arrived.notify_all();
        return true;
    }

    QByteArray readAvailable() override
    {
        std::lock_guard lock(m_shared->mutex);
        return take(0);
    }

    QByteArray read(std::chrono::milliseconds timeout, qsizetype maxBytes) override
    {
        std::unique_lock lock(m_shared->mutex);
        m_shared->arrived.wait_for(lock, timeout, [this] { return m_shared->closed || !inbox().isEmpty(); });
        if (inbox().isEmpty() && m_shared->closed)
            m_error = QCoreApplication::translate("loopscope::DeviceTexts", "memory pipe is closed");
        return take(maxBytes);
    }

    bool isOpen() const override
    {
        std::lock_guard lock(m_shared->mutex);
        return !m_shared->closed;
    }

    void close() override
    {
        {
            std::lock_guard lock(m_shared->mutex);
            m_shared->closed = true;
        }
        m_shared->arrived.notify_all();
    }

    QString errorString() const override { return m_error; }

private:
    QByteArray &outbox() { return m_isHost ? m_shared->toDevice : m_shared->toHost; }
    QByteArray &inbox() { return m_isHost ? m_shared->toHost : m_shared->toDevice; }

    // Caller holds the mutex.
    QByteArray take(qsizetype maxBytes)
    {
        qsizetype n = inbox().size();
        if (maxBytes > 0)
            n = std::min(n, maxBytes);
        if (m_shared->maxChunkBytes > 0)
            n = std::min(n, m_shared->maxChunkBytes);
        QByteArray out = inbox().left(n);
        inbox().remove(0, n);
        return out;
    }

    std::shared_ptr<Shared> m_shared;
    bool m_isHost;
    QString m_error;
};

MemoryPipe::MemoryPipe()
    : m_shared(std::make_shared<Shared>()), m_host(std::make_unique<End>(m_shared, true)),
      m_device(std::make_unique<End>(m_shared, false))
{
}

MemoryPipe::~MemoryPipe() = default;

FrameStream &MemoryPipe::hostEnd()
{
    return *m_host;
}

FrameStream &MemoryPipe::deviceEnd()
{
    return *m_device;
}

void MemoryPipe::setMaxChunkBytes(qsizetype maxBytes)
{
    std::lock_guard lock(m_shared->mutex);
    m_shared->maxChunkBytes = maxBytes;
}

void MemoryPipe::close()
{
    m_host->close();
}

} // namespace loopscope::devices
