#include "core/recording/mcap_writer.h"

#include "core/recording/little_endian.h"
#include "core/version.h"

#include <QFile>
#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <system_error>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

namespace loopscope::core {

namespace {

// Record opcodes (https://mcap.dev/spec#records).
enum Opcode : uint8_t {
    kHeader = 0x01,
    kFooter = 0x02,
    kSchema = 0x03,
    kChannel = 0x04,
    kMessage = 0x05,
    kChunk = 0x06,
    kMessageIndex = 0x07,
    kChunkIndex = 0x08,
    kStatistics = 0x0B,
    kSummaryOffset = 0x0E,
    kDataEnd = 0x0F,
};

// Opcode, uint64 content length, content.
void appendRecord(QByteArray &out, uint8_t opcode, const QByteArray &content)
{
    le::appendU8(out, opcode);
    le::appendU64(out, static_cast<uint64_t>(content.size()));
    out.append(content);
}

uint32_t crc32Of(uint32_t crc, const QByteArray &bytes)
{
    return static_cast<uint32_t>(
        crc32_z(crc, reinterpret_cast<const Bytef *>(bytes.constData()), static_cast<size_t>(bytes.size())));
}

QString errnoText(int error)
{
    return QString::fromStdString(std::generic_category().message(error));
}

} // namespace

class McapWriter::Compressor
{
public:
    Compressor() : m_context(ZSTD_createCCtx()) {}
    ~Compressor() { ZSTD_freeCCtx(m_context); }
    Compressor(const Compressor &) = delete;
    Compressor &operator=(const Compressor &) = delete;

    // Compresses input into *output; returns "" or zstd's error text.
    QString compress(const QByteArray &input, int level, QByteArray *output)
    {
        if (!m_context)
            return QStringLiteral("out of memory");
        output->resize(static_cast<qsizetype>(ZSTD_compressBound(static_cast<size_t>(input.size()))));
        const size_t n = ZSTD_compressCCtx(m_context, output->data(), static_cast<size_t>(output->size()),
                                           input.constData(), static_cast<size_t>(input.size()), level);
        if (ZSTD_isError(n))
            return QString::fromLatin1(ZSTD_getErrorName(n));
        output->resize(static_cast<qsizetype>(n));
        return {};
    }

private:
    ZSTD_CCtx *m_context;
};

McapWriter::McapWriter(McapWriterOptions options)
    : m_options(std::move(options)), m_compressor(std::make_unique<Compressor>())
{
    if (m_options.library.isEmpty())
        m_options.library = QStringLiteral("loopscope %1").arg(versionString());
}

McapWriter::~McapWriter()
{
    close();
}

QByteArray McapWriter::magic()
{
    return QByteArray("\x89MCAP0\r\n", 8);
}

bool McapWriter::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
    return false;
}

bool McapWriter::writeToFile(const QByteArray &bytes, bool dataSection)
{
    if (m_fd < 0 || failed())
        return false;
    const char *p = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(m_fd, p, static_cast<size_t>(left));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return fail(QStringLiteral("cannot write %1: %2").arg(m_path, errnoText(errno)));
        }
        p += n;
        left -= n;
        m_offset += static_cast<uint64_t>(n);
    }
    if (dataSection)
        m_dataCrc = crc32Of(m_dataCrc, bytes);
    m_stats.bytesWritten = m_offset;
    return true;
}

bool McapWriter::open(const QString &path)
{
    close();
    m_path = path;
    m_error.clear();
    m_offset = 0;
    m_dataCrc = 0;
    m_stats = {};
    m_schemaRecords.clear();
    m_channels.clear();
    m_chunkIndexes.clear();
    m_chunk = {};
    m_messageStartNs = m_messageEndNs = 0;

    m_fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (m_fd < 0)
        return fail(QStringLiteral("cannot open %1: %2").arg(path, errnoText(errno)));
    QByteArray start = magic();
    QByteArray header;
    le::appendPrefixed32(header, m_options.profile.toUtf8());
    le::appendPrefixed32(header, m_options.library.toUtf8());
    appendRecord(start, kHeader, header);
    if (!writeToFile(start, true)) {
        ::close(m_fd);
        m_fd = -1;
        return false;
    }
    return true;
}

bool McapWriter::addSchema(uint16_t id, const QString &name, const QString &encoding, const QByteArray &data)
{
    if (m_fd < 0 || failed() || id == 0 || m_schemaRecords.count(id))
        return false;
    QByteArray content;
    le::appendU16(content, id);
    le::appendPrefixed32(content, name.toUtf8());
    le::appendPrefixed32(content, encoding.toUtf8());
    le::appendPrefixed32(content, data);
    QByteArray record;
    appendRecord(record, kSchema, content);
    m_chunk.records.append(record);
    m_schemaRecords.emplace(id, std::move(record));
    return true;
}

