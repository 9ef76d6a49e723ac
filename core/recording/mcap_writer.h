#pragma once
// Writes an MCAP file (https://mcap.dev/spec): magic, Header, Schema/Channel/
// Message records inside zstd-compressed Chunks, each chunk followed by one
// Message Index per channel, Data End with the data-section CRC, then the
// summary (Schemas, Channels, Statistics, Chunk Indexes), Summary Offsets and
// the Footer with the summary CRC, and the closing magic.
//
// A chunk is written (one write() to the file descriptor, so it survives a
// killed process) as soon as its uncompressed records pass chunkSizeBytes,
// when a message comes more than chunkSpanNs of log time after the chunk's
// first one, on closeChunk() or close(). A killed writer loses at
// most the open chunk; what is on disk reads with a streaming MCAP reader.
//
// The first write error (a full disk, a vanished mount) is kept as one clear
// message, "cannot write /path: No space left on device"; from then on every
// call returns false and writes nothing. Not thread-safe: one thread owns a
// writer (SessionRecorder is the thread-safe front).

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <map>
#include <memory>
#include <vector>

namespace loopscope::core {

struct McapWriterOptions
{
    uint64_t chunkSizeBytes = 256 * 1024; // close a chunk once its records pass this (uncompressed)
    int64_t chunkSpanNs = 1'000'000'000;  // ... or once a message is this much log time after its first
    int zstdLevel = 3;                    // 1 (fastest) .. 19
    QString profile;                      // Header profile: "" (none of the well-known ones)
    QString library;                      // Header library; "" means "loopscope <version>"
};

struct McapWriterStats
{
    uint64_t messagesWritten = 0; // in chunks that are on disk
    uint64_t chunksWritten = 0;
    uint64_t bytesWritten = 0; // file size so far
};

class McapWriter
{
public:
    explicit McapWriter(McapWriterOptions options = {});
    ~McapWriter(); // close()
    McapWriter(const McapWriter &) = delete;
    McapWriter &operator=(const McapWriter &) = delete;

    // Creates (truncates) path and writes the magic and the Header. False with
    // error() set when the file cannot be opened or written.
    bool open(const QString &path);
    bool isOpen() const { return m_fd >= 0; }

    // Registers a schema / channel under a caller-chosen id (schema ids 1..65535,
    // channel ids 0..65535, each unique); its record goes into the open chunk,
    // ahead of any message that uses it. False on a bad or repeated id.
    bool addSchema(uint16_t id, const QString &name, const QString &encoding, const QByteArray &data);
    bool addChannel(uint16_t id, uint16_t schemaId, const QString &topic, const QString &messageEncoding,
                    const std::map<QString, QString> &metadata = {});

    // Appends one message (sequence numbers are counted per channel). False when
    // the channel is unknown, the writer is closed or has failed.
    bool write(uint16_t channelId, uint64_t log_time_ns, uint64_t publish_time_ns, const QByteArray &data);

    // Writes the open chunk now (no-op when it is empty).
    bool closeChunk();
    // Whether the open chunk holds messages (not yet on disk).
    bool chunkHasMessages() const { return m_chunk.hasMessages; }

    // Writes the open chunk, Data End, the summary and the Footer, and closes
    // the file. True when the whole file is on disk.
    bool close();

    QString error() const { return m_error; } // "" while everything was written
    bool failed() const { return !m_error.isEmpty(); }
    const McapWriterStats &stats() const { return m_stats; }
    QString path() const { return m_path; }

    static QByteArray magic(); // 0x89 "MCAP" '0' "\r\n"

private:
    struct Channel
    {
        QByteArray record; // serialized Channel record (repeated in the summary)
        uint32_t nextSequence = 1;
        uint64_t messagesWritten = 0;
    };
    struct ChunkIndexEntry
    {
        uint64_t startNs = 0, endNs = 0;
        uint64_t chunkStartOffset = 0, chunkLength = 0;
        std::map<uint16_t, uint64_t> messageIndexOffsets;
        uint64_t messageIndexLength = 0;
        uint64_t compressedSize = 0, uncompressedSize = 0;
    };
    struct OpenChunk
    {
        QByteArray records; // uncompressed
        bool hasMessages = false;
        uint64_t firstNs = 0;                                                 // log time of the first message
        uint64_t startNs = 0, endNs = 0;                                      // earliest and latest log time
        std::map<uint16_t, std::vector<std::pair<uint64_t, uint64_t>>> index; // channel -> (log time, offset)
        uint64_t messageCount = 0;
    };
    class Compressor;

    bool writeToFile(const QByteArray &bytes, bool dataSection);
    bool fail(const QString &message);
    QByteArray summaryAndFooter(uint64_t summaryStart) const;

    McapWriterOptions m_options;
    QString m_path;
    int m_fd = -1;
    QString m_error;
    uint64_t m_offset = 0;  // bytes written so far
    uint32_t m_dataCrc = 0; // running CRC32 of every byte written before Data End
    McapWriterStats m_stats;

    std::map<uint16_t, QByteArray> m_schemaRecords; // id -> serialized Schema record
    std::map<uint16_t, Channel> m_channels;
    std::vector<ChunkIndexEntry> m_chunkIndexes;
    OpenChunk m_chunk;
    uint64_t m_messageStartNs = 0; // over all written chunks
    uint64_t m_messageEndNs = 0;
    std::unique_ptr<Compressor> m_compressor;
};

} // namespace loopscope::core
