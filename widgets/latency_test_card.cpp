#include "widgets/latency_test_card.h"

#include "core/video/clock_code.h"

#include <QDateTime>
#include <QKeyEvent>
#include <QPainter>

namespace loopscope::widgets {

LatencyTestCard::LatencyTestCard(QWidget *parent) : QOpenGLWidget(parent)
{
    setWindowTitle(tr("Loopscope latency test card"));
    setMinimumSize(256, 144);
    setCursor(Qt::BlankCursor);
    // Vsync pacing: draw the next frame as soon as this one was swapped.
    connect(this, &QOpenGLWidget::frameSwapped, this, qOverload<>(&QWidget::update));
}

void LatencyTestCard::paintCard(QPainter &painter, QSize size, uint64_t realtimeUs)
{
    painter.fillRect(QRect(QPoint(0, 0), size), QColor(64, 64, 64));
    // The code exactly as a frame of this height carries it (block = height / 64).
    if (core::ClockCode::fits(size.width(), size.height())) {
        for (const core::ClockCodeBlock &b : core::ClockCode::blocks(size.height(), realtimeUs))
            painter.fillRect(QRect(b.x, b.y, b.w, b.h), b.white ? Qt::white : Qt::black);
    }
    const int textHeight = std::max(12, size.height() / 10);
    QFont font = painter.font();
    font.setPixelSize(textHeight);
    font.setFamily(QStringLiteral("monospace"));
    painter.setFont(font);
    painter.setPen(Qt::white);
    const QDateTime time = QDateTime::fromMSecsSinceEpoch(qint64(realtimeUs / 1000), Qt::UTC);
    painter.drawText(QRect(0, size.height() / 4, size.width(), textHeight * 2), Qt::AlignCenter,
                     time.toString(QStringLiteral("HH:mm:ss.zzz")));
    font.setPixelSize(std::max(10, textHeight / 3));
    painter.setFont(font);
    painter.drawText(QRect(size.width() / 20, size.height() / 2, size.width() * 18 / 20, size.height() / 2),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                     tr("Point the camera at this screen so that its picture shows exactly this window: the "
                         "black and white code at the top-left is this computer's clock, read back from the "
                         "camera's stream to measure glass-to-glass latency. Esc closes."));
}

QImage LatencyTestCard::render(QSize size, uint64_t realtimeUs)
{
    QImage image(size, QImage::Format_RGB32);
    QPainter painter(&image);
    paintCard(painter, size, realtimeUs);
    painter.end();
    return image;
}

void LatencyTestCard::paintGL()
{
    QPainter painter(this);
    const qreal dpr = devicePixelRatioF();
    // Device pixels: the camera sees physical pixels, and the spec's geometry is in those.
    painter.scale(1.0 / dpr, 1.0 / dpr);
    paintCard(painter, QSize(int(width() * dpr), int(height() * dpr)), core::ClockCode::nowRealtimeUs());
    m_frames++;
}

void LatencyTestCard::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape)
        close();
    else
        QOpenGLWidget::keyPressEvent(event);
}

void LatencyTestCard::mouseDoubleClickEvent(QMouseEvent *)
{
    close();
}

} // namespace loopscope::widgets
