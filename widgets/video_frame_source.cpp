#include "widgets/video_frame_source.h"

namespace loopscope::widgets {

core::FramePtr DecoderFrameSource::takeLatest()
{
    return m_decoder ? m_decoder->takeLatest() : core::FramePtr(nullptr, core::FrameRecycler{});
}

void DecoderFrameSource::markDisplayed(const core::VideoFrame &frame, uint64_t displayRealtimeUs)
{
    if (m_decoder)
        m_decoder->markDisplayed(frame, displayRealtimeUs);
}

void DecoderFrameSource::recordPaintNs(int64_t paintNs)
{
    if (m_decoder)
        m_decoder->recordPaintNs(paintNs);
}

int64_t DecoderFrameSource::droppedFrames() const
{
    if (!m_decoder)
        return 0;
    const core::VideoStreamStats s = m_decoder->stats();
    return s.droppedDisplay + s.droppedDecoder;
}

QMetaObject::Connection DecoderFrameSource::notifyOnArrival(QObject *context, std::function<void()> callback)
{
    if (!m_decoder)
        return {};
    return QObject::connect(m_decoder, &core::VideoDecoder::frameAvailable, context, std::move(callback),
                            Qt::QueuedConnection);
}

core::FramePtr MailboxFrameSource::takeLatest()
{
    return m_mailbox->take();
}

} // namespace loopscope::widgets
