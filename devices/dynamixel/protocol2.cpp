#include "devices/dynamixel/protocol2.h"

#include "devices/common/crc.h"

#include <QCoreApplication>

namespace loopscope::devices::dynamixel {

namespace {

constexpr char kHeader[] = {'\xFF', '\xFF', '\xFD', '\x00'};
constexpr qsizetype kHeaderBytes = 7; // FF FF FD 00 ID LEN_L LEN_H

QByteArray makePacket(uint8_t id, QByteArrayView body)
{
    const QByteArray stuffed = stuff(body);
    const qsizetype length = stuffed.size() + 2; // + CRC
    QByteArray out(kHeader, 4);
    out.append(static_cast<char>(id));
    out.append(static_cast<char>(length & 0xff));
    out.append(static_cast<char>((length >> 8) & 0xff));
    out.append(stuffed);
    const uint16_t crc = crc16Dynamixel(out);
    out.append(static_cast<char>(crc & 0xff));
    out.append(static_cast<char>(crc >> 8));
    return out;
}

bool isStuffMarker(QByteArrayView in, qsizetype i) // in[i-3..i-1] == FF FF FD
{
    return i >= 3 && uint8_t(in[i - 3]) == 0xFF && uint8_t(in[i - 2]) == 0xFF && uint8_t(in[i - 1]) == 0xFD;
}

enum class DecodeStatus { NeedMore, Bad, BadCrc, Ok };

struct DecodeResult
{
    DecodeStatus status = DecodeStatus::NeedMore;
    qsizetype total = 0; // bytes the packet occupies (Ok, BadCrc)
    QString reason;
};

// Decodes a packet whose header starts at data[0].
DecodeResult decodeAt(QByteArrayView data, Packet *packet)
{
    DecodeResult r;
    if (data.size() < kHeaderBytes)
        return r;
    const qsizetype length = qsizetype(uint8_t(data[5])) | qsizetype(uint8_t(data[6])) << 8;
    if (length < 3 || length > kMaxPacketBytes) {
        r.status = DecodeStatus::Bad;
        r.reason = QCoreApplication::translate("loopscope::DeviceTexts", "impossible LEN %1").arg(length);
        return r;
    }
    r.total = kHeaderBytes + length;
    if (data.size() < r.total)
        return r;
    const uint16_t expected = uint16_t(uint8_t(data[r.total - 2]) | uint8_t(data[r.total - 1]) << 8);
    const uint16_t actual = crc16Dynamixel(data.first(r.total - 2));
    if (expected != actual) {
        r.status = DecodeStatus::BadCrc;
        r.reason =
            QCoreApplication::translate("loopscope::DeviceTexts", "CRC mismatch: packet says %1, computed %2")
                .arg(expected, 4, 16, QLatin1Char('0'))
                .arg(actual, 4, 16, QLatin1Char('0'));
        return r;
    }
    const QByteArrayView stuffed = data.sliced(kHeaderBytes, length - 2);
    const QByteArray body = unstuff(stuffed);
    if (stuff(body) != stuffed) {
        r.status = DecodeStatus::Bad;
        r.reason = QCoreApplication::translate("loopscope::DeviceTexts",
                                               "invalid byte stuffing (FF FF FD not followed by FD)");
        return r;
    }
    Packet p;
    p.id = uint8_t(data[4]);
    p.instruction = uint8_t(body[0]);
    if (p.isStatus()) {
        if (body.size() < 2) {
            r.status = DecodeStatus::Bad;
            r.reason =
                QCoreApplication::translate("loopscope::DeviceTexts", "status packet without an error byte");
            return r;
        }
        p.errorByte = uint8_t(body[1]);
        p.params = body.mid(2);
    } else {
        p.params = body.mid(1);
    }
    *packet = std::move(p);
    r.status = DecodeStatus::Ok;
    return r;
}

} // namespace

QString instructionName(uint8_t instruction)
{
    switch (instruction) {
    case inst::Ping:
        return QStringLiteral("PING");
    case inst::Read:
        return QStringLiteral("READ");
    case inst::Write:
        return QStringLiteral("WRITE");
    case inst::RegWrite:
        return QStringLiteral("REG_WRITE");
    case inst::Action:
        return QStringLiteral("ACTION");
    case inst::FactoryReset:
        return QStringLiteral("FACTORY_RESET");
    case inst::Reboot:
        return QStringLiteral("REBOOT");
    case inst::Status:
        return QStringLiteral("STATUS");
    case inst::SyncRead:
        return QStringLiteral("SYNC_READ");
    case inst::FastSyncRead:
        return QStringLiteral("FAST_SYNC_READ");
    case inst::FastBulkRead:
        return QStringLiteral("FAST_BULK_READ");
    case inst::Clear:
        return QStringLiteral("CLEAR");
    case inst::SyncWrite:
        return QStringLiteral("SYNC_WRITE");
    case inst::BulkRead:
        return QStringLiteral("BULK_READ");
    case inst::BulkWrite:
        return QStringLiteral("BULK_WRITE");
    default:
        return QStringLiteral("0x%1").arg(instruction, 2, 16, QLatin1Char('0'));
    }
}

QStringList errorNames(uint8_t errorByte)
{
    QStringList names;
    if (errorByte & error::Alert)
        names << QStringLiteral("alert");
    switch (errorByte & 0x7F) {
    case 0:
        break;
    case error::ResultFail:
        names << QCoreApplication::translate("loopscope::DeviceTexts", "result fail");
        break;
    case error::Instruction:
        names << QCoreApplication::translate("loopscope::DeviceTexts", "instruction error");
        break;
    case error::Crc:
        names << QCoreApplication::translate("loopscope::DeviceTexts", "CRC error");
        break;
    case error::DataRange:
        names << QCoreApplication::translate("loopscope::DeviceTexts", "data range error");
        break;
    case error::DataLength:
        names << QCoreApplication::translate("loopscope::DeviceTexts", "data length error");
        break;
    case error::DataLimit:
        names << QCoreApplication::translate("loopscope::DeviceTexts", "data limit error");
        break;
    case error::Access:
        names << QCoreApplication::translate("loopscope::DeviceTexts", "access error");
        break;
    default:
        names << QCoreApplication::translate("loopscope::DeviceTexts", "error %1").arg(errorByte & 0x7F);
        break;
    }
    return names;
}

QString errorText(uint8_t errorByte)
{
    return errorByte ? errorNames(errorByte).join(QStringLiteral(", "))
                     : QCoreApplication::translate("loopscope::DeviceTexts", "no error");
}

QByteArray stuff(QByteArrayView body)
{
    QByteArray out;
    out.reserve(body.size() + body.size() / 3 + 1);
    for (qsizetype i = 0; i < body.size(); ++i) {
        out.append(body[i]);
        if (isStuffMarker(body, i + 1))
            out.append('\xFD');
    }
    return out;
}

QByteArray unstuff(QByteArrayView body)
{
    QByteArray out;
    out.reserve(body.size());
    for (qsizetype i = 0; i < body.size(); ++i) {
        if (uint8_t(body[i]) == 0xFD && isStuffMarker(body, i))
            continue; // the FD added after FF FF FD
        out.append(body[i]);
    }
    return out;
}

QByteArray makeInstructionPacket(uint8_t id, uint8_t instruction, QByteArrayView params)
{
    QByteArray body(1, static_cast<char>(instruction));
    body.append(params.data(), params.size());
    return makePacket(id, body);
}

QByteArray makeStatusPacket(uint8_t id, uint8_t errorByte, QByteArrayView params)
{
    QByteArray body;
    body.append(static_cast<char>(inst::Status));
    body.append(static_cast<char>(errorByte));
    body.append(params.data(), params.size());
    return makePacket(id, body);
}

QByteArray le16(uint16_t value)
{
    QByteArray out;
    out.append(static_cast<char>(value & 0xff));
    out.append(static_cast<char>(value >> 8));
    return out;
}

QByteArray le32(uint32_t value)
{
    QByteArray out;
    for (int i = 0; i < 4; ++i)
        out.append(static_cast<char>((value >> (8 * i)) & 0xff));
    return out;
}

std::optional<uint32_t> readLe(QByteArrayView bytes, qsizetype offset, int size)
{
    if ((size != 1 && size != 2 && size != 4) || offset < 0 || offset + size > bytes.size())
        return std::nullopt;
    uint32_t value = 0;
    for (int i = 0; i < size; ++i)
        value |= uint32_t(uint8_t(bytes[offset + i])) << (8 * i);
    return value;
}

QByteArray makePing(uint8_t id)
{
    return makeInstructionPacket(id, inst::Ping);
}

QByteArray makeRead(uint8_t id, uint16_t address, uint16_t length)
{
    return makeInstructionPacket(id, inst::Read, le16(address) + le16(length));
}

QByteArray makeWrite(uint8_t id, uint16_t address, QByteArrayView data)
{
    return makeInstructionPacket(id, inst::Write, le16(address) + data.toByteArray());
}

QByteArray makeRegWrite(uint8_t id, uint16_t address, QByteArrayView data)
{
    return makeInstructionPacket(id, inst::RegWrite, le16(address) + data.toByteArray());
}

QByteArray makeAction(uint8_t id)
{
    return makeInstructionPacket(id, inst::Action);
}

QByteArray makeFactoryReset(uint8_t id, uint8_t option)
{
    return makeInstructionPacket(id, inst::FactoryReset, QByteArray(1, static_cast<char>(option)));
}

QByteArray makeReboot(uint8_t id)
{
    return makeInstructionPacket(id, inst::Reboot);
}

namespace {

QByteArray syncReadPacket(uint8_t instruction, uint16_t address, uint16_t length, std::span<const uint8_t> ids)
{
    QByteArray params = le16(address) + le16(length);
    for (uint8_t id : ids)
        params.append(static_cast<char>(id));
    return makeInstructionPacket(kBroadcastId, instruction, params);
}

QByteArray bulkReadPacket(uint8_t instruction, std::span<const BulkReadEntry> entries)
{
    QByteArray params;
    for (const BulkReadEntry &e : entries) {
        params.append(static_cast<char>(e.id));
        params.append(le16(e.address) + le16(e.length));
    }
    return makeInstructionPacket(kBroadcastId, instruction, params);
}

} // namespace

QByteArray makeSyncRead(uint16_t address, uint16_t length, std::span<const uint8_t> ids)
{
    return syncReadPacket(inst::SyncRead, address, length, ids);
}

QByteArray makeFastSyncRead(uint16_t address, uint16_t length, std::span<const uint8_t> ids)
{
    return syncReadPacket(inst::FastSyncRead, address, length, ids);
}

QByteArray makeClearMultiTurn(uint8_t id)
{
    static const char key[] = {0x01, 0x44, 0x58, 0x4C, 0x22};
    return makeInstructionPacket(id, inst::Clear, QByteArrayView(key, sizeof key));
}

QByteArray makeFastBulkRead(std::span<const BulkReadEntry> entries)
{
    return bulkReadPacket(inst::FastBulkRead, entries);
}

std::optional<std::vector<FastReadPart>> parseFastReadReply(const Packet &status,
                                                             std::span<const std::pair<uint8_t, uint16_t>> expected,
                                                             QString *error)
{
    const auto fail = [error](const QString &text) {
        if (error)
            *error = text;
        return std::nullopt;
    };
    if (!status.isStatus() || status.id != kBroadcastId)
        return fail(QCoreApplication::translate("loopscope::DeviceTexts", "not a fast read reply"));
    // params: ID data CRC (ERR ID data CRC)* with the last CRC taken as the packet's.
    std::vector<FastReadPart> parts;
    qsizetype at = 0;
    uint8_t errorByte = status.errorByte;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const bool last = i + 1 == expected.size();
        const qsizetype need = 1 + expected[i].second + (last ? 0 : 2 + 1);
        if (status.params.size() - at < need)
            return fail(QCoreApplication::translate("loopscope::DeviceTexts", "fast read reply short at ID %1")
                            .arg(expected[i].first));
        FastReadPart part;
        part.id = uint8_t(status.params[at]);
        if (part.id != expected[i].first)
            return fail(QCoreApplication::translate("loopscope::DeviceTexts", "fast read reply has ID %1 where %2 was listed")
                            .arg(part.id)
                            .arg(expected[i].first));
        part.errorByte = errorByte;
        part.data = status.params.mid(at + 1, expected[i].second);
        at += 1 + expected[i].second;
        if (!last) {
            at += 2; // this servo's CRC (the packet's CRC covers it too)
            errorByte = uint8_t(status.params[at]);
            ++at;
        }
        parts.push_back(std::move(part));
    }
    if (at != status.params.size())
        return fail(QCoreApplication::translate("loopscope::DeviceTexts", "fast read reply has %1 extra bytes")
                        .arg(status.params.size() - at));
    return parts;
}

