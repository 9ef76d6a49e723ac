#include "devices/moteus/moteus_link.h"

#include "core/timing/realtime.h"
#include "devices/moteus/can_frame.h"

#include <QCoreApplication>

namespace loopscope::devices::moteus {

namespace {
int msLeft(std::int64_t deadlineNs)
{
    const std::int64_t left = deadlineNs - core::monotonicNs();
    return left <= 0 ? 0 : int((left + 999'999) / 1'000'000);
}
std::int64_t deadlineAfterMs(int ms) { return core::monotonicNs() + std::int64_t(ms) * 1'000'000; }
} // namespace

// ---------------------------------------------------------------- fdcanusb
FdcanusbMoteusLink::FdcanusbMoteusLink(FrameStream *stream) : m_stream(stream) {}

void FdcanusbMoteusLink::resetBuffers() { m_splitter.reset(); }

FdcanusbMoteusLink::WaitResult FdcanusbMoteusLink::nextLine(std::int64_t deadlineNs,
                                                            std::optional<FdcanusbLine> *out,
                                                            QString *error)
{
    for (;;) {
        while (auto raw = m_splitter.nextLine()) {
            QString parseError;
            auto line = parseFdcanusbLine(*raw, &parseError);
            if (!line) {
                ++m_counters.garbage;
                continue;
            }
            *out = std::move(line);
            return WaitResult::Line;
        }
        const int waitMs = msLeft(deadlineNs);
        if (waitMs <= 0 && m_splitter.pendingLines() == 0) {
            // One last non-blocking look before giving up.
            const QByteArray last = m_stream->readAvailable();
            if (last.isEmpty())
                return m_stream->isOpen() ? WaitResult::Timeout : WaitResult::Error;
            m_splitter.feed(last);
            continue;
        }
        const QByteArray bytes = m_stream->read(std::chrono::milliseconds(waitMs));
        if (bytes.isEmpty() && !m_stream->isOpen()) {
            if (error)
                *error = m_stream->errorString();
            return WaitResult::Error;
        }
        const auto garbageBefore = m_splitter.garbageLines() + m_splitter.overlongLines();
        m_splitter.feed(bytes);
        m_counters.garbage += m_splitter.garbageLines() + m_splitter.overlongLines() - garbageBefore;
    }
}

bool FdcanusbMoteusLink::transact(int destination, const QByteArray &payload, bool replyWanted,
                                  int timeoutMs, QByteArray *replyPayload, int *replySource,
                                  QString *error, bool *linkLost)
{
    if (linkLost)
        *linkLost = false;
    CanAddress address;
    address.source = std::uint8_t(m_hostId & 0x7f);
    address.destination = std::uint8_t(destination & 0x7f);
    address.replyWanted = replyWanted;
    QString frameError;
    auto frame = CanFdFrame::make(address, payload, &frameError);
    if (!frame) {
        if (error)
            *error = frameError;
        return false;
    }
    // Drop anything stale (late replies from a timed-out exchange).
    m_splitter.reset();
    while (!m_stream->readAvailable().isEmpty()) {
    }
    ++m_counters.requests;
    if (!m_stream->write(makeCanSendLine(*frame, m_checksum))) {
        if (error)
            *error = m_stream->errorString();
        if (linkLost)
            *linkLost = !m_stream->isOpen();
        return false;
    }
    const std::int64_t deadline = deadlineAfterMs(timeoutMs);
    bool gotOk = false;
    for (;;) {
        std::optional<FdcanusbLine> line;
        QString waitError;
        const WaitResult r = nextLine(deadline, &line, &waitError);
        if (r == WaitResult::Error) {
            if (error)
                *error = waitError.isEmpty() ? m_stream->errorString() : waitError;
            if (linkLost)
                *linkLost = true;
            return false;
        }
        if (r == WaitResult::Timeout) {
            ++m_counters.timeouts;
            if (error) {
                *error = (replyWanted && gotOk)
                             ? QCoreApplication::translate("loopscope::DeviceTexts",
                                                           "no reply from ID %1 within %2 ms")
                                   .arg(destination)
                                   .arg(timeoutMs)
                             : QCoreApplication::translate("loopscope::DeviceTexts",
                                                           "no answer from the adapter within %1 ms (ID %2)")
                                   .arg(timeoutMs)
                                   .arg(destination);
            }
            return false;
        }
        switch (line->kind) {
        case FdcanusbLine::Kind::Ok:
            gotOk = true;
            if (!replyWanted)
                return true;
            break;
        case FdcanusbLine::Kind::Error:
            ++m_counters.adapterErrors;
            if (error)
                *error = QCoreApplication::translate("loopscope::DeviceTexts", "adapter error: %1")
                             .arg(line->errorText);
            return false;
        case FdcanusbLine::Kind::Receive: {
            const CanAddress from = parseArbitrationId(line->arbitrationId);
            if (!replyWanted)
                break;
            if (destination != kBroadcastId && from.source != destination) {
                ++m_counters.garbage;
                break;
            }
            ++m_counters.replies;
            if (replyPayload)
                *replyPayload = line->data;
            if (replySource)
                *replySource = from.source;
            return true;
        }
        default:
            ++m_counters.garbage;
            break;
        }
    }
}

std::vector<std::pair<int, QByteArray>> FdcanusbMoteusLink::collectReplies(int timeoutMs)
{
    std::vector<std::pair<int, QByteArray>> out;
    const std::int64_t deadline = deadlineAfterMs(timeoutMs);
    for (;;) {
        std::optional<FdcanusbLine> line;
        if (nextLine(deadline, &line, nullptr) != WaitResult::Line)
            break;
        if (line->kind == FdcanusbLine::Kind::Receive) {
            ++m_counters.replies;
            out.emplace_back(parseArbitrationId(line->arbitrationId).source, line->data);
        }
    }
    return out;
}

// ---------------------------------------------------------------- RS485
Rs485MoteusLink::Rs485MoteusLink(FrameStream *stream) : m_stream(stream) {}

void Rs485MoteusLink::resetBuffers() { m_decoder.reset(); }

bool Rs485MoteusLink::transact(int destination, const QByteArray &payload, bool replyWanted,
                               int timeoutMs, QByteArray *replyPayload, int *replySource,
                               QString *error, bool *linkLost)
{
    if (linkLost)
        *linkLost = false;
    Rs485Frame frame;
    frame.source = std::uint8_t(m_hostId & 0x7f);
    frame.destination = std::uint8_t(destination & 0x7f);
    frame.replyWanted = replyWanted;
    frame.payload = payload;
    QString encodeError;
    const QByteArray bytes = encodeRs485Frame(frame, &encodeError);
    if (bytes.isEmpty()) {
        if (error)
            *error = encodeError;
        return false;
    }
    m_decoder.reset();
    while (!m_stream->readAvailable().isEmpty()) {
    }
    ++m_counters.requests;
    if (!m_stream->write(bytes)) {
        if (error)
            *error = m_stream->errorString();
        if (linkLost)
            *linkLost = !m_stream->isOpen();
        return false;
    }
    if (!replyWanted)
        return true;
    const std::int64_t deadline = deadlineAfterMs(timeoutMs);
    for (;;) {
        while (auto reply = m_decoder.next()) {
            if (destination != kBroadcastId && reply->source != destination) {
                ++m_counters.garbage;
                continue;
            }
            ++m_counters.replies;
            if (replyPayload)
                *replyPayload = reply->payload;
            if (replySource)
                *replySource = reply->source;
            return true;
        }
        const int waitMs = msLeft(deadline);
        const QByteArray chunk = waitMs > 0 ? m_stream->read(std::chrono::milliseconds(waitMs))
                                            : m_stream->readAvailable();
        if (chunk.isEmpty()) {
            if (!m_stream->isOpen()) {
                if (error)
                    *error = m_stream->errorString();
                if (linkLost)
                    *linkLost = true;
                return false;
            }
            if (waitMs > 0)
                continue;
            const auto garbageBefore = m_decoder.truncatedFrames();
            m_decoder.finish();
            m_counters.garbage += m_decoder.truncatedFrames() - garbageBefore;
            ++m_counters.timeouts;
            if (error)
                *error =
                    QCoreApplication::translate("loopscope::DeviceTexts", "no reply from ID %1 within %2 ms")
                        .arg(destination)
                        .arg(timeoutMs);
            return false;
        }
        const auto badBefore = m_decoder.garbageBytes() + m_decoder.crcErrors() + m_decoder.badHeaders();
        m_decoder.feed(chunk);
        m_counters.garbage += m_decoder.garbageBytes() + m_decoder.crcErrors() + m_decoder.badHeaders() - badBefore;
    }
}

std::vector<std::pair<int, QByteArray>> Rs485MoteusLink::collectReplies(int timeoutMs)
{
    std::vector<std::pair<int, QByteArray>> out;
    const std::int64_t deadline = deadlineAfterMs(timeoutMs);
    for (;;) {
        while (auto reply = m_decoder.next()) {
            ++m_counters.replies;
            out.emplace_back(reply->source, reply->payload);
        }
        const int waitMs = msLeft(deadline);
        if (waitMs <= 0)
            break;
        const QByteArray chunk = m_stream->read(std::chrono::milliseconds(waitMs));
        if (chunk.isEmpty() && !m_stream->isOpen())
            break;
        m_decoder.feed(chunk);
    }
    return out;
}

} // namespace loopscope::devices::moteus
