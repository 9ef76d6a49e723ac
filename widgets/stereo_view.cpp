#include "widgets/stereo_view.h"

#include "core/timing/realtime.h"
#include "core/video/clock_code.h"
#include "widgets/video_surface.h"

#include <QFileInfo>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>

namespace loopscope::widgets {

QImage composeAnaglyph(const QImage &left, const QImage &right, QSize size)
{
    QImage out(size, QImage::Format_RGB32);
    out.fill(Qt::black);
    if (left.isNull() || right.isNull() || size.isEmpty())
        return out;
    QImage cyan(size, QImage::Format_RGB32);
    {
        QPainter p(&cyan);
        p.drawImage(QRect(QPoint(0, 0), size), right);
        p.setCompositionMode(QPainter::CompositionMode_Multiply);
        p.fillRect(cyan.rect(), QColor(0, 255, 255));
    }
    QPainter p(&out);
    p.drawImage(out.rect(), left);
    p.setCompositionMode(QPainter::CompositionMode_Multiply);
    p.fillRect(out.rect(), QColor(255, 0, 0));
    p.setCompositionMode(QPainter::CompositionMode_Plus);
    p.drawImage(0, 0, cyan);
    return out;
}

QImage composeOverlay(const QImage &left, const QImage &right, QSize size)
{
    QImage out(size, QImage::Format_RGB32);
    out.fill(Qt::black);
    if (left.isNull() || right.isNull() || size.isEmpty())
        return out;
    QPainter p(&out);
    p.drawImage(out.rect(), left);
    p.setOpacity(0.5);
    p.drawImage(out.rect(), right);
    return out;
}

StereoView::StereoView(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(160, 60);
    m_ticker = new FrameArrivalTicker([this] { tick(); }, this);
    setDisplayRateHz(60);
    m_statsClock.start();
    m_sincePair.start();
}

StereoView::~StereoView() = default;

void StereoView::setSources(VideoFrameSource *left, VideoFrameSource *right)
{
    m_leftSource = left;
    m_rightSource = right;
    m_pairer.clear();
    m_left.reset();
    m_right.reset();
    m_newestLeft.reset();
    m_newestRight.reset();
    m_paint.reset();
    m_pairsShown = m_pairsAtStats = 0;
    m_overlayText.clear(); // the figures were the previous sources'
    m_statsClock.restart();
    m_ticker->setSources({left, right});
    update();
}

void StereoView::setMode(StereoMode mode)
{
    m_mode = mode == StereoMode::Invalid ? StereoMode::SideBySide : mode;
    update();
}

void StereoView::setToleranceMs(double toleranceMs)
{
    m_pairer.setToleranceNs(int64_t(std::max(0.0, toleranceMs) * 1e6));
}

void StereoView::setDisplayRateHz(double rateHz)
{
    m_ticker->setDisplayRateHz(rateHz);
}

void StereoView::setPairConsumer(std::function<void(const core::StereoPair &)> consumer)
{
    m_consumer = std::move(consumer);
}

void StereoView::setProcessedViews(const QImage &rectifiedLeft, const QImage &rectifiedRight, const QImage &disparity)
{
    m_rectLeft = rectifiedLeft;
    m_rectRight = rectifiedRight;
    m_disparity = disparity;
    if (m_mode == StereoMode::Rectified || m_mode == StereoMode::Disparity)
        update();
}

void StereoView::setTrackMarkers(std::optional<QPointF> left, std::optional<QPointF> right, const QString &label)
{
    m_markLeft = left;
    m_markRight = right;
    m_markLabel = label;
}

bool StereoView::tick()
{
    const int64_t startNs = core::monotonicNs();
    bool fresh = false;
    if (m_leftSource)
        if (core::FramePtr f = m_leftSource->takeLatest()) {
            m_newestLeft = core::shareFrame(std::move(f));
            m_pairer.addLeft(m_newestLeft);
            fresh = true;
        }
    if (m_rightSource)
        if (core::FramePtr f = m_rightSource->takeLatest()) {
            m_newestRight = core::shareFrame(std::move(f));
            m_pairer.addRight(m_newestRight);
            fresh = true;
        }
    if (!fresh) {
        // Nothing arrives (a camera failed or stalled): no stale rate on screen.
        if (!m_overlayText.isEmpty() && m_statsClock.elapsed() >= 1000) {
            m_overlayText.clear();
            m_pairsAtStats = m_pairsShown;
            m_statsClock.restart();
            update();
        }
        return false;
    }
    bool show = false;
    if (auto pair = m_pairer.takePair()) {
        m_left = pair->left;
        m_right = pair->right;
        m_sincePair.restart();
        if (m_consumer)
            m_consumer(*pair);
        show = true;
    } else if (m_sincePair.elapsed() > 500) {
        // Nothing pairs (one camera, or clocks far apart): show the newest of each.
        m_left = m_newestLeft;
        m_right = m_newestRight;
        show = true;
    }
    if (!show)
        return false;
    repaint();
    const int64_t costNs = core::monotonicNs() - startNs;
    m_paint.record(costNs);
    const uint64_t nowUs = core::ClockCode::nowRealtimeUs();
    for (auto [source, frame] : {std::pair{m_leftSource, m_left.get()}, std::pair{m_rightSource, m_right.get()}}) {
        if (source && frame) {
            source->recordPaintNs(costNs);
            source->markDisplayed(*frame, nowUs);
        }
    }
    m_pairsShown++;
    if (m_statsClock.elapsed() >= 1000)
        updateOverlay();
    return true;
}

void StereoView::setBanner(const QString &text)
{
    if (text == m_banner)
        return;
    m_banner = text;
    update();
}

void StereoView::updateOverlay()
{
    const double elapsedS = m_statsClock.restart() / 1000.0;
    m_fps = elapsedS > 0 ? double(m_pairsShown - m_pairsAtStats) / elapsedS : 0;
    m_pairsAtStats = m_pairsShown;
    const core::HdrHistogram &skew = m_pairer.skewHistogram();
    m_overlayText = tr("%1 pairs/s · skew p50 %2 ms, p99 %3 ms, mean %4 ms · paint p99 %5 ms")
                        .arg(QLocale().toString(m_fps, 'f', 1))
                        .arg(QLocale().toString(skew.valueAtPercentile(50) / 1e6, 'f', 1))
                        .arg(QLocale().toString(skew.valueAtPercentile(99) / 1e6, 'f', 1))
                        .arg(QLocale().toString(m_pairer.meanSignedSkewNs() / 1e6, 'f', 1))
                        .arg(QLocale().toString(m_paint.valueAtPercentile(99) / 1e6, 'f', 2));
}

QRect StereoView::leftRect() const
{
    const QSize half(width() / 2, height());
    const QSize frame = m_left ? QSize(m_left->width(), m_left->height()) : half;
    return letterboxRect(frame, half);
}

QRect StereoView::rightRect() const
{
    const QSize half(width() - width() / 2, height());
    const QSize frame = m_right ? QSize(m_right->width(), m_right->height()) : half;
    return letterboxRect(frame, half).translated(width() / 2, 0);
}

void StereoView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::black);
    // Converted to RGB32 once per frame shown (YUV from the decoder), not per
    // paint; side by side straight at the size shown (scaled in the same pass).
    const bool sideBySide = m_mode == StereoMode::SideBySide || m_mode == StereoMode::Invalid;
    const qreal dpr = devicePixelRatioF();
    const QImage left = m_leftRgb.image(m_left, sideBySide ? (QSizeF(leftRect().size()) * dpr).toSize() : QSize());
    const QImage right =
        m_rightRgb.image(m_right, sideBySide ? (QSizeF(rightRect().size()) * dpr).toSize() : QSize());
    QRect leftArea, rightArea;
    switch (m_mode) {
    case StereoMode::Anaglyph:
    case StereoMode::Overlay: {
        if (left.isNull() || right.isNull())
            break;
        leftArea = rightArea = letterboxRect(left.size(), size());
        painter.drawImage(leftArea.topLeft(), m_mode == StereoMode::Anaglyph
                                                  ? composeAnaglyph(left, right, leftArea.size())
                                                  : composeOverlay(left, right, leftArea.size()));
        break;
    }
    case StereoMode::Disparity:
        if (!m_disparity.isNull()) {
            painter.drawImage(letterboxRect(m_disparity.size(), size()), m_disparity);
        } else {
            painter.setPen(Qt::lightGray);
            painter.drawText(rect(), Qt::AlignCenter, tr("Disparity needs a calibration (load or compute one)."));
        }
        break;
    case StereoMode::Rectified:
        if (!m_rectLeft.isNull() && !m_rectRight.isNull()) {
            const QRect l = letterboxRect(m_rectLeft.size(), QSize(width() / 2, height()));
            const QRect r = letterboxRect(m_rectRight.size(), QSize(width() - width() / 2, height())).translated(width() / 2, 0);
            painter.drawImage(l, m_rectLeft);
            painter.drawImage(r, m_rectRight);
            painter.setPen(QColor(0, 255, 0, 120)); // epipolar lines: rows should match across views
            for (int i = 1; i < 12; ++i) {
                const int y = l.top() + l.height() * i / 12;
                painter.drawLine(0, y, width(), y);
            }
            break;
        }
        painter.setPen(Qt::lightGray);
        painter.drawText(rect(), Qt::AlignCenter, tr("Rectification needs a calibration (load or compute one)."));
        break;
    case StereoMode::SideBySide:
    case StereoMode::Invalid:
        leftArea = leftRect();
        rightArea = rightRect();
        if (!left.isNull())
            painter.drawImage(QRectF(leftArea), left);
        if (!right.isNull())
            painter.drawImage(QRectF(rightArea), right);
        break;
    }
    if (left.isNull() && right.isNull() && m_mode != StereoMode::Rectified && m_mode != StereoMode::Disparity) {
        painter.setPen(Qt::lightGray);
        painter.drawText(rect(), Qt::AlignCenter, tr("No video: add cameras or start the simulated pair."));
    }
    drawMarkers(painter, leftArea, rightArea);
    if (!m_banner.isEmpty()) {
        painter.save();
        QFont font = painter.font();
        font.setBold(true);
        painter.setFont(font);
        const QRect area = rect().adjusted(8, 8, -8, -8);
        const int flags = Qt::AlignCenter | Qt::TextWordWrap;
        const QRect text = painter.fontMetrics().boundingRect(area, flags, m_banner);
        const QRect box(area.left(), area.top(), area.width(), text.height() + 16);
        painter.fillRect(box, QColor(170, 20, 20, 225));
        painter.setPen(Qt::white);
        painter.drawText(box.adjusted(8, 8, -8, -8), flags, m_banner);
        painter.restore();
    }
    if (!m_overlayText.isEmpty() && m_banner.isEmpty()) {
        const QRect box = painter.fontMetrics().boundingRect(m_overlayText).adjusted(-4, -2, 4, 2);
        const QRect at(4, height() - box.height() - 4, box.width(), box.height());
        painter.fillRect(at, QColor(0, 0, 0, 160));
        painter.setPen(Qt::white);
        painter.drawText(at, Qt::AlignCenter, m_overlayText);
    }
}