QByteArray makeSyncWrite(uint16_t address, uint16_t length, std::span<const SyncWriteEntry> entries,
                         QString *error)
{
    QByteArray params = le16(address) + le16(length);
    for (const SyncWriteEntry &e : entries) {
        if (e.data.size() != length) {
            if (error)
                *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                     "sync write data for ID %1 is %2 bytes, expected %3")
                             .arg(e.id)
                             .arg(e.data.size())
                             .arg(length);
            return {};
        }
        params.append(static_cast<char>(e.id));
        params.append(e.data);
    }
    return makeInstructionPacket(kBroadcastId, inst::SyncWrite, params);
}

QByteArray makeBulkRead(std::span<const BulkReadEntry> entries)
{
    return bulkReadPacket(inst::BulkRead, entries);
}

QByteArray makeBulkWrite(std::span<const BulkWriteEntry> entries)
{
    QByteArray params;
    for (const BulkWriteEntry &e : entries) {
        params.append(static_cast<char>(e.id));
        params.append(le16(e.address) + le16(uint16_t(e.data.size())));
        params.append(e.data);
    }
    return makeInstructionPacket(kBroadcastId, inst::BulkWrite, params);
}

std::optional<Packet> parsePacket(QByteArrayView bytes, QString *error)
{
    const auto fail = [error](const QString &reason) -> std::optional<Packet> {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    if (!bytes.startsWith(QByteArrayView(kHeader, 4)))
        return fail(
            QCoreApplication::translate("loopscope::DeviceTexts", "packet does not start with FF FF FD 00"));
    Packet packet;
    const DecodeResult r = decodeAt(bytes, &packet);
    switch (r.status) {
    case DecodeStatus::NeedMore:
        return fail(QCoreApplication::translate("loopscope::DeviceTexts", "truncated packet (%1 bytes)")
                        .arg(bytes.size()));
    case DecodeStatus::Bad:
    case DecodeStatus::BadCrc:
        return fail(r.reason);
    case DecodeStatus::Ok:
        break;
    }
    if (r.total != bytes.size())
        return fail(QCoreApplication::translate("loopscope::DeviceTexts", "%1 extra bytes after the packet")
                        .arg(bytes.size() - r.total));
    return packet;
}

std::optional<PingReply> parsePingReply(const Packet &status)
{
    if (!status.isStatus() || status.params.size() != 3)
        return std::nullopt;
    return PingReply{uint16_t(*readLe(status.params, 0, 2)), uint8_t(status.params[2])};
}

// ---- incremental decoder ------------------------------------------------------

void PacketDecoder::feed(QByteArrayView bytes)
{
    m_buffer.append(bytes.data(), bytes.size());
    process();
}

std::optional<Packet> PacketDecoder::next()
{
    if (m_ready.empty())
        return std::nullopt;
    Packet p = std::move(m_ready.front());
    m_ready.pop_front();
    return p;
}

void PacketDecoder::process()
{
    const QByteArrayView header(kHeader, 4);
    for (;;) {
        const qsizetype start = m_buffer.indexOf(header);
        if (start < 0) {
            // Keep a tail that may be the start of a header (FF, FF FF, FF FF FD).
            qsizetype keep = 0;
            for (qsizetype n = std::min<qsizetype>(3, m_buffer.size()); n > 0; --n) {
                if (header.first(n) == QByteArrayView(m_buffer).last(n)) {
                    keep = n;
                    break;
                }
            }
            m_garbageBytes += uint64_t(m_buffer.size() - keep);
            m_buffer.remove(0, m_buffer.size() - keep);
            return;
        }
        if (start > 0) {
            m_garbageBytes += uint64_t(start);
            if (!m_resyncing)
                m_lastError = QCoreApplication::translate("loopscope::DeviceTexts",
                                                          "%1 bytes of garbage before a packet header")
                                  .arg(start);
            m_buffer.remove(0, start);
        }
        Packet packet;
        const DecodeResult r = decodeAt(m_buffer, &packet);
        switch (r.status) {
        case DecodeStatus::NeedMore:
            return;
        case DecodeStatus::Ok:
            m_resyncing = false;
            m_buffer.remove(0, r.total);
            m_ready.push_back(std::move(packet));
            ++m_packets;
            continue;
        case DecodeStatus::Bad:
            ++m_badPackets;
            m_lastError = r.reason;
            break;
        case DecodeStatus::BadCrc:
            if (QByteArrayView(m_buffer).sliced(1, r.total - 1).indexOf(header) >= 0) {
                ++m_truncated;
                m_lastError = QCoreApplication::translate(
                    "loopscope::DeviceTexts", "truncated packet (a new header started inside it)");
            } else {
                ++m_crcErrors;
                m_lastError = r.reason;
            }
            break;
        }
        m_buffer.remove(0, 1); // resync after this header's first byte
        m_resyncing = true;
    }
}

void PacketDecoder::finish()
{
    while (!m_buffer.isEmpty()) {
        process();
        if (m_buffer.isEmpty())
            break;
        if (m_buffer.startsWith(QByteArrayView(kHeader, 4))) {
            ++m_truncated;
            m_lastError = QCoreApplication::translate("loopscope::DeviceTexts",
                                                      "truncated packet (%1 bytes, then silence)")
                              .arg(m_buffer.size());
        } else {
            ++m_garbageBytes;
        }
        m_buffer.remove(0, 1);
    }
}

void PacketDecoder::reset()
{
    m_buffer.clear();
    m_ready.clear();
}

} // namespace loopscope::devices::dynamixel
