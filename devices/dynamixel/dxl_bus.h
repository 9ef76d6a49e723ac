#pragma once
// DxlBus: request/reply exchanges of Dynamixel Protocol 2.0 packets on one
// bus (a FrameStream: a SerialLink on a port, or a MemoryPipe in tests).
// Pure transactions — no knowledge of actuators or units (driver.h adds them).
//
//   ping / broadcastPing    model number + firmware (+ probe round trip)
//   read / write            any address and length of one ID
//   syncRead / syncWrite    the same address range of many IDs in one packet
//   bulkRead / bulkWrite    a different address range per ID
//   fastSyncRead / fastBulkRead  the same reads answered in one status packet
//                                (X series; halves the reply overhead)
//   reboot, clearMultiTurn
//
// Timeouts follow the wire: each wait is the time the instruction and the
// expected status packets need on the wire at baud(), times 1.25, plus
// replyMarginMs() (default 25 ms; covers the servo's Return Delay Time, at
// most 0.5 ms, a USB adapter's latency timer — FTDI default 16 ms — and host
// scheduling; lower it for PTYs or a latency timer of 1 ms). With baud 0 (in-memory pipe) only the
// margin applies.
//
// Everything from outside is checked: garbage, bad CRC, truncated or
// malformed packets, statuses from unexpected IDs and timeouts are counted
// (counters()) and turned into clear errors, never a crash. A status whose
// error byte has result bits set fails with the error's names ("data range");
// the alert bit (hardware error) alone is not a failure — lastAlert() says
// whether the last status carried it.
//
// One thread only (the bus thread or a scanner worker).

#include "devices/common/device.h"
#include "devices/dynamixel/control_table.h"
#include "devices/dynamixel/protocol2.h"
#include "devices/transport/frame_stream.h"

#include <atomic>
#include <cstdint>
#include <span>
#include <vector>

namespace loopscope::devices::dynamixel {

struct DxlCounters
{
    std::uint64_t instructions = 0;  // packets sent
    std::uint64_t statusPackets = 0; // status packets accepted
    std::uint64_t timeouts = 0;      // expected statuses that never came
    std::uint64_t crcErrors = 0;
    std::uint64_t garbageBytes = 0;
    std::uint64_t truncatedPackets = 0;
    std::uint64_t badPackets = 0;        // impossible LEN, bad stuffing, short status
    std::uint64_t deviceErrors = 0;      // statuses with result error bits set
    std::uint64_t unexpectedPackets = 0; // stale or foreign statuses, echoes of our own instructions
};

struct DxlPingResult
{
    int id = -1;
    std::uint16_t modelNumber = 0;
    std::uint8_t firmware = 0;
    double rttMs = 0; // instruction sent → this status decoded
};

// One ID's answer to a sync/bulk read.
struct DxlReadResult
{
    int id = -1;
    bool ok = false;
    std::uint8_t errorByte = 0;
    QByteArray data; // `length` bytes when ok
    QString error;   // "" when ok
};

class DxlBus
{
public:
    explicit DxlBus(FrameStream *stream = nullptr, int baud = 0);

    void setStream(FrameStream *stream); // drops buffered input
    FrameStream *stream() const { return m_stream; }
    void setBaud(int baud) { m_baud = baud; } // wire-time timeouts; 0 = none
    int baud() const { return m_baud; }
    void setReplyMarginMs(int marginMs) { m_marginMs = marginMs; }
    int replyMarginMs() const { return m_marginMs; }

    DeviceResult ping(std::uint8_t id, DxlPingResult *out);
    // Broadcast PING: collects the statuses of every device on the bus at
    // this baud. Waits the time replies of IDs 0..maxId would need; with
    // quietGapMs > 0 it stops earlier once replies came and the line has been
    // quiet that long. cancel (may be null) is polled every ~20 ms. Sorted by ID.
    std::vector<DxlPingResult> broadcastPing(int maxId, int quietGapMs, const std::atomic<bool> *cancel,
                                             QString *error, bool *linkLost = nullptr);
    // The longest broadcastPing waits for maxId at baud (ms).
    static int broadcastWindowMs(int baud, int maxId);

    DeviceResult read(std::uint8_t id, std::uint16_t address, std::uint16_t length, QByteArray *data);
    DeviceResult write(std::uint8_t id, std::uint16_t address, QByteArrayView data);
    // A control-table item as a raw integer (sign-extended when the item is signed).
    DeviceResult readItem(std::uint8_t id, const ControlItem &item, std::int64_t *raw);
    DeviceResult writeItem(std::uint8_t id, const ControlItem &item, std::int64_t raw);
    DeviceResult reboot(std::uint8_t id);

    // results (may be null) gets one entry per ID, in the order given. Fails
    // (listing the IDs) if any ID did not answer or answered with an error.
    DeviceResult syncRead(std::uint16_t address, std::uint16_t length, std::span<const std::uint8_t> ids,
                          std::vector<DxlReadResult> *results);
    DeviceResult syncWrite(std::uint16_t address, std::uint16_t length,
                           std::span<const SyncWriteEntry> entries);
    DeviceResult bulkRead(std::span<const BulkReadEntry> entries, std::vector<DxlReadResult> *results);
    DeviceResult bulkWrite(std::span<const BulkWriteEntry> entries);
    // As syncRead / bulkRead, with FAST SYNC READ / FAST BULK READ: one reply
    // packet for all IDs. A missing ID cuts that packet short on a real bus,
    // so then every ID fails (timeout or a short packet).
    DeviceResult fastSyncRead(std::uint16_t address, std::uint16_t length, std::span<const std::uint8_t> ids,
                              std::vector<DxlReadResult> *results);
    DeviceResult fastBulkRead(std::span<const BulkReadEntry> entries, std::vector<DxlReadResult> *results);
    DeviceResult clearMultiTurn(std::uint8_t id);

    bool lastAlert() const { return m_lastAlert; }
    std::uint8_t lastErrorByte() const { return m_lastErrorByte; }
    DxlCounters counters() const;

    // Packs / unpacks a raw value of `size` bytes (1, 2, 4) little-endian.
    static QByteArray encodeRaw(std::int64_t raw, int size);
    static std::int64_t decodeRaw(QByteArrayView bytes, int size, bool isSigned);

private:
    enum class Wait { Packet, Timeout, Lost };
    bool sendInstruction(const QByteArray &packet, QString *error, bool *lost);
    Wait nextStatus(std::int64_t deadlineNs, Packet *out);
    DeviceResult transact(const QByteArray &packet, std::uint8_t id, int replyParams, Packet *status);
    DeviceResult multiRead(const QByteArray &packet,
                           std::vector<std::pair<std::uint8_t, std::uint16_t>> expected,
                           std::vector<DxlReadResult> *results);
    DeviceResult fastRead(const QByteArray &packet, std::vector<std::pair<std::uint8_t, std::uint16_t>> expected,
                          std::vector<DxlReadResult> *results);
    DeviceResult readFailures(const std::vector<DxlReadResult> &out, const std::vector<bool> &done);
    int timeoutMs(qsizetype txBytes, qsizetype rxBytes) const;
    QString lostText() const;

    FrameStream *m_stream = nullptr;
    int m_baud = 0;
    int m_marginMs = 25;
    PacketDecoder m_decoder;
    DxlCounters m_counters;
    bool m_lastAlert = false;
    std::uint8_t m_lastErrorByte = 0;
};

} // namespace loopscope::devices::dynamixel
