#pragma once
// ROBOTIS Dynamixel Protocol 2.0 packet codec (protocols.md §2). Pure, no I/O.
//   instruction: FF FF FD 00 | ID | LEN_L LEN_H | INST | params | CRC_L CRC_H, LEN = params + 3
//   status:      FF FF FD 00 | ID | LEN_L LEN_H | 0x55 | ERR | params | CRC,  LEN = params + 4
// CRC-16 (poly 0x8005) over header..last byte after stuffing. Byte stuffing from
// INST on: FF FF FD -> FF FF FD FD (LEN counts the stuffed bytes). The decoder
// checks the CRC, then unstuffs.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <vector>

namespace loopscope::devices::dynamixel {

inline constexpr uint8_t kBroadcastId = 0xFE;
inline constexpr uint8_t kMaxId = 252;
inline constexpr qsizetype kMaxPacketBytes = 1024; // larger LEN fields are rejected

namespace inst {
inline constexpr uint8_t Ping = 0x01;
inline constexpr uint8_t Read = 0x02;
inline constexpr uint8_t Write = 0x03;
inline constexpr uint8_t RegWrite = 0x04;
inline constexpr uint8_t Action = 0x05;
inline constexpr uint8_t FactoryReset = 0x06;
inline constexpr uint8_t Reboot = 0x08;
inline constexpr uint8_t Clear = 0x10;
inline constexpr uint8_t Status = 0x55;
inline constexpr uint8_t SyncRead = 0x82;
inline constexpr uint8_t SyncWrite = 0x83;
inline constexpr uint8_t BulkRead = 0x92;
inline constexpr uint8_t FastSyncRead = 0x8A;
inline constexpr uint8_t BulkWrite = 0x93;
inline constexpr uint8_t FastBulkRead = 0x9A;
} // namespace inst
QString instructionName(uint8_t instruction); // "PING", ... "0x42" if unknown

// Status error byte: bit 7 = alert (hardware error; read address 70), bits 0-6 =
// result: 1 result fail, 2 instruction, 3 CRC, 4 data range, 5 data length,
// 6 data limit, 7 access.
namespace error {
inline constexpr uint8_t Alert = 0x80;
inline constexpr uint8_t ResultFail = 1;
inline constexpr uint8_t Instruction = 2;
inline constexpr uint8_t Crc = 3;
inline constexpr uint8_t DataRange = 4;
inline constexpr uint8_t DataLength = 5;
inline constexpr uint8_t DataLimit = 6;
inline constexpr uint8_t Access = 7;
} // namespace error
// Names of an error byte: e.g. {"alert", "data range"}; empty for 0.
QStringList errorNames(uint8_t errorByte);
QString errorText(uint8_t errorByte); // names joined by ", "; "no error" for 0

// Byte stuffing of the part from INST on.
QByteArray stuff(QByteArrayView body);
QByteArray unstuff(QByteArrayView body);

// A whole packet: the builder adds header, LEN, stuffing and CRC.
QByteArray makeInstructionPacket(uint8_t id, uint8_t instruction, QByteArrayView params = {});
QByteArray makeStatusPacket(uint8_t id, uint8_t errorByte, QByteArrayView params = {});

// Little-endian helpers for parameters.
QByteArray le16(uint16_t value);
QByteArray le32(uint32_t value);
// Unsigned little-endian integer of `size` (1, 2 or 4) bytes at offset; nullopt if out of range.
std::optional<uint32_t> readLe(QByteArrayView bytes, qsizetype offset, int size);

// ---- instruction builders ----
QByteArray makePing(uint8_t id); // kBroadcastId: every device answers in ID order
QByteArray makeRead(uint8_t id, uint16_t address, uint16_t length);
QByteArray makeWrite(uint8_t id, uint16_t address, QByteArrayView data);
QByteArray makeRegWrite(uint8_t id, uint16_t address, QByteArrayView data);
QByteArray makeAction(uint8_t id);
// option: 0xFF reset all, 0x01 all but ID, 0x02 all but ID and baud.
QByteArray makeFactoryReset(uint8_t id, uint8_t option = 0x02);
QByteArray makeReboot(uint8_t id);
QByteArray makeSyncRead(uint16_t address, uint16_t length, std::span<const uint8_t> ids);
// FAST SYNC READ: the same parameters; the servos answer with one status
// packet from ID 0xFE: after its error byte (the first servo's), per servo
// ID, data, CRC, then the next servo's error byte (parseFastReadReply).
QByteArray makeFastSyncRead(uint16_t address, uint16_t length, std::span<const uint8_t> ids);
// CLEAR option 0x01 with its key "DXL\"": resets the multi-turn count.
QByteArray makeClearMultiTurn(uint8_t id);

struct SyncWriteEntry
{
    uint8_t id = 0;
    QByteArray data; // exactly `length` bytes
};
// Empty (with a reason) if an entry's data is not `length` bytes long.
QByteArray makeSyncWrite(uint16_t address, uint16_t length, std::span<const SyncWriteEntry> entries,
                         QString *error = nullptr);

struct BulkReadEntry
{
    uint8_t id = 0;
    uint16_t address = 0;
    uint16_t length = 0;
};
QByteArray makeBulkRead(std::span<const BulkReadEntry> entries);
QByteArray makeFastBulkRead(std::span<const BulkReadEntry> entries);

struct BulkWriteEntry
{
    uint8_t id = 0;
    uint16_t address = 0;
    QByteArray data;
};
QByteArray makeBulkWrite(std::span<const BulkWriteEntry> entries);

// ---- decoding ----
// A decoded packet (instruction or status), params unstuffed.
struct Packet
{
    uint8_t id = 0;
    uint8_t instruction = 0;
    uint8_t errorByte = 0; // status packets only
    QByteArray params;     // status: after the error byte