void StereoView::drawMarkers(QPainter &painter, const QRect &leftArea, const QRect &rightArea) const
{
    auto mark = [&](const std::optional<QPointF> &p, const QRect &area, const core::SharedFrame &frame) {
        if (!p || !frame || area.isEmpty())
            return;
        const QPointF at(area.left() + p->x() * area.width() / frame->width(),
                         area.top() + p->y() * area.height() / frame->height());
        painter.setPen(QPen(Qt::green, 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(at, 10, 10);
        painter.drawLine(at - QPointF(15, 0), at + QPointF(15, 0));
        painter.drawLine(at - QPointF(0, 15), at + QPointF(0, 15));
        if (!m_markLabel.isEmpty()) {
            painter.fillRect(QRectF(at + QPointF(14, -22), QSizeF(painter.fontMetrics().horizontalAdvance(m_markLabel) + 8, 18)),
                             QColor(0, 0, 0, 160));
            painter.drawText(at + QPointF(18, -8), m_markLabel);
        }
    };
    mark(m_markLeft, leftArea, m_left);
    if (rightArea != leftArea)
        mark(m_markRight, rightArea, m_right);
}

void StereoView::mousePressEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const bool sideBySide = m_mode == StereoMode::SideBySide;
    const QRect l = sideBySide ? leftRect() : (m_left ? letterboxRect(QSize(m_left->width(), m_left->height()), size()) : QRect());
    const QRect r = sideBySide ? rightRect() : QRect();
    for (auto [side, area, frame] : {std::tuple{0, l, m_left}, std::tuple{1, r, m_right}}) {
        if (!frame || !area.contains(pos))
            continue;
        const QPoint pixel(std::clamp(int((pos.x() - area.left()) * double(frame->width()) / area.width()), 0, frame->width() - 1),
                           std::clamp(int((pos.y() - area.top()) * double(frame->height()) / area.height()), 0, frame->height() - 1));
        // The frame's own pixel (converted on demand: a click is rare).
        emit framePixelClicked(side, pixel, QColor(frame->image().pixel(pixel)));
        return;
    }
    QWidget::mousePressEvent(event);
}

bool StereoView::saveSnapshot(const QString &basePath, QStringList *written, QString *error) const
{
    if (!m_left && !m_right) {
        *error = tr("Nothing to save: no frame has been shown yet.");
        return false;
    }
    QString base = basePath;
    if (base.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        base.chop(4);
    for (auto [suffix, frame] : {std::pair{QStringLiteral("_left.png"), m_left}, std::pair{QStringLiteral("_right.png"), m_right}}) {
        if (!frame)
            continue;
        const QString path = base + suffix;
        if (!frame->image().save(path, "PNG")) {
            *error = tr("Could not write %1 (does the folder exist and is it writable?).").arg(path);
            return false;
        }
        if (written)
            written->append(path);
    }
    return true;
}

} // namespace loopscope::widgets
