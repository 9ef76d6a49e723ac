#pragma once
// When a video view pulls its frames: as soon as a source says a frame
// arrived (VideoFrameSource::notifyOnArrival; coalesced, at most one pull
// pending), so a frame does not wait for the next display tick; sources
// that cannot tell are pulled on a display-rate timer instead. A slow
// timer keeps running beside the arrivals so a view notices when frames
// stop coming.

#include <QMetaObject>
#include <QObject>
#include <QTimer>

#include <functional>
#include <vector>

namespace loopscope::widgets {

class VideoFrameSource;

class FrameArrivalTicker : public QObject
{
    Q_OBJECT
public:
    // tick: the view's pull-and-paint.
    FrameArrivalTicker(std::function<void()> tick, QObject *parent);

    // The sources to follow (null ones are skipped); none stops the ticks.
    void setSources(const std::vector<VideoFrameSource *> &sources);
    // The rate for sources that cannot tell (and the view's old fixed tick).
    void setDisplayRateHz(double rateHz);
    // Every source tells when a frame arrives (no display-rate polling).
    bool arrivalDriven() const { return m_arrivalDriven; }

    static constexpr int kIdleCheckMs = 250; // the slow timer beside the arrivals

private:
    void schedule();
    void applyInterval();

    std::function<void()> m_tick;
    QTimer m_timer;
    std::vector<QMetaObject::Connection> m_connections;
    bool m_pending = false;
    bool m_arrivalDriven = false;
    int m_displayIntervalMs = 16;
};

} // namespace loopscope::widgets
