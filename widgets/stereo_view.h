#pragma once
// A stereo pair on screen: pulls the newest frame of each stream at display
// rate, pairs left and right by timestamp (core::StereoPairer: nearest within
// a tolerance, skew in an HDR histogram) and paints the pair side by side,
// as a red/cyan anaglyph, as a 50 % overlay, or the processed views
// (rectified, disparity) handed in by the vision worker. Paint cost per
// displayed pair is measured like VideoView's. Snapshots write both views
// as PNG. Clicks are reported in frame pixels (for colour picking).

#include "core/histogram/hdr_histogram.h"
#include "core/video/frame_converter.h"
#include "core/vision/stereo_pairer.h"
#include "widgets/frame_arrival_ticker.h"
#include "widgets/video_frame_source.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPointF>
#include <QWidget>

#include <functional>
#include <optional>

namespace loopscope::widgets {

enum class StereoMode { Invalid = 0, SideBySide, Anaglyph, Overlay, Rectified, Disparity };

// Red from left, green and blue from right, at size (each scaled to fill it).
QImage composeAnaglyph(const QImage &left, const QImage &right, QSize size);
// A 50 % blend of left and right at size.
QImage composeOverlay(const QImage &left, const QImage &right, QSize size);

class StereoView : public QWidget
{
    Q_OBJECT
public:
    explicit StereoView(QWidget *parent = nullptr);
    ~StereoView() override;

    void setSources(VideoFrameSource *left, VideoFrameSource *right); // not owned
    void setMode(StereoMode mode);
    StereoMode mode() const { return m_mode; }
    void setToleranceMs(double toleranceMs);
    void setDisplayRateHz(double rateHz);
    // Called (on the GUI thread) with every new pair, e.g. to submit it to the vision worker.
    void setPairConsumer(std::function<void(const core::StereoPair &)> consumer);
    // Processed views for the Rectified/Disparity modes (from the vision worker).
    void setProcessedViews(const QImage &rectifiedLeft, const QImage &rectifiedRight, const QImage &disparity);
    // Tracked positions in frame pixels, drawn as markers (nullopt hides), and a label.
    void setTrackMarkers(std::optional<QPointF> left, std::optional<QPointF> right, const QString &label);

    bool tick(); // pulls, pairs and repaints; true when a new pair (or single frame) was shown

    // A message shown prominently across the top of the view (a stream's
    // error: "Left camera: failed: connection refused"); empty hides it.
    // While it shows, the view claims no frame rate.
    void setBanner(const QString &text);
    QString banner() const { return m_banner; }

    // PNG of each view at full resolution: <base>_left.png, <base>_right.png.
    bool saveSnapshot(const QString &basePath, QStringList *written, QString *error) const;

    const core::StereoPairer &pairer() const { return m_pairer; }
    core::StereoPairer &pairer() { return m_pairer; }
    const core::HdrHistogram &paintHistogram() const { return m_paint; }
    const core::SharedFrame &leftFrame() const { return m_left; }
    const core::SharedFrame &rightFrame() const { return m_right; }
    int64_t pairsShown() const { return m_pairsShown; }
    // "29.8 pairs/s · skew …" while frames arrive; empty when none came for a second.
    QString overlayText() const { return m_overlayText; }
    // Where each view is drawn in side-by-side mode (widget coordinates).
    QRect leftRect() const;
    QRect rightRect() const;

signals:
    // side 0 = left, 1 = right; pixel in that frame's coordinates.
    void framePixelClicked(int side, QPoint framePixel, QColor colour);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void updateOverlay();
    void drawMarkers(QPainter &painter, const QRect &leftArea, const QRect &rightArea) const;

    VideoFrameSource *m_leftSource = nullptr;
    VideoFrameSource *m_rightSource = nullptr;
    StereoMode m_mode = StereoMode::SideBySide;
    core::StereoPairer m_pairer;
    core::SharedFrame m_left, m_right;
    core::RgbFrameCache m_leftRgb, m_rightRgb; // what is shown, converted once per frame
    core::SharedFrame m_newestLeft, m_newestRight;
    QElapsedTimer m_sincePair;
    QImage m_rectLeft, m_rectRight, m_disparity;
    std::optional<QPointF> m_markLeft, m_markRight;
    QString m_markLabel;
    std::function<void(const core::StereoPair &)> m_consumer;
    FrameArrivalTicker *m_ticker = nullptr; // pulls when a frame arrives (frame_arrival_ticker.h)
    QElapsedTimer m_statsClock;
    core::HdrHistogram m_paint;
    int64_t m_pairsShown = 0;
    int64_t m_pairsAtStats = 0;
    double m_fps = 0;
    QString m_overlayText;
    QString m_banner;
};

} // namespace loopscope::widgets