bool McapWriter::addChannel(uint16_t id, uint16_t schemaId, const QString &topic,
                            const QString &messageEncoding, const std::map<QString, QString> &metadata)
{
    if (m_fd < 0 || failed() || m_channels.count(id) || (schemaId != 0 && !m_schemaRecords.count(schemaId)))
        return false;
    QByteArray content;
    le::appendU16(content, id);
    le::appendU16(content, schemaId);
    le::appendPrefixed32(content, topic.toUtf8());
    le::appendPrefixed32(content, messageEncoding.toUtf8());
    QByteArray entries;
    for (const auto &[key, value] : metadata) {
        le::appendPrefixed32(entries, key.toUtf8());
        le::appendPrefixed32(entries, value.toUtf8());
    }
    le::appendPrefixed32(content, entries);
    Channel channel;
    appendRecord(channel.record, kChannel, content);
    m_chunk.records.append(channel.record);
    m_channels.emplace(id, std::move(channel));
    return true;
}

bool McapWriter::write(uint16_t channelId, uint64_t log_time_ns, uint64_t publish_time_ns,
                       const QByteArray &data)
{
    if (m_fd < 0 || failed())
        return false;
    const auto channel = m_channels.find(channelId);
    if (channel == m_channels.end())
        return false;
    // Only a message later than the chunk's first by more than the span closes it:
    // one stamped in the past (another thread's, an interval's start) joins the chunk.
    if (m_chunk.hasMessages && m_options.chunkSpanNs >= 0 && log_time_ns > m_chunk.firstNs &&
        log_time_ns - m_chunk.firstNs > static_cast<uint64_t>(m_options.chunkSpanNs) && !closeChunk())
        return false;

    QByteArray &r = m_chunk.records;
    const auto offset = static_cast<uint64_t>(r.size());
    le::appendU8(r, kMessage);
    le::appendU64(r, 2 + 4 + 8 + 8 + static_cast<uint64_t>(data.size()));
    le::appendU16(r, channelId);
    le::appendU32(r, channel->second.nextSequence++);
    le::appendU64(r, log_time_ns);
    le::appendU64(r, publish_time_ns);
    r.append(data);

    if (!m_chunk.hasMessages) {
        m_chunk.firstNs = m_chunk.startNs = m_chunk.endNs = log_time_ns;
        m_chunk.hasMessages = true;
    } else {
        m_chunk.startNs = std::min(m_chunk.startNs, log_time_ns);
        m_chunk.endNs = std::max(m_chunk.endNs, log_time_ns);
    }
    m_chunk.index[channelId].emplace_back(log_time_ns, offset);
    ++m_chunk.messageCount;

    if (static_cast<uint64_t>(r.size()) >= m_options.chunkSizeBytes)
        return closeChunk();
    return true;
}

bool McapWriter::closeChunk()
{
    if (m_fd < 0 || failed())
        return false;
    if (m_chunk.records.isEmpty())
        return true;

    QByteArray compressed;
    const QString compressError = m_compressor->compress(m_chunk.records, m_options.zstdLevel, &compressed);
    if (!compressError.isEmpty())
        return fail(QStringLiteral("cannot compress a chunk of %1: %2").arg(m_path, compressError));

    ChunkIndexEntry entry;
    entry.startNs = m_chunk.hasMessages ? m_chunk.startNs : 0;
    entry.endNs = m_chunk.hasMessages ? m_chunk.endNs : 0;
    entry.chunkStartOffset = m_offset;
    entry.compressedSize = static_cast<uint64_t>(compressed.size());
    entry.uncompressedSize = static_cast<uint64_t>(m_chunk.records.size());

    QByteArray content;
    le::appendU64(content, entry.startNs);
    le::appendU64(content, entry.endNs);
    le::appendU64(content, entry.uncompressedSize);
    le::appendU32(content, crc32Of(0, m_chunk.records));
    le::appendPrefixed32(content, QByteArrayLiteral("zstd"));
    le::appendPrefixed64(content, compressed);
    QByteArray out;
    appendRecord(out, kChunk, content);
    entry.chunkLength = static_cast<uint64_t>(out.size());

    // One Message Index per channel that has messages in the chunk, in log-time order.
    for (auto &[channelId, offsets] : m_chunk.index) {
        std::sort(offsets.begin(), offsets.end());
        entry.messageIndexOffsets[channelId] = entry.chunkStartOffset + static_cast<uint64_t>(out.size());
        QByteArray index;
        le::appendU16(index, channelId);
        le::appendU32(index, static_cast<uint32_t>(offsets.size() * 16));
        for (const auto &[time, offset] : offsets) {
            le::appendU64(index, time);
            le::appendU64(index, offset);
        }
        appendRecord(out, kMessageIndex, index);
    }
    entry.messageIndexLength = static_cast<uint64_t>(out.size()) - entry.chunkLength;

    if (!writeToFile(out, true))
        return false;

    if (m_chunk.hasMessages) {
        if (m_stats.messagesWritten == 0) {
            m_messageStartNs = entry.startNs;
            m_messageEndNs = entry.endNs;
        } else {
            m_messageStartNs = std::min(m_messageStartNs, entry.startNs);
            m_messageEndNs = std::max(m_messageEndNs, entry.endNs);
        }
    }
    for (const auto &[channelId, offsets] : m_chunk.index)
        m_channels[channelId].messagesWritten += offsets.size();
    m_stats.messagesWritten += m_chunk.messageCount;
    ++m_stats.chunksWritten;
    m_chunkIndexes.push_back(std::move(entry));
    m_chunk = {};
    return true;
}

