#include "devices/moteus/rs485_frame.h"

#include "devices/common/crc.h"
#include "devices/moteus/multiplex.h"

#include <QCoreApplication>

namespace loopscope::devices::moteus {

namespace {

constexpr char kHeader[] = {'\x54', '\xAB'};
constexpr qsizetype kFixedHeaderBytes = 4; // 54 AB source destination

} // namespace

QByteArray encodeRs485Frame(const Rs485Frame &frame, QString *error)
{
    if (frame.source > 0x7f || frame.destination > 0x7f) {
        if (error)
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "RS485 IDs must be 0..127 (source %1, destination %2)")
                         .arg(frame.source)
                         .arg(frame.destination);
        return {};
    }
    if (frame.payload.size() > kRs485MaxPayload) {
        if (error)
            *error =
                QCoreApplication::translate("loopscope::DeviceTexts", "RS485 payload of %1 bytes exceeds %2")
                    .arg(frame.payload.size())
                    .arg(kRs485MaxPayload);
        return {};
    }
    QByteArray out(kHeader, 2);
    out.append(static_cast<char>(frame.source | (frame.replyWanted ? 0x80 : 0x00)));
    out.append(static_cast<char>(frame.destination));
    appendVaruint(out, uint32_t(frame.payload.size()));
    out.append(frame.payload);
    const uint16_t crc = crc16CcittFalse(out);
    out.append(static_cast<char>(crc & 0xff));
    out.append(static_cast<char>(crc >> 8));
    return out;
}

void Rs485Decoder::feed(QByteArrayView bytes)
{
    m_buffer.append(bytes.data(), bytes.size());
    process();
}

std::optional<Rs485Frame> Rs485Decoder::next()
{
    if (m_ready.empty())
        return std::nullopt;
    Rs485Frame frame = std::move(m_ready.front());
    m_ready.pop_front();
    return frame;
}

void Rs485Decoder::process()
{
    for (;;) {
        const qsizetype start = m_buffer.indexOf(QByteArrayView(kHeader, 2));
        if (start < 0) {
            // Keep a trailing 0x54: it may be the first half of a header.
            const qsizetype keep = m_buffer.endsWith('\x54') ? 1 : 0;
            m_garbageBytes += uint64_t(m_buffer.size() - keep);
            m_buffer.remove(0, m_buffer.size() - keep);
            return;
        }
        if (start > 0) {
            m_garbageBytes += uint64_t(start);
            if (!m_resyncing)
                m_lastError = QCoreApplication::translate("loopscope::DeviceTexts",
                                                          "%1 bytes of garbage before a frame header")
                                  .arg(start);
            m_buffer.remove(0, start);
        }
        if (m_buffer.size() < kFixedHeaderBytes + 1)
            return; // wait for more
        const auto dropHeader = [this](const QString &reason) {
            ++m_badHeaders;
            m_lastError = reason;
            m_buffer.remove(0, 1); // resync after this 0x54
            m_resyncing = true;
        };
        if (static_cast<uint8_t>(m_buffer[3]) > 0x7f) {
            dropHeader(QCoreApplication::translate("loopscope::DeviceTexts", "destination byte over 127"));
            continue;
        }
        qsizetype pos = kFixedHeaderBytes;
        const auto size = readVaruint(m_buffer, &pos);
        if (!size) {
            const qsizetype available = m_buffer.size() - kFixedHeaderBytes;
            bool incomplete = available < 5;
            for (qsizetype i = kFixedHeaderBytes; i < m_buffer.size() && incomplete; ++i)
                incomplete = (static_cast<uint8_t>(m_buffer[i]) & 0x80) != 0;
            if (incomplete)
                return; // the size field is still arriving
            dropHeader(QCoreApplication::translate("loopscope::DeviceTexts", "malformed size field"));
            continue;
        }
        if (*size > uint32_t(kRs485MaxPayload)) {
            dropHeader(QCoreApplication::translate("loopscope::DeviceTexts", "frame size %1 exceeds %2")
                           .arg(*size)
                           .arg(kRs485MaxPayload));
            continue;
        }
        const qsizetype total = pos + qsizetype(*size) + 2;
        if (m_buffer.size() < total)
            return; // wait for the rest
        const QByteArrayView body(m_buffer.constData(), total - 2);
        const uint16_t expected = static_cast<uint16_t>(static_cast<uint8_t>(m_buffer[total - 2]) |
                                                        static_cast<uint8_t>(m_buffer[total - 1]) << 8);
        const uint16_t actual = crc16CcittFalse(body);
        if (expected != actual) {
            // A header inside the frame means this one was cut short by the next.
            if (body.sliced(2).indexOf(QByteArrayView(kHeader, 2)) >= 0 ||
                QByteArrayView(m_buffer).sliced(total - 3, 3).indexOf(QByteArrayView(kHeader, 2)) >= 0) {
                ++m_truncated;
                m_lastError = QCoreApplication::translate("loopscope::DeviceTexts",
                                                          "truncated frame (a new header started inside it)");
            } else {
                ++m_crcErrors;
                m_lastError = QCoreApplication::translate("loopscope::DeviceTexts",
                                                          "CRC mismatch: frame says %1, computed %2")
                                  .arg(expected, 4, 16, QLatin1Char('0'))
                                  .arg(actual, 4, 16, QLatin1Char('0'));
            }
            m_buffer.remove(0, 1);
            m_resyncing = true;
            continue;
        }
        m_resyncing = false;
        Rs485Frame frame;
        const auto source = static_cast<uint8_t>(m_buffer[2]);
        frame.source = source & 0x7f;
        frame.replyWanted = (source & 0x80) != 0;
        frame.destination = static_cast<uint8_t>(m_buffer[3]);
        frame.payload = m_buffer.mid(pos, qsizetype(*size));
        m_buffer.remove(0, total);
        m_ready.push_back(std::move(frame));
        ++m_frames;
    }
}

void Rs485Decoder::finish()
{
    // A partial frame will never complete: count it, then look for complete frames
    // that may be hidden behind its header.
    while (!m_buffer.isEmpty()) {
        process();
        if (m_buffer.isEmpty())
            break;
        if (m_buffer.startsWith(QByteArrayView(kHeader, 2))) {
            ++m_truncated;
            m_lastError = QCoreApplication::translate("loopscope::DeviceTexts",
                                                      "truncated frame (%1 bytes, then silence)")
                              .arg(m_buffer.size());
        } else {
            ++m_garbageBytes; // a lone trailing 0x54
        }
        m_buffer.remove(0, 1);
    }
}

void Rs485Decoder::reset()
{
    m_buffer.clear();
    m_ready.clear();
}

} // namespace loopscope::devices::moteus
