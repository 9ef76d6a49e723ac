#include "devices/dynamixel/dxl_bus.h"

#include "core/timing/realtime.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace loopscope::devices::dynamixel {

namespace {

constexpr qsizetype kStatusOverhead = 11; // header 4, id, len 2, 0x55, err, crc 2
constexpr int kSliceMs = 20;              // cancel polling period

std::int64_t nowNs()
{
    return core::monotonicNs();
}

QString idText(std::uint8_t id)
{
    return QStringLiteral("ID %1").arg(id);
}

} // namespace

DxlBus::DxlBus(FrameStream *stream, int baud) : m_stream(stream), m_baud(baud) {}

void DxlBus::setStream(FrameStream *stream)
{
    m_stream = stream;
    m_decoder.reset();
}

DxlCounters DxlBus::counters() const
{
    DxlCounters c = m_counters;
    c.crcErrors = m_decoder.crcErrors();
    c.garbageBytes = m_decoder.garbageBytes();
    c.truncatedPackets = m_decoder.truncatedPackets();
    c.badPackets += m_decoder.badPackets();
    return c;
}

QByteArray DxlBus::encodeRaw(std::int64_t raw, int size)
{
    QByteArray out;
    for (int i = 0; i < size; ++i)
        out.append(char((static_cast<std::uint64_t>(raw) >> (8 * i)) & 0xFF));
    return out;
}

std::int64_t DxlBus::decodeRaw(QByteArrayView bytes, int size, bool isSigned)
{
    std::uint64_t value = 0;
    for (int i = 0; i < size && i < bytes.size(); ++i)
        value |= std::uint64_t(std::uint8_t(bytes[i])) << (8 * i);
    if (isSigned && size < 8 && size > 0 && (value & (std::uint64_t(1) << (8 * size - 1))))
        value |= ~std::uint64_t(0) << (8 * size);
    return static_cast<std::int64_t>(value);
}

int DxlBus::timeoutMs(qsizetype txBytes, qsizetype rxBytes) const
{
    double wireMs = 0;
    if (m_baud > 0)
        wireMs = double(txBytes + rxBytes) * 10.0 * 1000.0 / m_baud * 1.25;
    return m_marginMs + int(std::ceil(wireMs));
}

int DxlBus::broadcastWindowMs(int baud, int maxId)
{
    const int slotCount = std::clamp(maxId, 0, int(kMaxId)) + 1;
    const double slotMs = baud > 0 ? double(kStatusOverhead + 3) * 10.0 * 1000.0 / baud : 0.0;
    const double instructionMs = baud > 0 ? 10.0 * 10.0 * 1000.0 / baud : 0.0;
    return 20 + int(std::ceil(instructionMs + slotCount * slotMs * 1.25));
}

QString DxlBus::lostText() const
{
    const QString why = m_stream ? m_stream->errorString() : QString();
    return why.isEmpty()
               ? QCoreApplication::translate("loopscope::DeviceTexts", "the serial link is closed")
               : QCoreApplication::translate("loopscope::DeviceTexts", "serial link lost: %1").arg(why);
}

bool DxlBus::sendInstruction(const QByteArray &packet, QString *error, bool *lost)
{
    *lost = false;
    if (!m_stream || !m_stream->isOpen()) {
        *error = lostText();
        *lost = true;
        return false;
    }
    // Anything still pending is stale (a late reply to an earlier timeout).
    const QByteArray stale = m_stream->readAvailable();
    if (!stale.isEmpty())
        m_decoder.feed(stale);
    while (auto packet = m_decoder.next())
        ++m_counters.unexpectedPackets;
    m_decoder.reset();
    if (packet.isEmpty()) {
        *error =
            QCoreApplication::translate("loopscope::DeviceTexts", "could not build the instruction packet");
        return false;
    }
    if (!m_stream->write(packet)) {
        *error = QCoreApplication::translate("loopscope::DeviceTexts", "write failed: %1")
                     .arg(m_stream->errorString());
        *lost = !m_stream->isOpen();
        return false;
    }
    ++m_counters.instructions;
    return true;
}

