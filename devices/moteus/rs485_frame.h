#pragma once
// mjlib RS485 multiplex framing (protocols.md §1 "Transports"):
//   54 AB | source (bit 7 = reply wanted) | destination | varuint size | payload | CRC16 LE
// CRC-16/CCITT-FALSE over everything from 0x54 to the end of the payload.
// Example, host 0 -> servo 1, read mode: 54 AB 80 01 02 11 00 53 F2.
// Pure codec: encodeRs485Frame() and an incremental decoder that resyncs on
// garbage and counts bad CRCs and truncated frames.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <cstdint>
#include <deque>
#include <optional>

namespace loopscope::devices::moteus {

struct Rs485Frame
{
    uint8_t source = 0;      // 0..127
    uint8_t destination = 1; // 0..127
    bool replyWanted = false;
    QByteArray payload; // a multiplex payload

    bool operator==(const Rs485Frame &) const = default;
};

inline constexpr qsizetype kRs485MaxPayload = 1024;

// The frame's bytes. Empty (with a reason) if an ID exceeds 127 or the payload is
// larger than kRs485MaxPayload.
QByteArray encodeRs485Frame(const Rs485Frame &frame, QString *error = nullptr);

// Incremental decoder. Feed any chunks; take frames with next().
// - Bytes before a 54 AB header are skipped and counted as garbage.
// - A frame whose CRC does not match is dropped and counted (crcErrors), or as
//   truncated when a new header starts inside it; the decoder then resyncs at
//   the byte after the bad frame's 0x54.
// - A size over kRs485MaxPayload counts as a bad header and resyncs.
// - finish() counts a partially received frame as truncated and drops it (call it
//   on a reply timeout).
class Rs485Decoder
{
public:
    void feed(QByteArrayView bytes);
    std::optional<Rs485Frame> next();
    void finish();
    void reset(); // drops buffered bytes and frames; keeps the counters

    uint64_t framesDecoded() const { return m_frames; }
    uint64_t garbageBytes() const { return m_garbageBytes; }
    uint64_t crcErrors() const { return m_crcErrors; }
    uint64_t truncatedFrames() const { return m_truncated; }
    uint64_t badHeaders() const { return m_badHeaders; }
    qsizetype bufferedBytes() const { return m_buffer.size(); }
    QString lastError() const { return m_lastError; }

private:
    void process();

    QByteArray m_buffer;
    std::deque<Rs485Frame> m_ready;
    uint64_t m_frames = 0;
    uint64_t m_garbageBytes = 0;
    uint64_t m_crcErrors = 0;
    uint64_t m_truncated = 0;
    uint64_t m_badHeaders = 0;
    QString m_lastError;
    bool m_resyncing = false; // skipping the rest of a rejected frame: keep its error
};

} // namespace loopscope::devices::moteus
