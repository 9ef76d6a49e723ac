#pragma once
// MoteusLink: one request/reply exchange of a multiplex payload with one moteus
// ID, independent of how the bytes travel. Two implementations over any
// FrameStream (a SerialLink on a port, or a MemoryPipe in tests):
//   - FdcanusbMoteusLink: "can send <id> <hex>" lines, answered by OK / rcv
//     (fdcanusb adapters and moteus' own UART at 921600).
//   - Rs485MoteusLink: the mjlib RS485 framing 54 AB ... CRC16.
// The driver (driver.h) only sees this interface (no #ifdef, no transport
// branches). Used from one thread (the bus thread or a scanner worker).

#include "devices/moteus/fdcanusb_line.h"
#include "devices/moteus/rs485_frame.h"
#include "devices/transport/frame_stream.h"

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <optional>

namespace loopscope::devices::moteus {

struct MoteusLinkCounters
{
    std::uint64_t requests = 0;
    std::uint64_t replies = 0;
    std::uint64_t timeouts = 0;
    std::uint64_t garbage = 0;      // malformed lines / bad frames / bytes skipped
    std::uint64_t adapterErrors = 0; // fdcanusb "ERR ..."
};

class MoteusLink
{
public:
    virtual ~MoteusLink() = default;

    // Sends payload to destination (0x7f = broadcast). With replyWanted, waits
    // up to timeoutMs for the reply from that ID (from any ID for a broadcast)
    // and returns its payload and source in *replyPayload / *replySource.
    // Returns false with *error set on timeout ("no reply from ID 3 within
    // 20 ms"), on a transport failure (*linkLost = true) or a malformed reply.
    virtual bool transact(int destination, const QByteArray &payload, bool replyWanted,
                          int timeoutMs, QByteArray *replyPayload, int *replySource,
                          QString *error, bool *linkLost) = 0;

    // After a broadcast: collects every further reply arriving within timeoutMs.
    // Returns (source, payload) pairs.
    virtual std::vector<std::pair<int, QByteArray>> collectReplies(int timeoutMs) = 0;

    virtual QString transportName() const = 0; // "fdcanusb", "moteus-rs485"
    // Drops partial input (after a reconnect or a timeout).
    virtual void resetBuffers() = 0;
    const MoteusLinkCounters &counters() const { return m_counters; }
    int hostId() const { return m_hostId; }
    void setHostId(int id) { m_hostId = id; }

protected:
    MoteusLinkCounters m_counters;
    int m_hostId = 0;
};

class FdcanusbMoteusLink : public MoteusLink
{
public:
    explicit FdcanusbMoteusLink(FrameStream *stream);
    bool transact(int destination, const QByteArray &payload, bool replyWanted, int timeoutMs,
                  QByteArray *replyPayload, int *replySource, QString *error, bool *linkLost) override;
    std::vector<std::pair<int, QByteArray>> collectReplies(int timeoutMs) override;
    QString transportName() const override { return QStringLiteral("fdcanusb"); }
    // Sends " *XX" checksums on every line (moteus UART with checksums on).
    void setUseChecksum(bool on) { m_checksum = on; }
    void resetBuffers() override;

private:
    enum class WaitResult { Line, Timeout, Error };
    WaitResult nextLine(std::int64_t deadlineNs, std::optional<FdcanusbLine> *out, QString *error);

    FrameStream *m_stream;
    FdcanusbLineSplitter m_splitter;
    bool m_checksum = false;
};

class Rs485MoteusLink : public MoteusLink
{
public:
    explicit Rs485MoteusLink(FrameStream *stream);
    bool transact(int destination, const QByteArray &payload, bool replyWanted, int timeoutMs,
                  QByteArray *replyPayload, int *replySource, QString *error, bool *linkLost) override;
    std::vector<std::pair<int, QByteArray>> collectReplies(int timeoutMs) override;
    QString transportName() const override { return QStringLiteral("moteus-rs485"); }
    void resetBuffers() override;

private:
    FrameStream *m_stream;
    Rs485Decoder m_decoder;
};

} // namespace loopscope::devices::moteus