DxlBus::Wait DxlBus::nextStatus(std::int64_t deadlineNs, Packet *out)
{
    for (;;) {
        while (auto packet = m_decoder.next()) {
            if (!packet->isStatus()) {
                ++m_counters.unexpectedPackets; // e.g. the echo of a half-duplex adapter
                continue;
            }
            *out = *packet;
            return Wait::Packet;
        }
        const std::int64_t leftNs = deadlineNs - nowNs();
        if (leftNs <= 0)
            return Wait::Timeout;
        const int waitMs = int(std::max<std::int64_t>(1, (leftNs + 999'999) / 1'000'000));
        const QByteArray bytes = m_stream->read(std::chrono::milliseconds(waitMs));
        if (!bytes.isEmpty())
            m_decoder.feed(bytes);
        else if (!m_stream->isOpen())
            return Wait::Lost;
    }
}

DeviceResult DxlBus::transact(const QByteArray &packet, std::uint8_t id, int replyParams, Packet *status)
{
    QString error;
    bool lost = false;
    if (!sendInstruction(packet, &error, &lost))
        return DeviceResult::failure(error, lost);
    const std::uint64_t crcBefore = m_decoder.crcErrors();
    const std::uint64_t badBefore = m_decoder.badPackets();
    const int waitMs = timeoutMs(packet.size(), kStatusOverhead + replyParams);
    const std::int64_t deadline = nowNs() + std::int64_t(waitMs) * 1'000'000;
    for (;;) {
        const Wait result = nextStatus(deadline, status);
        if (result == Wait::Lost)
            return DeviceResult::failure(lostText(), true);
        if (result == Wait::Timeout) {
            const std::uint64_t truncBefore = m_decoder.truncatedPackets();
            m_decoder.finish();
            ++m_counters.timeouts;
            QString why =
                QCoreApplication::translate("loopscope::DeviceTexts", "no status from %1 within %2 ms")
                    .arg(idText(id))
                    .arg(waitMs);
            if (m_decoder.crcErrors() > crcBefore)
                why = QCoreApplication::translate("loopscope::DeviceTexts",
                                                  "status from %1 failed its CRC check")
                          .arg(idText(id));
            else if (m_decoder.truncatedPackets() > truncBefore)
                why = QCoreApplication::translate("loopscope::DeviceTexts", "truncated status from %1")
                          .arg(idText(id));
            else if (m_decoder.badPackets() > badBefore)
                why = QCoreApplication::translate("loopscope::DeviceTexts", "malformed status from %1 (%2)")
                          .arg(idText(id), m_decoder.lastError());
            return DeviceResult::failure(why);
        }
        if (status->id != id) {
            ++m_counters.unexpectedPackets;
            continue;
        }
        ++m_counters.statusPackets;
        m_lastErrorByte = status->errorByte;
        m_lastAlert = status->alert();
        if (status->resultError() != 0) {
            ++m_counters.deviceErrors;
            return DeviceResult::failure(
                QCoreApplication::translate("loopscope::DeviceTexts", "%1 rejected %2: %3")
                    .arg(idText(id), instructionName(std::uint8_t(packet.size() > 7 ? packet[7] : 0)),
                         errorText(status->errorByte & 0x7F)));
        }
        if (status->params.size() < replyParams) {
            ++m_counters.badPackets;
            return DeviceResult::failure(
                QCoreApplication::translate("loopscope::DeviceTexts",
                                            "status from %1 has %2 data bytes, expected %3")
                    .arg(idText(id))
                    .arg(status->params.size())
                    .arg(replyParams));
        }
        return DeviceResult::success();
    }
}

DeviceResult DxlBus::ping(std::uint8_t id, DxlPingResult *out)
{
    if (id > kMaxId)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "ping needs an ID 0..252 (got %1)")
                .arg(id));
    Packet status;
    const std::int64_t start = nowNs();
    DeviceResult result = transact(makePing(id), id, 3, &status);
    if (!result)
        return result;
    const auto reply = parsePingReply(status);
    if (!reply) {
        ++m_counters.badPackets;
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "%1 sent a malformed ping reply")
                .arg(idText(id)));
    }
    if (out) {
        out->id = id;
        out->modelNumber = reply->modelNumber;
        out->firmware = reply->firmware;
        out->rttMs = double(nowNs() - start) / 1e6;
    }
    return result;
}

