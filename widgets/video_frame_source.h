#pragma once
// Where a video view gets frames: the newest frame of a latest-frame
// mailbox, pulled by the view at display rate (never a signal per frame).
// DecoderFrameSource adapts core::VideoDecoder (its stats hooks record
// hand-off, paint and camera-to-display); MailboxFrameSource serves a bare
// mailbox (tests, generated frames).

#include "core/video/frame_mailbox.h"
#include "core/video/video_decoder.h"

#include <QMetaObject>
#include <QPointer>

#include <functional>

#include <cstdint>

namespace loopscope::widgets {

class VideoFrameSource
{
public:
    virtual ~VideoFrameSource() = default;
    virtual core::FramePtr takeLatest() = 0;
    // The frame reached the screen at displayRealtimeUs (CLOCK_REALTIME µs).
    virtual void markDisplayed(const core::VideoFrame &frame, uint64_t displayRealtimeUs) {}
    virtual void recordPaintNs(int64_t paintNs) {}
    // Frames the producer made that were never displayed.
    virtual int64_t droppedFrames() const { return 0; }
    // Calls callback (in context's thread) when a frame arrives in an empty
    // mailbox; an invalid connection when the source cannot tell (then the
    // view polls at display rate).
    virtual QMetaObject::Connection notifyOnArrival(QObject *context, std::function<void()> callback)
    {
        return {};
    }
};

class DecoderFrameSource final : public VideoFrameSource
{
public:
    explicit DecoderFrameSource(core::VideoDecoder *decoder) : m_decoder(decoder) {}
    core::FramePtr takeLatest() override;
    void markDisplayed(const core::VideoFrame &frame, uint64_t displayRealtimeUs) override;
    void recordPaintNs(int64_t paintNs) override;
    int64_t droppedFrames() const override;
    QMetaObject::Connection notifyOnArrival(QObject *context, std::function<void()> callback) override;
    core::VideoDecoder *decoder() const { return m_decoder; }

private:
    QPointer<core::VideoDecoder> m_decoder;
};

class MailboxFrameSource final : public VideoFrameSource
{
public:
    explicit MailboxFrameSource(core::LatestFrameMailbox *mailbox) : m_mailbox(mailbox) {}
    core::FramePtr takeLatest() override;
    void markDisplayed(const core::VideoFrame &frame, uint64_t displayRealtimeUs) override { m_displayed++; }
    int64_t droppedFrames() const override { return m_mailbox->replaced(); }
    int64_t displayed() const { return m_displayed; }

private:
    core::LatestFrameMailbox *m_mailbox;
    int64_t m_displayed = 0;
};

} // namespace loopscope::widgets