    bool isStatus() const { return instruction == inst::Status; }
    bool alert() const { return (errorByte & error::Alert) != 0; }
    uint8_t resultError() const { return errorByte & 0x7F; }
    bool operator==(const Packet &) const = default;
};

// Parses exactly one complete packet. nullopt with a reason otherwise.
std::optional<Packet> parsePacket(QByteArrayView bytes, QString *error = nullptr);

// One servo's part of a fast read reply.
struct FastReadPart
{
    uint8_t id = 0;
    uint8_t errorByte = 0;
    QByteArray data;
};
// Splits the status of a FAST SYNC/BULK READ (id 0xFE) into its parts given
// the data length of each listed servo, in order; nullopt with a reason when
// the packet does not hold them (ids or lengths differ).
std::optional<std::vector<FastReadPart>> parseFastReadReply(const Packet &status,
                                                             std::span<const std::pair<uint8_t, uint16_t>> expected,
                                                             QString *error = nullptr);

struct PingReply
{
    uint16_t modelNumber = 0;
    uint8_t firmware = 0;
};
// The model and firmware of a PING status packet; nullopt if it is not one.
std::optional<PingReply> parsePingReply(const Packet &status);

// Incremental decoder: feed chunks, take packets with next(). Resyncs on garbage
// (counted), drops and counts packets with a bad CRC or impossible length, and
// counts a partial packet as truncated on finish() (call it on a timeout).
class PacketDecoder
{
public:
    void feed(QByteArrayView bytes);
    std::optional<Packet> next();
    void finish();
    void reset(); // drops buffered bytes and packets; keeps the counters

    uint64_t packetsDecoded() const { return m_packets; }
    uint64_t garbageBytes() const { return m_garbageBytes; }
    uint64_t crcErrors() const { return m_crcErrors; }
    uint64_t truncatedPackets() const { return m_truncated; }
    uint64_t badPackets() const { return m_badPackets; } // bad LEN or unstuffing
    qsizetype bufferedBytes() const { return m_buffer.size(); }
    QString lastError() const { return m_lastError; }

private:
    void process();

    QByteArray m_buffer;
    std::deque<Packet> m_ready;
    uint64_t m_packets = 0;
    uint64_t m_garbageBytes = 0;
    uint64_t m_crcErrors = 0;
    uint64_t m_truncated = 0;
    uint64_t m_badPackets = 0;
    QString m_lastError;
    bool m_resyncing = false; // skipping the rest of a rejected frame: keep its error
};

} // namespace loopscope::devices::dynamixel