std::vector<DxlPingResult> DxlBus::broadcastPing(int maxId, int quietGapMs, const std::atomic<bool> *cancel,
                                                 QString *error, bool *linkLost)
{
    std::vector<DxlPingResult> found;
    QString sendError;
    bool lost = false;
    const std::int64_t start = nowNs();
    if (!sendInstruction(makePing(kBroadcastId), &sendError, &lost)) {
        if (error)
            *error = sendError;
        if (linkLost)
            *linkLost = lost;
        return found;
    }
    const std::int64_t deadline =
        start + std::int64_t(broadcastWindowMs(m_baud, maxId) + m_marginMs) * 1'000'000;
    std::int64_t lastBytesNs = start;
    while (!(cancel && cancel->load(std::memory_order_relaxed))) {
        const std::int64_t now = nowNs();
        if (now >= deadline)
            break;
        if (quietGapMs > 0 && !found.empty() && now - lastBytesNs >= std::int64_t(quietGapMs) * 1'000'000)
            break;
        const int waitMs = int(std::clamp<std::int64_t>((deadline - now) / 1'000'000, 1, kSliceMs));
        const QByteArray bytes = m_stream->read(std::chrono::milliseconds(waitMs));
        if (bytes.isEmpty()) {
            if (!m_stream->isOpen()) {
                if (error)
                    *error = lostText();
                if (linkLost)
                    *linkLost = true;
                break;
            }
            continue;
        }
        lastBytesNs = nowNs();
        m_decoder.feed(bytes);
        while (auto packet = m_decoder.next()) {
            const auto reply = packet->isStatus() ? parsePingReply(*packet) : std::nullopt;
            if (!reply || packet->id > kMaxId) {
                ++m_counters.unexpectedPackets;
                continue;
            }
            ++m_counters.statusPackets;
            const bool duplicate = std::any_of(found.begin(), found.end(),
                                               [&](const DxlPingResult &r) { return r.id == packet->id; });
            if (duplicate) {
                ++m_counters.unexpectedPackets;
                continue;
            }
            found.push_back(
                {packet->id, reply->modelNumber, reply->firmware, double(lastBytesNs - start) / 1e6});
        }
    }
    m_decoder.finish();
    std::sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.id < b.id; });
    return found;
}

DeviceResult DxlBus::read(std::uint8_t id, std::uint16_t address, std::uint16_t length, QByteArray *data)
{
    if (id > kMaxId)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "read needs an ID 0..252 (got %1)")
                .arg(id));
    if (length == 0 || length > kMaxPacketBytes - kStatusOverhead)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "read length %1 out of range").arg(length));
    Packet status;
    DeviceResult result = transact(makeRead(id, address, length), id, length, &status);
    if (result && data)
        *data = status.params.left(length);
    return result;
}

DeviceResult DxlBus::write(std::uint8_t id, std::uint16_t address, QByteArrayView data)
{
    if (data.isEmpty())
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "write of no data"));
    if (id == kBroadcastId) {
        QString error;
        bool lost = false;
        if (!sendInstruction(makeWrite(id, address, data), &error, &lost))
            return DeviceResult::failure(error, lost);
        return DeviceResult::success(); // broadcast writes get no status
    }
    if (id > kMaxId)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "write needs an ID 0..252 or 254 (got %1)")
                .arg(id));
    Packet status;
    return transact(makeWrite(id, address, data), id, 0, &status);
}

DeviceResult DxlBus::readItem(std::uint8_t id, const ControlItem &item, std::int64_t *raw)
{
    QByteArray data;
    DeviceResult result = read(id, item.address, item.size, &data);
    if (result && raw)
        *raw = decodeRaw(data, item.size, item.isSigned);
    return result;
}

DeviceResult DxlBus::writeItem(std::uint8_t id, const ControlItem &item, std::int64_t raw)
{
    return write(id, item.address, encodeRaw(raw, item.size));
}

DeviceResult DxlBus::reboot(std::uint8_t id)
{
    if (id > kMaxId)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "reboot needs an ID 0..252 (got %1)")
                .arg(id));
    Packet status;
    return transact(makeReboot(id), id, 0, &status);
}

