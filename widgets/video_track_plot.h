#pragma once
// A small XYZ-over-time plot for the tracked 3D position (last windowS seconds).

#include <QVector3D>
#include <QWidget>

#include <deque>

namespace loopscope::widgets {

class VideoTrackPlot : public QWidget
{
    Q_OBJECT
public:
    explicit VideoTrackPlot(QWidget *parent = nullptr);
    void addPoint(double timeS, const QVector3D &xyzM);
    void clear();
    void setWindowS(double windowS) { m_windowS = windowS; }
    int pointCount() const { return int(m_points.size()); }
    QSize sizeHint() const override { return {320, 140}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Point
    {
        double timeS;
        QVector3D xyz;
    };
    std::deque<Point> m_points;
    double m_windowS = 10;
};

} // namespace loopscope::widgets
