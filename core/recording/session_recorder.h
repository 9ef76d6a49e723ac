#pragma once
// The thread-safe front of an MCAP session recording. Any thread calls
// record(), which only appends to a pending vector under a mutex; one writer
// thread (std::jthread) drains it every few tens of milliseconds, builds and
// compresses the chunks and writes them (McapWriter). A chunk is on disk at
// the latest chunkSpanNs after its first message arrived, so a killed
// recorder loses at most its last chunk.
//
// Channels carry JSON messages ("json") described by JSON Schemas
// ("jsonschema"); a schema is stored once per name. Log times are Unix-epoch
// nanoseconds (realtimeFromMonotonicNs turns a monotonicNs() stamp into one).
//
// A write error (full disk) stops the recording: error() says it once
// ("cannot write /path: No space left on device"), later messages are counted
// as dropped, nothing throws or crashes.

#include "core/recording/mcap_writer.h"

#include <QByteArray>
#include <QString>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <stop_token>
#include <thread>
#include <vector>

namespace loopscope::core {

// CLOCK_REALTIME now, in nanoseconds since the Unix epoch.
int64_t realtimeNowNs() noexcept;
// A CLOCK_MONOTONIC stamp (core::monotonicNs()) as Unix-epoch nanoseconds.
int64_t realtimeFromMonotonicNs(int64_t monotonic_ns) noexcept;

class SessionRecorder
{
public:
    explicit SessionRecorder(McapWriterOptions options = {});
    ~SessionRecorder(); // close()
    SessionRecorder(const SessionRecorder &) = delete;
    SessionRecorder &operator=(const SessionRecorder &) = delete;

    // Creates the file and starts the writer thread. False (and *error, when
    // given) when the file cannot be created or written.
    bool open(const QString &path, QString *error = nullptr);
    bool isOpen() const;

    // A channel on topic whose JSON messages follow schemaJson; the schema is
    // stored once per schemaName (a later, different text for the same name is
    // ignored). Returns the channel id (>= 1), 0 when not open. Any thread.
    uint16_t addChannel(const QString &topic, const QString &schemaName, const QByteArray &schemaJson);

    // Queues one message; cheap, any thread. Dropped (and counted) when the
    // channel is unknown, the recorder is closed or has failed, or too much
    // is already waiting for the disk.
    void record(uint16_t channelId, int64_t log_time_ns, QByteArray json);

    // Writes everything queued, the summary and the footer; joins the thread.
    // True when the file is complete (else *error, when given).
    bool close(QString *error = nullptr);

    QString path() const;
    QString error() const;                                          // "" while all is well
    uint64_t messagesRecorded() const { return m_recorded.load(); } // accepted by record()
    uint64_t messagesWritten() const { return m_written.load(); }   // in chunks on disk
    uint64_t chunksWritten() const { return m_chunks.load(); }
    uint64_t messagesDropped() const { return m_dropped.load(); }

private:
    struct Pending
    {
        enum class Kind : uint8_t { Invalid = 0, Message, Schema, Channel };
        Kind kind = Kind::Invalid;
        uint16_t id = 0;       // channel id (Message, Channel) or schema id (Schema)
        uint16_t schemaId = 0; // Channel
        uint64_t logTimeNs = 0;
        QByteArray data; // message JSON or schema JSON
        QString name;    // topic or schema name
    };

    void run(std::stop_token stop);
    void apply(Pending &pending);
    void publishProgress();

    McapWriterOptions m_options;
    McapWriter m_writer; // used by the writer thread only while it runs

    mutable std::mutex m_mutex;
    std::condition_variable_any m_wake;
    std::vector<Pending> m_pending;
    size_t m_pendingBytes = 0;
    bool m_open = false;
    bool m_failed = false;
    QString m_path;
    QString m_error;
    std::map<QString, uint16_t> m_schemaIds;
    uint32_t m_nextSchemaId = 1;
    uint32_t m_nextChannelId = 1;
    uint32_t m_firstChannelId = 1; // of this recording: lower ids belong to an earlier one

    std::atomic<uint64_t> m_recorded{0};
    std::atomic<uint64_t> m_written{0};
    std::atomic<uint64_t> m_chunks{0};
    std::atomic<uint64_t> m_dropped{0};

    std::jthread m_thread;
};

} // namespace loopscope::core