DeviceResult DxlBus::syncWrite(std::uint16_t address, std::uint16_t length,
                               std::span<const SyncWriteEntry> entries)
{
    QString error;
    const QByteArray packet = makeSyncWrite(address, length, entries, &error);
    if (packet.isEmpty())
        return DeviceResult::failure(
            error.isEmpty() ? QCoreApplication::translate("loopscope::DeviceTexts", "bad sync write")
                            : error);
    bool lost = false;
    if (!sendInstruction(packet, &error, &lost))
        return DeviceResult::failure(error, lost);
    return DeviceResult::success();
}

DeviceResult DxlBus::bulkWrite(std::span<const BulkWriteEntry> entries)
{
    QString error;
    bool lost = false;
    if (!sendInstruction(makeBulkWrite(entries), &error, &lost))
        return DeviceResult::failure(error, lost);
    return DeviceResult::success();
}

namespace {

// The (ID, length) pairs a sync read or a bulk read expects back.
std::vector<std::pair<std::uint8_t, std::uint16_t>> expectedReplies(std::span<const std::uint8_t> ids,
                                                                    std::uint16_t length)
{
    std::vector<std::pair<std::uint8_t, std::uint16_t>> expected;
    for (std::uint8_t id : ids)
        expected.emplace_back(id, length);
    return expected;
}

std::vector<std::pair<std::uint8_t, std::uint16_t>> expectedReplies(std::span<const BulkReadEntry> entries)
{
    std::vector<std::pair<std::uint8_t, std::uint16_t>> expected;
    for (const BulkReadEntry &e : entries)
        expected.emplace_back(e.id, e.length);
    return expected;
}

} // namespace

DeviceResult DxlBus::syncRead(std::uint16_t address, std::uint16_t length, std::span<const std::uint8_t> ids,
                              std::vector<DxlReadResult> *results)
{
    return multiRead(makeSyncRead(address, length, ids), expectedReplies(ids, length), results);
}

DeviceResult DxlBus::bulkRead(std::span<const BulkReadEntry> entries, std::vector<DxlReadResult> *results)
{
    return multiRead(makeBulkRead(entries), expectedReplies(entries), results);
}

DeviceResult DxlBus::multiRead(const QByteArray &packet,
                               std::vector<std::pair<std::uint8_t, std::uint16_t>> expected,
                               std::vector<DxlReadResult> *results)
{
    std::vector<DxlReadResult> out(expected.size());
    qsizetype replyBytes = 0;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        out[i].id = expected[i].first;
        out[i].error = QCoreApplication::translate("loopscope::DeviceTexts", "no status");
        replyBytes += kStatusOverhead + expected[i].second;
    }
    if (expected.empty())
        return DeviceResult::failure(QCoreApplication::translate("loopscope::DeviceTexts", "no IDs to read"));
    QString error;
    bool lost = false;
    if (!sendInstruction(packet, &error, &lost))
        return DeviceResult::failure(error, lost);
    // Each status also waits out its device's return delay (≤ 0.5 ms).
    const int waitMs = timeoutMs(packet.size(), replyBytes) + int(expected.size()) / 2;
    const std::int64_t deadline = nowNs() + std::int64_t(waitMs) * 1'000'000;
    std::size_t answered = 0;
    std::vector<bool> done(expected.size(), false);
    m_lastAlert = false;
    Packet status;
    while (answered < expected.size()) {
        const Wait wait = nextStatus(deadline, &status);
        if (wait == Wait::Lost) {
            if (results)
                *results = std::move(out);
            return DeviceResult::failure(lostText(), true);
        }
        if (wait == Wait::Timeout) {
            m_decoder.finish();
            break;
        }
        std::size_t index = 0;
        while (index < out.size() && (out[index].id != status.id || done[index]))
            ++index;
        if (index == out.size()) {
            ++m_counters.unexpectedPackets;
            continue;
        }
        done[index] = true;
        ++m_counters.statusPackets;
        ++answered;
        DxlReadResult *it = &out[index];
        const std::uint16_t length = expected[index].second;
        it->errorByte = status.errorByte;
        if (status.alert())
            m_lastAlert = true;
        if (status.resultError() != 0) {
            ++m_counters.deviceErrors;
            it->error = errorText(status.errorByte & 0x7F);
        } else if (status.params.size() < length) {
            ++m_counters.badPackets;
            it->error = QCoreApplication::translate("loopscope::DeviceTexts", "%1 data bytes, expected %2")
                            .arg(status.params.size())
                            .arg(length);
        } else {
            it->ok = true;
            it->error.clear();
            it->data = status.params.left(length);
        }
    }
    if (results)
        *results = out;
    return readFailures(out, done);
}