QByteArray McapWriter::summaryAndFooter(uint64_t summaryStart) const
{
    QByteArray s;
    struct Group
    {
        uint8_t opcode;
        qsizetype start, length;
    };
    std::vector<Group> groups;
    const auto group = [&](uint8_t opcode, qsizetype start) {
        if (s.size() > start)
            groups.push_back({opcode, start, s.size() - start});
    };

    qsizetype start = s.size();
    for (const auto &[id, record] : m_schemaRecords)
        s.append(record);
    group(kSchema, start);

    start = s.size();
    for (const auto &[id, channel] : m_channels)
        s.append(channel.record);
    group(kChannel, start);

    start = s.size();
    QByteArray stats;
    le::appendU64(stats, m_stats.messagesWritten);
    le::appendU16(stats, static_cast<uint16_t>(m_schemaRecords.size()));
    le::appendU32(stats, static_cast<uint32_t>(m_channels.size()));
    le::appendU32(stats, 0); // attachments
    le::appendU32(stats, 0); // metadata
    le::appendU32(stats, static_cast<uint32_t>(m_chunkIndexes.size()));
    le::appendU64(stats, m_messageStartNs);
    le::appendU64(stats, m_messageEndNs);
    QByteArray counts;
    for (const auto &[id, channel] : m_channels) {
        le::appendU16(counts, id);
        le::appendU64(counts, channel.messagesWritten);
    }
    le::appendPrefixed32(stats, counts);
    appendRecord(s, kStatistics, stats);
    group(kStatistics, start);

    start = s.size();
    for (const ChunkIndexEntry &e : m_chunkIndexes) {
        QByteArray content;
        le::appendU64(content, e.startNs);
        le::appendU64(content, e.endNs);
        le::appendU64(content, e.chunkStartOffset);
        le::appendU64(content, e.chunkLength);
        QByteArray offsets;
        for (const auto &[channelId, offset] : e.messageIndexOffsets) {
            le::appendU16(offsets, channelId);
            le::appendU64(offsets, offset);
        }
        le::appendPrefixed32(content, offsets);
        le::appendU64(content, e.messageIndexLength);
        le::appendPrefixed32(content, QByteArrayLiteral("zstd"));
        le::appendU64(content, e.compressedSize);
        le::appendU64(content, e.uncompressedSize);
        appendRecord(s, kChunkIndex, content);
    }
    group(kChunkIndex, start);

    const uint64_t summaryOffsetStart = summaryStart + static_cast<uint64_t>(s.size());
    for (const Group &g : groups) {
        QByteArray content;
        le::appendU8(content, g.opcode);
        le::appendU64(content, summaryStart + static_cast<uint64_t>(g.start));
        le::appendU64(content, static_cast<uint64_t>(g.length));
        appendRecord(s, kSummaryOffset, content);
    }

    // Footer: its CRC covers the summary, the summary offsets and the footer's
    // own bytes up to and including summary_offset_start.
    le::appendU8(s, kFooter);
    le::appendU64(s, 8 + 8 + 4);
    le::appendU64(s, summaryStart);
    le::appendU64(s, summaryOffsetStart);
    le::appendU32(s, crc32Of(0, s));
    s.append(magic());
    return s;
}

bool McapWriter::close()
{
    if (m_fd < 0)
        return !failed();
    bool ok = closeChunk();
    if (ok) {
        QByteArray tail;
        QByteArray dataEnd;
        le::appendU32(dataEnd, m_dataCrc); // every byte from the file's start up to this record
        appendRecord(tail, kDataEnd, dataEnd);
        tail.append(summaryAndFooter(m_offset + static_cast<uint64_t>(tail.size())));
        ok = writeToFile(tail, false);
    }
    if (::close(m_fd) != 0 && ok)
        ok = fail(QStringLiteral("cannot write %1: %2").arg(m_path, errnoText(errno)));
    m_fd = -1;
    return ok;
}

} // namespace loopscope::core
