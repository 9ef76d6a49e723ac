// Unit tests of the views: PercentileChart, IntervalMaxChart, CountersView (the device tree has its own test).

#include "core/library/run_data.h"
#include "widgets/chart_axes.h"
#include "widgets/chart_legend.h"
#include "widgets/counters_view.h"
#include "widgets/interval_max_chart.h"
#include "widgets/live_run_view.h"
#include "widgets/percentile_chart.h"

#include <QImage>
#include <QLabel>
#include <QVBoxLayout>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
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

    void intervalMaxChartStaysBoundedAndKeepsTheSpike()
    {
        // A day of 0.1 s intervals appended one by one, as the live view does.
        IntervalMaxChart chart;
        chart.resize(640, 400);
        constexpr int kPoints = 200'000;
        for (int i = 0; i < kPoints; ++i)
            chart.appendPoint("latency", 0.1 * (i + 1), i == 123'457 ? 9000.0 : 50.0 + i % 5);
        QVERIFY2(chart.pointCount("latency") <= IntervalMaxChart::kMaxPoints,
                 qPrintable(QString::number(chart.pointCount("latency"))));
        QVERIFY(chart.pointCount("latency") >= IntervalMaxChart::kMaxPoints / 2);
        auto *line = qobject_cast<QLineSeries *>(chart.chart()->series().first());
        QVERIFY(line);
        double top = 0;
        for (const QPointF &p : line->points())
            top = std::max(top, p.y());
        QCOMPARE(top, 9.0); // 9000 µs shown in ms: the stall is not averaged away
        QVERIFY(qAbs(chart.timeAxisMaxS() - 0.1 * kPoints) < 1.0);

        // setPoints (a stored or redrawn run) is bounded the same way.
        std::vector<QPointF> many;
        for (int i = 0; i < 10'000; ++i)
            many.emplace_back(i, i == 77 ? 500.0 : 10.0);
        chart.setPoints("service", many);
        QVERIFY(chart.pointCount("service") <= IntervalMaxChart::kMaxPoints);
    }

    void zoomableChartAsksForTheDraggedRangeAndResets()
    {
        IntervalMaxChart chart;
        chart.resize(640, 400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        for (int i = 0; i < 100; ++i)
            chart.appendPoint("latency", i + 1, 50.0 + i);
        QSignalSpy zoomed(&chart, &IntervalMaxChart::zoomRequested);
        QSignalSpy reset(&chart, &IntervalMaxChart::zoomReset);
        chart.setTimeSpanS(100);
        QCOMPARE(zoomed.count(), 0); // the chart's own axis changes are no request
        chart.setZoomable(true);
        QChartView *view = chart.findChild<QChartView *>();
        QVERIFY(view);
        // A drag across the middle of the plot.
        const QRectF plot = chart.chart()->plotArea();
        const QPoint from = view->mapFromScene(chart.chart()->mapToScene(plot.center() - QPointF(plot.width() / 4, 0)));
        const QPoint to = view->mapFromScene(chart.chart()->mapToScene(plot.center() + QPointF(plot.width() / 4, 0)));
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view->viewport(), to);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(zoomed.count(), 1);
        const double a = zoomed.first().at(0).toDouble(), b = zoomed.first().at(1).toDouble();
        QVERIFY2(a > 15 && a < 35 && b > 65 && b < 85, qPrintable(QStringLiteral("%1..%2").arg(a).arg(b)));
        QVERIFY(chart.isZoomed());
        QTest::mouseClick(view->viewport(), Qt::RightButton, {}, view->viewport()->rect().center());
        QCOMPARE(reset.count(), 1);
        QVERIFY(!chart.isZoomed());
        QCOMPARE(chart.timeAxisMinS(), 0.0);
    }

    void latencyUnitFollowsTheRange()
    {
        QCOMPARE(latencyUnitFor(0.5).symbol, QStringLiteral("ns"));
        QCOMPARE(latencyUnitFor(0.5).perUs, 1000.0);
        QCOMPARE(latencyUnitFor(1).symbol, QStringLiteral("µs"));
        QCOMPARE(latencyUnitFor(999).symbol, QStringLiteral("µs"));
        QCOMPARE(latencyUnitFor(1000).symbol, QStringLiteral("ms"));
        QCOMPARE(latencyUnitFor(110'000).symbol, QStringLiteral("ms"));
        QCOMPARE(latencyUnitFor(2.5e6).symbol, QStringLiteral("s"));
        QCOMPARE(latencyUnitFor(2.5e6).perUs, 1e-6);

        // A curve up to 100 ms reads in ms: the ticks read "100 ms", not "100000 µs".
        PercentileChart chart;
        chart.resize(600, 400);
        chart.show();
        chart.setSeries("latency", {{0, 20'000}, {50, 40'000}, {99, 100'000}});
        QCOMPARE(chart.latencyUnit(), QStringLiteral("ms"));
        QCOMPARE(chart.yAxisTitle(), QStringLiteral("Latency (ms)"));
        const QStringList ticks = chart.yTickLabels();
        QVERIFY2(ticks.contains(QStringLiteral("100 ms")), qPrintable(ticks.join(", ")));
        for (const QString &tick : ticks)
            QVERIFY2(tick.endsWith(QStringLiteral(" ms")) && tick.size() <= 7, qPrintable(tick));
        auto *series = qobject_cast<QLineSeries *>(chart.chart()->series().first());
        QCOMPARE(series->at(2).y(), 100.0); // drawn in ms
        QVERIFY(chart.yMax() >= 100 && chart.yMax() < 200);
        // The log axis too, and back to µs when the values shrink.
        chart.setLogScaleY(true);
        QCOMPARE(chart.latencyUnit(), QStringLiteral("ms"));
        QVERIFY2(chart.yTickLabels().contains(QStringLiteral("100 ms")), qPrintable(chart.yTickLabels().join(", ")));
        chart.setLogScaleY(false);
        chart.setSeries("latency", {{0, 20}, {99, 80}});
        QCOMPARE(chart.latencyUnit(), QStringLiteral("µs"));
        QCOMPARE(qobject_cast<QLineSeries *>(chart.chart()->series().first())->at(1).y(), 80.0);

        IntervalMaxChart intervals;
        intervals.resize(600, 300);
        intervals.show();
        intervals.appendPoint("latency", 1, 500);
        QCOMPARE(intervals.latencyUnit(), QStringLiteral("µs"));
        intervals.appendPoint("latency", 2, 250'000); // a stall: the axis moves to ms, every point with it
        QCOMPARE(intervals.latencyUnit(), QStringLiteral("ms"));
        QCOMPARE(intervals.yAxisTitle(), QStringLiteral("Maximum latency (ms)"));
        auto *line = qobject_cast<QLineSeries *>(intervals.chart()->series().first());
        QCOMPARE(line->count(), 2);
        QCOMPARE(line->at(0).y(), 0.5);
        QCOMPARE(line->at(1).y(), 250.0);
    }

    void timeAxisSpansTheRun()
    {
        QCOMPARE(timeTickStepS(10), 2.0);
        QCOMPARE(timeTickStepS(60), 10.0);
        QCOMPARE(timeTickStepS(3600), 1000.0);
        QVERIFY(10 / timeTickStepS(10) <= 6);

        // A 10 s run: the axis ends at 10 s (it used to round up to 20 s).
        IntervalMaxChart chart;
        chart.resize(600, 300);
        chart.show();
        chart.setTimeSpanS(10); // planned, while live
        QCOMPARE(chart.timeAxisMaxS(), 10.0);
        for (int t = 1; t <= 10; ++t)
            chart.appendPoint("latency", t, 100);
        QCOMPARE(chart.timeAxisMaxS(), 10.0);
        QCOMPARE(chart.timeTickStep(), 2.0);
        chart.setTimeSpanS(4.2); // stopped early: the actual duration
        QCOMPARE(chart.timeAxisMaxS(), 10.0); // never hides a point
        chart.clear();
        QCOMPARE(chart.timeAxisMaxS(), 4.2);
        chart.setTimeSpanS(0); // unknown: follow the points exactly
        chart.appendPoint("latency", 7, 100);
        QCOMPARE(chart.timeAxisMaxS(), 7.0);

        // A stored run shows its actual duration.
        loopscope::core::RunData run;
        run.durationS = 10;
        loopscope::core::RunChannel channel;
        channel.tag = "latency";
        for (int i = 0; i < 10; ++i) {
            channel.total.record(100'000);
            loopscope::core::IntervalStats stats;
            stats.tag = "latency";
            stats.startS = i;
            stats.lengthS = 1;
            stats.count = 1;
            stats.maxNs = 100'000;
            channel.intervals.append(stats);
        }
        run.channels.push_back(channel);
        LiveRunView view;
        view.resize(900, 600);
        view.show();
        view.showRun(run);
        QCOMPARE(view.intervalMaxChart()->timeAxisMaxS(), 10.0);
        QCOMPARE(view.intervalMaxChart()->pointCount(), 10);
    }

    void legendsShowFullNamesAtADocksWidth()
    {
        const QString latency = QStringLiteral("Latency (from intended send time, coordinated-omission correct)");
        const QString service = QStringLiteral("Service time (from the actual send time of each datagram)");
        QWidget dock;
        dock.resize(600, 700);
        auto *layout = new QVBoxLayout(&dock);
        auto *percentiles = new PercentileChart;
        auto *intervals = new IntervalMaxChart;
        layout->addWidget(percentiles);
        layout->addWidget(intervals);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        percentiles->setSeries(latency, {{0, 10}, {99, 40}});
        percentiles->setSeries(service, {{0, 5}, {99, 20}});
        intervals->appendPoint(latency, 1, 40);
        intervals->appendPoint(service, 1, 20);
        QCoreApplication::processEvents();
        for (ChartLegend *legend : {percentiles->legend(), intervals->legend()}) {
            QCOMPARE(legend->names(), (QStringList{latency, service}));
            QVERIFY(legend->isVisible());
            for (QLabel *label : legend->labels()) {
                const QString name = label->property("seriesName").toString();
                QVERIFY(label->text().contains(name.toHtmlEscaped())); // the whole name, not cut
                QCOMPARE(label->toolTip(), name);
                QVERIFY(label->isVisible());
                // Inside the dock and tall enough for every wrapped line.
                const QRect inDock(label->mapTo(&dock, QPoint(0, 0)), label->size());
                QVERIFY2(dock.rect().contains(inDock), qPrintable(name));
                QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                         qPrintable(QStringLiteral("%1: %2 px for %3 px of text")
                                        .arg(name)
                                        .arg(label->height())
                                        .arg(label->heightForWidth(label->width()))));
            }
            // The series colour is the swatch's.
            QVERIFY(legend->labels().first()->text().contains(
                qobject_cast<QLineSeries *>(legend == percentiles->legend() ? percentiles->chart()->series().first()
                                                                            : intervals->chart()->series().first())
                    ->color()
                    .name()));
        }
        QVERIFY(!percentiles->chart()->legend()->isVisible()); // QtCharts' own legend cut names off
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
