#include "widgets/frame_arrival_ticker.h"

#include "widgets/video_frame_source.h"

#include <algorithm>

namespace loopscope::widgets {

FrameArrivalTicker::FrameArrivalTicker(std::function<void()> tick, QObject *parent)
    : QObject(parent), m_tick(std::move(tick))
{
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, [this] { m_tick(); });
}

void FrameArrivalTicker::setSources(const std::vector<VideoFrameSource *> &sources)
{
    for (const QMetaObject::Connection &c : m_connections)
        disconnect(c);
    m_connections.clear();
    bool any = false;
    bool allTell = true;
    for (VideoFrameSource *source : sources) {
        if (!source)
            continue;
        any = true;
        const QMetaObject::Connection c = source->notifyOnArrival(this, [this] { schedule(); });
        if (c)
            m_connections.push_back(c);
        else
            allTell = false;
    }
    m_arrivalDriven = any && allTell;
    applyInterval();
    if (any)
        m_timer.start();
    else
        m_timer.stop();
}

void FrameArrivalTicker::setDisplayRateHz(double rateHz)
{
    const double hz = rateHz > 0 && rateHz <= 1000 ? rateHz : 60;
    m_displayIntervalMs = std::max(1, int(1000.0 / hz));
    applyInterval();
}

void FrameArrivalTicker::applyInterval()
{
    m_timer.setInterval(m_arrivalDriven ? kIdleCheckMs : m_displayIntervalMs);
}

void FrameArrivalTicker::schedule()
{
    // Both cameras of a pair arrive close together: one pull for both.
    if (m_pending)
        return;
    m_pending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_pending = false;
            m_tick();
        },
        Qt::QueuedConnection);
}

} // namespace loopscope::widgets