DeviceResult DxlBus::readFailures(const std::vector<DxlReadResult> &out, const std::vector<bool> &done)
{
    QStringList failures;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const DxlReadResult &r = out[i];
        if (r.ok)
            continue;
        if (!done[i])
            ++m_counters.timeouts;
        failures << QCoreApplication::translate("loopscope::DeviceTexts", "ID %1: %2").arg(r.id).arg(r.error);
    }
    if (!failures.isEmpty())
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "read of %1 IDs incomplete (%2)")
                .arg(out.size())
                .arg(failures.join(QStringLiteral("; "))));
    return DeviceResult::success();
}

DeviceResult DxlBus::fastSyncRead(std::uint16_t address, std::uint16_t length, std::span<const std::uint8_t> ids,
                                  std::vector<DxlReadResult> *results)
{
    return fastRead(makeFastSyncRead(address, length, ids), expectedReplies(ids, length), results);
}

DeviceResult DxlBus::fastBulkRead(std::span<const BulkReadEntry> entries, std::vector<DxlReadResult> *results)
{
    return fastRead(makeFastBulkRead(entries), expectedReplies(entries), results);
}

DeviceResult DxlBus::clearMultiTurn(std::uint8_t id)
{
    if (id > kMaxId)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "clear needs an ID 0..252 (got %1)").arg(id));
    Packet status;
    return transact(makeClearMultiTurn(id), id, 0, &status);
}

DeviceResult DxlBus::fastRead(const QByteArray &packet,
                              std::vector<std::pair<std::uint8_t, std::uint16_t>> expected,
                              std::vector<DxlReadResult> *results)
{
    std::vector<DxlReadResult> out(expected.size());
    qsizetype replyBytes = kStatusOverhead - 2; // one header; per servo ERR ID data CRC
    for (std::size_t i = 0; i < expected.size(); ++i) {
        out[i].id = expected[i].first;
        out[i].error = QCoreApplication::translate("loopscope::DeviceTexts", "no status");
        replyBytes += 4 + expected[i].second;
    }
    if (expected.empty())
        return DeviceResult::failure(QCoreApplication::translate("loopscope::DeviceTexts", "no IDs to read"));
    QString error;
    bool lost = false;
    if (!sendInstruction(packet, &error, &lost))
        return DeviceResult::failure(error, lost);
    const int waitMs = timeoutMs(packet.size(), replyBytes) + 1; // one return delay (≤ 0.5 ms)
    const std::int64_t deadline = nowNs() + std::int64_t(waitMs) * 1'000'000;
    std::vector<bool> done(expected.size(), false);
    m_lastAlert = false;
    Packet status;
    for (;;) {
        const Wait wait = nextStatus(deadline, &status);
        if (wait == Wait::Lost) {
            if (results)
                *results = std::move(out);
            return DeviceResult::failure(lostText(), true);
        }
        if (wait == Wait::Timeout) {
            m_decoder.finish();
            break;
        }
        if (status.id != kBroadcastId) {
            ++m_counters.unexpectedPackets;
            continue;
        }
        QString why;
        const auto parts = parseFastReadReply(status, expected, &why);
        if (!parts) {
            ++m_counters.badPackets;
            for (std::size_t i = 0; i < out.size(); ++i) {
                done[i] = true;
                out[i].error = why;
            }
            break;
        }
        ++m_counters.statusPackets;
        for (std::size_t i = 0; i < parts->size(); ++i) {
            const FastReadPart &part = (*parts)[i];
            DxlReadResult *it = &out[i];
            done[i] = true;
            it->errorByte = part.errorByte;
            if (part.errorByte & error::Alert)
                m_lastAlert = true;
            if (part.errorByte & 0x7F) {
                ++m_counters.deviceErrors;
                it->error = errorText(part.errorByte & 0x7F);
            } else {
                it->ok = true;
                it->error.clear();
                it->data = part.data;
            }
        }
        break;
    }
    if (results)
        *results = out;
    return readFailures(out, done);
}

} // namespace loopscope::devices::dynamixel
