#include "widgets/device_status_icon.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace loopscope::widgets {

namespace {
enum class Shape { Ring, Online, Fault, Lost };

Shape shapeOf(const DeviceTreeStatus &status)
{
    if (status.link == DeviceTreeStatus::Link::Lost)
        return Shape::Lost; // nothing else it says is current
    if (status.fault)
        return Shape::Fault;
    return status.link == DeviceTreeStatus::Link::Online ? Shape::Online : Shape::Ring;
}

void drawBolt(QPainter &p, double size)
{
    // A lightning bolt in the lower right quarter.
    const double s = size / 16.0;
    QPainterPath bolt;
    bolt.moveTo(11.5 * s, 7.5 * s);
    bolt.lineTo(8.5 * s, 12.0 * s);
    bolt.lineTo(11.0 * s, 12.0 * s);
    bolt.lineTo(10.0 * s, 16.0 * s);
    bolt.lineTo(14.5 * s, 10.5 * s);
    bolt.lineTo(12.0 * s, 10.5 * s);
    bolt.lineTo(13.5 * s, 7.5 * s);
    bolt.closeSubpath();
    p.setPen(QPen(QColor(70, 50, 0), 0.8 * s));
    p.setBrush(QColor(255, 205, 0));
    p.drawPath(bolt);
}

QPixmap draw(Shape shape, bool torque, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const double s = size / 16.0;
    const QRectF dot(2 * s, 2 * s, 11 * s, 11 * s);
    switch (shape) {
    case Shape::Ring:
        p.setPen(QPen(QColor(140, 140, 140), 1.6 * s));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(dot);
        break;
    case Shape::Online:
        p.setPen(QPen(QColor(20, 110, 40), 1.0 * s));
        p.setBrush(QColor(50, 180, 80));
        p.drawEllipse(dot);
        break;
    case Shape::Fault: {
        p.setPen(QPen(QColor(140, 20, 20), 1.0 * s));
        p.setBrush(QColor(215, 40, 40));
        p.drawEllipse(dot);
        p.setPen(QPen(Qt::white, 1.8 * s, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(7.5 * s, 4.5 * s), QPointF(7.5 * s, 8.5 * s));
        p.drawPoint(QPointF(7.5 * s, 10.8 * s));
        break;
    }
    case Shape::Lost:
        p.setPen(QPen(QColor(110, 110, 110), 1.0 * s));
        p.setBrush(QColor(170, 170, 170));
        p.drawEllipse(dot);
        p.setPen(QPen(QColor(200, 30, 30), 2.0 * s, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(3.5 * s, 11.5 * s), QPointF(11.5 * s, 3.5 * s));
        break;
    }
    if (torque)
        drawBolt(p, size);
    return pixmap;
}
} // namespace

QIcon deviceStatusIcon(const DeviceTreeStatus &status)
{
    // Drawn each time (a few small pixmaps): no static icons outliving the application.
    const Shape shape = shapeOf(status);
    QIcon icon;
    for (int size : {16, 24, 32})
        icon.addPixmap(draw(shape, status.torqueOn, size));
    return icon;
}

} // namespace loopscope::widgets
