// Unit tests of the views: PercentileChart, IntervalMaxChart, CountersView (the device tree has its own test).

#include "widgets/counters_view.h"
#include "widgets/interval_max_chart.h"
#include "widgets/percentile_chart.h"

#include <QImage>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <QtTest>

using namespace loopscope::widgets;

namespace {
// Number of distinct colours in an image (capped): a blank image has one.
int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); y += 2)
        for (int x = 0; x < rgb.width() && colours.size() < 1000; x += 2)
            colours.insert(rgb.pixel(x, y));
    return static_cast<int>(colours.size());
}
} // namespace

class TestCharts : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void percentileAxisMapping()
    {
        QCOMPARE(PercentileChart::xForPercentile(0), 0.0);
        QVERIFY(qAbs(PercentileChart::xForPercentile(90) - 1.0) < 1e-9);
        QVERIFY(qAbs(PercentileChart::xForPercentile(99.9) - 3.0) < 1e-9);
        QVERIFY(qAbs(PercentileChart::xForPercentile(99.999) - 5.0) < 1e-6);
        QCOMPARE(PercentileChart::xForPercentile(100), 7.0); // capped, not infinite
    }

    void percentileChartPointsAndLabels()
    {
        PercentileChart chart;
        chart.resize(640, 400);
        chart.show();
        QCOMPARE(chart.xAxisLabels(), QStringList({"0 %", "90 %", "99 %", "99.9 %", "99.99 %", "99.999 %"}));
        QCOMPARE(chart.pointCount(), 0);

        chart.setSeries("latency", {{0, 10}, {50, 20}, {90, 30}, {99, 45}, {99.9, 80}});
        chart.setSeries("service", {{0, 5}, {50, 8}, {99, 12}});
        QCOMPARE(chart.pointCount(), 8);
        QCOMPARE(chart.pointCount("latency"), 5);
        QCOMPARE(chart.seriesNames(), QStringList({"latency", "service"}));

        // Replacing a series keeps one series with the new points.
        chart.setSeries("latency", {{0, 11}, {99.9999, 500}});
        QCOMPARE(chart.pointCount("latency"), 2);
        QCOMPARE(chart.seriesNames().size(), 2);
        // 99.9999 % lies at 6 decades: the axis grows and labels it.
        QCOMPARE(chart.xMax(), 6.0);
        QCOMPARE(chart.xAxisLabels().last(), QString("99.9999 %"));

        auto *series = qobject_cast<QLineSeries *>(chart.chart()->series().first());
        QVERIFY(series);
        QVERIFY(qAbs(series->at(1).x() - 6.0) < 1e-6);
        QCOMPARE(series->at(1).y(), 500.0);

        // The y axis covers the data in both scales, without losing points.
        chart.setLogScaleY(true);
        QVERIFY(chart.logScaleY());
        QCOMPARE(chart.pointCount(), 5);
        chart.setLogScaleY(false);
        auto *y = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
        QVERIFY(y);
        QVERIFY(y->max() >= 500.0);

        chart.removeSeries("service");
        QCOMPARE(chart.pointCount(), 2);
        chart.clear();
        QCOMPARE(chart.pointCount(), 0);
    }

    void percentileChartPng()
    {
        PercentileChart chart;
        chart.resize(640, 400);
        chart.show();
        chart.setSeries("latency", {{0, 10}, {50, 20}, {90, 30}, {99, 45}, {99.9, 80}});
        QTemporaryDir dir;
        const QString path = dir.filePath("p.png");
        QCOMPARE(chart.exportPng(path), QString());
        QImage image(path);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 100);
        QVERIFY(distinctColours(image) > 10);

        const QString error = chart.exportPng(dir.filePath("missing/sub/p.png"));
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains("missing"), qPrintable(error));
    }

    void intervalMaxChartAppends()
    {
        IntervalMaxChart chart;
        chart.resize(640, 400);
        chart.show();
        chart.appendPoint("latency", 1, 50);
        chart.appendPoint("latency", 2, 70);
        chart.appendPoint("service", 1, 20);
        QCOMPARE(chart.pointCount(), 3);
        QCOMPARE(chart.pointCount("latency"), 2);
        QCOMPARE(chart.seriesNames(), QStringList({"latency", "service"}));
        auto *y = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
        QVERIFY(y && y->max() >= 70);
        QTemporaryDir dir;
        QCOMPARE(chart.exportPng(dir.filePath("i.png")), QString());
        QVERIFY(!QImage(dir.filePath("i.png")).isNull());
        chart.clear();
        QCOMPARE(chart.pointCount(), 0);
    }

    void countersViewShowsLossShare()
    {
        CountersView view;
        view.setCounters({{"sent", 1000}, {"received", 950}, {"lost", 50}, {"duplicated", 2}, {"custom", 7}});
        QCOMPARE(view.counterValue("sent"), 1000);
        QCOMPARE(view.counterValue("lost"), 50);
        QCOMPARE(view.counterText("lost"), QString("50 (5.00 %)"));
        QCOMPARE(view.counterValue("custom"), 7);
        QCOMPARE(view.counterValue("absent"), -1);

        loopscope::core::HdrHistogram histogram;
        for (int i = 1; i <= 1000; ++i)
            histogram.record(i * 1000); // 1 .. 1000 µs
        view.setPercentileRows({PercentileRow::fromHistogram("latency", histogram)});
        QCOMPARE(view.percentileRowCount(), 1);
        QCOMPARE(view.percentileCell(0, 0), QString("latency"));
        QCOMPARE(view.percentileCell(0, 1), QString("1000")); // C locale: no group separator
        auto us = [](qint64 ns) { return QString::number(ns / 1000.0, 'f', 1); };
        QCOMPARE(view.percentileCell(0, 2), us(histogram.valueAtPercentile(50)));
        QCOMPARE(view.percentileCell(0, 7), us(histogram.max()));
        QVERIFY(qAbs(view.percentileCell(0, 2).toDouble() - 500.0) < 1.0); // 3 significant digits
        QVERIFY(qAbs(view.percentileCell(0, 7).toDouble() - 1000.0) < 1.0);
        view.clear();
        QCOMPARE(view.percentileRowCount(), 0);
        QCOMPARE(view.counterValue("sent"), -1);
    }
};

QTEST_MAIN(TestCharts)
#include "test_charts.moc"
