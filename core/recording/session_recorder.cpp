#include "core/recording/session_recorder.h"

#include "core/timing/realtime.h"

#include <QtGlobal>
#include <chrono>
#include <ctime>

namespace loopscope::core {

namespace {
// How often the writer thread drains the queue, and how much waiting data
// wakes it early (and how much is the most it lets wait before dropping).
constexpr auto kDrainInterval = std::chrono::milliseconds(50);
constexpr size_t kWakeBytes = size_t(1) << 20;
constexpr size_t kMaxPendingBytes = size_t(64) << 20;
constexpr uint32_t kMaxId = 0xffff;
} // namespace

int64_t realtimeNowNs() noexcept
{
    timespec ts{};
    clock_gettime(CLOCK_REALTIME, &ts);
    return static_cast<int64_t>(ts.tv_sec) * 1'000'000'000LL + ts.tv_nsec;
}

int64_t realtimeFromMonotonicNs(int64_t monotonic_ns) noexcept
{
    return monotonic_ns + realtimeMinusMonotonicNs();
}

SessionRecorder::SessionRecorder(McapWriterOptions options) : m_options(options), m_writer(std::move(options))
{
}

SessionRecorder::~SessionRecorder()
{
    close();
}

bool SessionRecorder::open(const QString &path, QString *error)
{
    close();
    std::lock_guard lock(m_mutex);
    m_path = path;
    m_error.clear();
    m_failed = false;
    m_pending.clear();
    m_pendingBytes = 0;
    m_schemaIds.clear();
    m_nextSchemaId = 1;
    // Channel ids go on from the previous recording instead of starting at
    // 1 again: a producer still holding an id of the previous file (a run
    // or a camera that outlived it) is refused, never recorded on another
    // channel of this one.
    if (m_nextChannelId > kMaxId / 2)
        m_nextChannelId = 1;
    m_firstChannelId = m_nextChannelId;
    m_recorded = m_written = m_chunks = m_dropped = 0;
    if (!m_writer.open(path)) {
        m_error = m_writer.error();
        if (error)
            *error = m_error;
        return false;
    }
    m_open = true;
    m_thread = std::jthread([this](std::stop_token stop) { run(stop); });
    return true;
}

bool SessionRecorder::isOpen() const
{
    std::lock_guard lock(m_mutex);
    return m_open;
}

QString SessionRecorder::path() const
{
    std::lock_guard lock(m_mutex);
    return m_path;
}

QString SessionRecorder::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

uint16_t SessionRecorder::addChannel(const QString &topic, const QString &schemaName,
                                     const QByteArray &schemaJson)
{
    std::lock_guard lock(m_mutex);
    if (!m_open || m_nextChannelId > kMaxId)
        return 0;
    uint16_t schemaId = 0;
    if (const auto known = m_schemaIds.find(schemaName); known != m_schemaIds.end()) {
        schemaId = known->second;
    } else {
        if (m_nextSchemaId > kMaxId)
            return 0;
        schemaId = static_cast<uint16_t>(m_nextSchemaId++);
        m_schemaIds.emplace(schemaName, schemaId);
        Pending schema;
        schema.kind = Pending::Kind::Schema;
        schema.id = schemaId;
        schema.name = schemaName;
        schema.data = schemaJson;
        m_pending.push_back(std::move(schema));
    }
    Pending channel;
    channel.kind = Pending::Kind::Channel;
    channel.id = static_cast<uint16_t>(m_nextChannelId++);
    channel.schemaId = schemaId;
    channel.name = topic;
    const uint16_t id = channel.id;
    m_pending.push_back(std::move(channel));
    return id;
}

void SessionRecorder::record(uint16_t channelId, int64_t log_time_ns, QByteArray json)
{
    bool wake = false;
    {
        std::lock_guard lock(m_mutex);
        if (!m_open || m_failed || channelId < m_firstChannelId || channelId >= m_nextChannelId ||
            m_pendingBytes + static_cast<size_t>(json.size()) > kMaxPendingBytes) {
            ++m_dropped;
            return;
        }
        m_pendingBytes += static_cast<size_t>(json.size()) + sizeof(Pending);
        Pending message;
        message.kind = Pending::Kind::Message;
        message.id = channelId;
        message.logTimeNs = log_time_ns > 0 ? static_cast<uint64_t>(log_time_ns) : 0;
        message.data = std::move(json);
        m_pending.push_back(std::move(message));
        ++m_recorded;
        wake = m_pendingBytes >= kWakeBytes;
    }
    if (wake)
        m_wake.notify_one();
}

void SessionRecorder::apply(Pending &pending)
{
    switch (pending.kind) {
    case Pending::Kind::Schema:
        m_writer.addSchema(pending.id, pending.name, QStringLiteral("jsonschema"), pending.data);
        break;
    case Pending::Kind::Channel:
        m_writer.addChannel(pending.id, pending.schemaId, pending.name, QStringLiteral("json"));
        break;
    case Pending::Kind::Message:
        m_writer.write(pending.id, pending.logTimeNs, pending.logTimeNs, pending.data);
        break;
    case Pending::Kind::Invalid:
        break;
    }
}

void SessionRecorder::publishProgress()
{
    m_written = m_writer.stats().messagesWritten;
    m_chunks = m_writer.stats().chunksWritten;
    if (!m_writer.failed())
        return;
    std::lock_guard lock(m_mutex);
    if (m_failed)
        return;
    m_failed = true;
    m_error = m_writer.error();
    qWarning("recording stopped: %s", qPrintable(m_error));
}

void SessionRecorder::run(std::stop_token stop)
{
    std::vector<Pending> batch;
    // When the open chunk got its first message (monotonic), to write it once
    // it has waited chunkSpanNs even if no further message comes.
    int64_t chunkOpenedNs = -1;
    uint64_t chunksSeen = 0;
    for (;;) {
        bool stopping = false;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait_for(lock, stop, kDrainInterval, [this] { return m_pendingBytes >= kWakeBytes; });
            batch.swap(m_pending);
            m_pendingBytes = 0;
            stopping = stop.stop_requested();
        }
        if (!m_writer.failed()) {
            for (Pending &pending : batch)
                apply(pending);
            const int64_t now = monotonicNs();
            if (!m_writer.chunkHasMessages())
                chunkOpenedNs = -1;
            else if (chunkOpenedNs < 0 || m_writer.stats().chunksWritten != chunksSeen)
                chunkOpenedNs = now;
            if (chunkOpenedNs >= 0 && now - chunkOpenedNs > m_options.chunkSpanNs) {
                m_writer.closeChunk();
                chunkOpenedNs = -1;
            }
            chunksSeen = m_writer.stats().chunksWritten;
        } else {
            for (const Pending &pending : batch)
                m_dropped += pending.kind == Pending::Kind::Message ? 1 : 0;
        }
        batch.clear();
        publishProgress();
        if (stopping)
            break;
    }
    m_writer.close();
    publishProgress();
}

bool SessionRecorder::close(QString *error)
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_open) {
            if (error)
                *error = m_error;
            return m_error.isEmpty();
        }
        m_open = false;
    }
    if (m_thread.joinable()) {
        m_thread.request_stop();
        m_thread.join();
    }
    std::lock_guard lock(m_mutex);
    if (error)
        *error = m_error;
    return m_error.isEmpty();
}

} // namespace loopscope::core
