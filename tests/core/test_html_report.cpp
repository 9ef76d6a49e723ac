// The HTML report: its numbers read back equal the histograms', user and
// device text is escaped, nothing is loaded from anywhere, comparisons show
// the right ratios and fingerprint differences, and writing fails clearly.

#include "core/experiment/experiment.h"
#include "core/library/run_comparison.h"
#include "core/report/html_report.h"
#include "core/report/report_model.h"
#include "core/report/svg_chart.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <random>

using namespace loopscope::core;

namespace {

const QString kKind = QStringLiteral("report-test-kind");
const QString kMethod =
    QStringLiteral("Sends a datagram at a fixed rate and measures from the intended send time.");

void registerTestKind()
{
    ProbeKindSpec spec;
    spec.kind = kKind;
    spec.title = QStringLiteral("Report test probe");
    spec.method = kMethod;
    ParamSpec rate;
    rate.key = QStringLiteral("rate");
    rate.label = QStringLiteral("Rate");
    rate.unit = QStringLiteral("Hz");
    rate.type = ParamType::Double;
    rate.help = QStringLiteral("Datagrams per second.");
    ParamSpec payload;
    payload.key = QStringLiteral("payload");
    payload.label = QStringLiteral("Payload");
    payload.unit = QStringLiteral("B");
    payload.type = ParamType::Int;
    spec.params = {rate, payload};
    ProbeRegistry::instance().add(spec);
}

// A channel of `count` values drawn from a fixed-seed log-normal distribution
// (median about `medianUs`), in 10 intervals.
RunChannel makeChannel(const QString &tag, quint64 seed, double medianUs, double scale = 1.0,
                       int count = 10000)
{
    RunChannel channel;
    channel.tag = tag;
    channel.title = QStringLiteral("title of ") + tag;
    std::mt19937_64 rng(seed);
    std::lognormal_distribution<double> dist(std::log(medianUs * 1000.0), 0.6);
    const int perInterval = count / 10;
    for (int i = 0; i < 10; ++i) {
        HdrHistogram interval;
        for (int k = 0; k < perInterval; ++k)
            interval.record(std::llround(dist(rng) * scale));
        channel.total.add(interval);
        IntervalStats stats;
        stats.tag = tag;
        stats.startS = i;
        stats.lengthS = 1.0;
        stats.count = interval.totalCount();
        stats.p50Ns = interval.valueAtPercentile(50);
        stats.p99Ns = interval.valueAtPercentile(99);
        stats.maxNs = interval.max();
        channel.intervals.append(stats);
    }
    return channel;
}

RunData makeRun(const QString &name, quint64 seed, double scale = 1.0)
{
    RunData run;
    run.id = 7;
    run.name = name;
    run.kind = kKind;
    run.params = {{QStringLiteral("rate"), 100.0}, {QStringLiteral("payload"), 200}};
    run.note = QStringLiteral("<script>alert(1)</script> & \"quotes\" 'single'");
    run.started = QDateTime(QDate(2026, 11, 30), QTime(10, 15, 0), Qt::UTC);
    run.ended = run.started.addSecs(10);
    run.state = QStringLiteral("finished");
    run.durationS = 10;
    run.counters = {
        {QStringLiteral("sent"), 10000}, {QStringLiteral("received"), 9990}, {QStringLiteral("lost"), 10}};
    run.fingerprint = QJsonObject{{QStringLiteral("hostname"), QStringLiteral("bench<host>")},
                                  {QStringLiteral("kernel_release"), QStringLiteral("6.1.0-rt")},
                                  {QStringLiteral("cpu_count"), 4},
                                  {QStringLiteral("preempt_rt"), true}};
    run.channels.push_back(makeChannel(QStringLiteral("latency"), seed, 50, scale));
    run.channels.push_back(makeChannel(QStringLiteral("a<b"), seed + 1, 20, scale));
    return run;
}

ReportModel model(const std::vector<RunData> &runs, const ReportOptions &options = {})
{
    ReportModel m;
    QString error;
    if (!buildReportModel(runs, options, &m, &error))
        qFatal("buildReportModel failed: %s", qPrintable(error));
    return m;
}

QString unescape(QString text)
{
    return text.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

const HdrHistogram &histogramOf(const RunData &run, const QString &tag)
{
    for (const RunChannel &c : run.channels) {
        if (c.tag == tag)
            return c.total;
    }
    qFatal("no channel %s", qPrintable(tag));
    static const HdrHistogram none;
    return none;
}

} // namespace

class TestHtmlReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { registerTestKind(); }

    void numbersMatchTheHistograms()
    {
        const RunData run = makeRun(QStringLiteral("run-one"), 42);
        const QString html = renderHtmlReport(model({run}));
        static const QRegularExpression cell(
            QStringLiteral("<td[^>]*data-table=\"percentiles\" data-run=\"(\\d+)\" data-channel=\"([^\"]*)\" "
                           "data-stat=\"([^\"]*)\" data-(ns|count)=\"(-?\\d+)\">([^<]*)</td>"));
        int checked = 0;
        QSet<QString> seen;
        for (auto it = cell.globalMatch(html); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            QCOMPARE(m.captured(1), QStringLiteral("0"));
            const QString tag = unescape(m.captured(2));
            const QString stat = m.captured(3);
            const qint64 value = m.captured(5).toLongLong();
            const HdrHistogram &h = histogramOf(run, tag);
            qint64 expected = -1;
            if (stat == QLatin1String("count"))
                expected = h.totalCount();
            else if (stat == QLatin1String("max"))
                expected = h.max();
            else if (stat == QLatin1String("mean"))
                expected = std::llround(h.mean());
            else
                expected = h.valueAtPercentile(stat.mid(1).toDouble());
            QVERIFY2(value == expected,
                     qPrintable(QStringLiteral("%1 %2: %3 != %4").arg(tag, stat).arg(value).arg(expected)));
            if (m.captured(4) == QLatin1String("ns"))
                QCOMPARE(m.captured(6), formatReportMicros(expected)); // the shown text is the same number
            seen.insert(tag + QLatin1Char('/') + stat);
            ++checked;
        }
        QCOMPARE(checked, 2 * 8); // two channels × p50 p90 p99 p99.9 p99.99 max mean count
        QVERIFY(seen.contains(QStringLiteral("a<b/p99.99")));
        QCOMPARE(histogramOf(run, QStringLiteral("latency")).totalCount(), qint64(10000));
        // Counters are there too.
        QVERIFY(html.contains(QStringLiteral("data-counter=\"lost\">10<")));
    }

    void userAndDeviceTextIsEscaped()
    {
        RunData run = makeRun(QStringLiteral("name<i>x</i> & co"), 1);
        run.tags = {QStringLiteral("<b>tag</b>")};
        run.failureReason = QStringLiteral("device said <blink>");
        const QString html = renderHtmlReport(model({run}));
        QVERIFY(!html.contains(QStringLiteral("<script")));
        QVERIFY(
            html.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;")));
        QVERIFY(!html.contains(QStringLiteral("a<b")));
        QVERIFY(html.contains(QStringLiteral("a&lt;b")));
        QVERIFY(!html.contains(QStringLiteral("<i>x</i>")));
        QVERIFY(html.contains(QStringLiteral("name&lt;i&gt;x&lt;/i&gt; &amp; co")));
        QVERIFY(!html.contains(QStringLiteral("<b>tag</b>")));
        QVERIFY(!html.contains(QStringLiteral("<blink>")));
        QVERIFY(!html.contains(QStringLiteral("bench<host>")));
        QVERIFY(html.contains(QStringLiteral("bench&lt;host&gt;")));
    }

    // A fleet run's clocks: each agent's offset with its bound and the
    // one-way verdicts, on the report page (not as a raw parameter blob).
    void fleetClocksAndOneWayVerdicts()
    {
        RunData run = makeRun(QStringLiteral("fleet"), 3);
        const QVariantMap clock{{QStringLiteral("valid"), true},        {QStringLiteral("offset_ms"), 250.0123},
                                {QStringLiteral("bound_ms"), 0.2},       {QStringLiteral("exchanges"), 42},
                                {QStringLiteral("best_delay_ms"), 0.4},  {QStringLiteral("drift_known"), false}};
        const QVariantMap oneWay{{QStringLiteral("peer_offset_ms"), 250.0},
                                 {QStringLiteral("forward"), QVariantMap{{QStringLiteral("meaningful"), true},
                                                                         {QStringLiteral("median_ms"), 20.07},
                                                                         {QStringLiteral("error_bound_ms"), 0.81}}},
                                 {QStringLiteral("return"), QVariantMap{{QStringLiteral("meaningful"), false},
                                                                        {QStringLiteral("reason"), QStringLiteral("not meaningful: too close")}}}};
        run.params.insert(QStringLiteral("fleet"),
                          QVariantMap{{QStringLiteral("robot-1"), QVariantMap{{QStringLiteral("clock"), clock},
                                                                              {QStringLiteral("one_way"), oneWay}}}});
        const QString html = renderHtmlReport(model({run}));
        QVERIFY(html.contains(QLatin1String("Clocks between hosts")));
        QVERIFY(html.contains(QStringLiteral("250.012 ms ± 0.200 ms over 42 exchanges")));
        QVERIFY(html.contains(QStringLiteral("median 20.070 ms ± 0.810 ms (clock error)")));
        QVERIFY(html.contains(QLatin1String("not meaningful: too close")));
        QVERIFY(!html.contains(QLatin1String("(not a parameter of this")));
        // A run of one host has no such section.
        QVERIFY(!renderHtmlReport(model({makeRun(QStringLiteral("r"), 3)})).contains(QLatin1String("Clocks between hosts")));
    }

    void nothingIsLoadedFromAnywhere()
    {
        const QString html = renderHtmlReport(model({makeRun(QStringLiteral("r"), 3)}));
        QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QString stripped = html;
        stripped.remove(QStringLiteral("xmlns=\"http://www.w3.org/2000/svg\""));
        QVERIFY2(!stripped.contains(QStringLiteral("http"), Qt::CaseInsensitive),
                 "\"http\" besides the SVG xmlns");
        QVERIFY(!stripped.contains(QStringLiteral("//"))); // no protocol-relative URL either
        QVERIFY(!html.contains(QStringLiteral("<script"), Qt::CaseInsensitive));
        QVERIFY(!html.contains(QStringLiteral("<link"), Qt::CaseInsensitive));
        QVERIFY(!html.contains(QStringLiteral(" src="), Qt::CaseInsensitive));
        QVERIFY(!html.contains(QStringLiteral("url("), Qt::CaseInsensitive));
        QVERIFY(!html.contains(QStringLiteral("@import"), Qt::CaseInsensitive));
        QCOMPARE(html.count(QStringLiteral("<svg ")), 2);       // percentile curves and max per interval
        QVERIFY(html.count(QStringLiteral("<polyline ")) >= 4); // two channels on each chart
    }

    void methodAndParametersFromTheKind()
    {
        const QString html = renderHtmlReport(model({makeRun(QStringLiteral("r"), 3)}));
        QVERIFY(html.contains(kMethod));
        QVERIFY(html.contains(QStringLiteral("<th align=\"left\">Rate</th><td>100 Hz</td>")));
        QVERIFY(html.contains(QStringLiteral("<th align=\"left\">Payload</th><td>200 B</td>")));
        QVERIFY(html.contains(QStringLiteral("Datagrams per second.")));
        QVERIFY(html.contains(QStringLiteral("2026-11-30T10:15:00Z")));

        RunData unknown = makeRun(QStringLiteral("r"), 3);
        unknown.kind = QStringLiteral("no-such-kind");
        unknown.params.insert(QStringLiteral("odd<key>"), QStringLiteral("v&l"));
        const QString raw = renderHtmlReport(model({unknown}));
        QVERIFY(raw.contains(QStringLiteral("not known to this build")));
        QVERIFY(raw.contains(QStringLiteral("<th align=\"left\">rate</th><td>100</td>")));
        QVERIFY(raw.contains(QStringLiteral("odd&lt;key&gt;")));
        QVERIFY(raw.contains(QStringLiteral("v&amp;l")));
    }

    void comparisonRatiosAndFingerprintDifferences()
    {
        const RunData baseline = makeRun(QStringLiteral("base"), 42);
        RunData candidate = makeRun(QStringLiteral("cand"), 42, 1.5); // same draws, 1.5 × slower
        candidate.fingerprint.insert(QStringLiteral("kernel_release"), QStringLiteral("6.1.0-generic"));
        const ReportModel m = model({baseline, candidate});
        QVERIFY(m.isComparison());
        const QString html = renderHtmlReport(m);
        static const QRegularExpression ratioCell(
            QStringLiteral("data-table=\"comparison\" data-channel=\"([^\"]*)\" data-stat=\"([^\"]*)\" "
                           "data-candidate=\"1\" data-ratio=\"([^\"]*)\""));
        int checked = 0;
        for (auto it = ratioCell.globalMatch(html); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            const QString tag = unescape(match.captured(1));
            const QString stat = match.captured(2);
            const double ratio = match.captured(3).toDouble();
            const HdrHistogram &b = histogramOf(baseline, tag);
            const HdrHistogram &c = histogramOf(candidate, tag);
            double expected = 0;
            if (stat == QLatin1String("max"))
                expected = double(c.max()) / double(b.max());
            else if (stat == QLatin1String("mean"))
                expected = c.mean() / b.mean(); // RunComparison's ratio of the exact means
            else
                expected = double(c.valueAtPercentile(stat.mid(1).toDouble())) /
                           double(b.valueAtPercentile(stat.mid(1).toDouble()));
            QVERIFY2(std::abs(ratio - expected) < 1e-6, qPrintable(QStringLiteral("%1 %2").arg(tag, stat)));
            QVERIFY2(std::abs(ratio - 1.5) < 0.01,
                     qPrintable(QStringLiteral("%1 %2: %3").arg(tag, stat).arg(ratio)));
            ++checked;
        }
        QCOMPARE(checked, 2 * 7); // two channels × p50 p90 p99 p99.9 p99.99 max mean
        QVERIFY(html.contains(QStringLiteral("data-fingerprint-diff=\"Kernel release\"")));
        QVERIFY(html.contains(QStringLiteral("6.1.0-generic")));
        QVERIFY(!html.contains(QStringLiteral("data-fingerprint-diff=\"Host\"")));
        QVERIFY(html.contains(QStringLiteral("Baseline: #7 base")));
        QVERIFY(html.contains(QStringLiteral("Candidate 1: #7 cand")));
        QCOMPARE(html.count(QStringLiteral("<svg ")), 2 + 2 * 2); // one overlay per channel + two per run
    }

    void comparisonAgainstThePickedBaseline()
    {
        // Two runs of the same name: only the ids tell them apart.
        RunData first = makeRun(QStringLiteral("udp-echo"), 42);
        first.id = 3;
        RunData second = makeRun(QStringLiteral("udp-echo"), 42, 0.8);
        second.id = 7;
        ReportOptions options;
        options.baselineId = 7; // the second run given
        const ReportModel m = model({first, second}, options);
        QCOMPARE(m.runs.size(), size_t(2));
        QCOMPARE(m.runs[0].id, qint64(7));
        QCOMPARE(m.runs[0].label, QStringLiteral("#7 udp-echo"));
        QCOMPARE(m.runs[1].label, QStringLiteral("#3 udp-echo"));

        // The report's ratios are RunComparison's against the same baseline.
        for (const ReportComparison &cmp : m.comparisons) {
            RunComparison reference;
            QString error;
            QVERIFY2(reference.compare(second, {first}, cmp.tag, &error), qPrintable(error));
            for (const ReportRatioRow &row : cmp.rows) {
                const ComparisonRow *expected = reference.row(row.statKey);
                QVERIFY(expected);
                QCOMPARE(row.ratios.size(), size_t(1));
                QCOMPARE(row.ratios[0], expected->ratios[0]);
                QVERIFY2(row.ratios[0] > 1.2, qPrintable(row.statKey)); // run 3 is the slower one
            }
        }

        const QString html = renderHtmlReport(m);
        QVERIFY(html.contains(QStringLiteral("Baseline: #7 udp-echo")));
        QVERIFY(html.contains(QStringLiteral("Candidate 1: #3 udp-echo")));
        QVERIFY(html.contains(QStringLiteral("<b>#7 udp-echo</b>")));
        // Every comparison column names its run with its id.
        QVERIFY(html.contains(QStringLiteral("data-run-id=\"7\">#7 udp-echo (baseline)</th>")));
        QVERIFY(html.contains(QStringLiteral("data-run-id=\"3\">#3 udp-echo</th>")));
        QVERIFY(m.title.contains(QStringLiteral("#7 udp-echo vs #3 udp-echo")));

        // A baseline that is not among the runs is an error, not a silent default.
        ReportModel none;
        QString error;
        ReportOptions wrong;
        wrong.baselineId = 99;
        QVERIFY(!buildReportModel({first, second}, wrong, &none, &error));
        QVERIFY2(error.contains(QStringLiteral("#99")), qPrintable(error));
    }

    void channelOption()
    {
        const RunData run = makeRun(QStringLiteral("r"), 5);
        ReportOptions only;
        only.channelTag = QStringLiteral("latency");
        const QString html = renderHtmlReport(model({run}, only));
        QVERIFY(html.contains(QStringLiteral("data-channel=\"latency\"")));
        QVERIFY(!html.contains(QStringLiteral("data-channel=\"a&lt;b\"")));

        ReportOptions missing;
        missing.channelTag = QStringLiteral("nope");
        ReportModel m;
        QString error;
        QVERIFY(!buildReportModel({run}, missing, &m, &error));
        QVERIFY2(error.contains(QStringLiteral("nope")) && error.contains(QStringLiteral("latency")),
                 qPrintable(error));
        QVERIFY(!buildReportModel({}, {}, &m, &error));
        QVERIFY(!error.isEmpty());
    }

    void writesAndFailsClearly()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const ReportModel m = model({makeRun(QStringLiteral("written"), 9)});
        const QString path = dir.filePath(QStringLiteral("report.html"));
        QString error;
        QVERIFY2(writeHtmlReport(m, path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QCOMPARE(bytes, renderHtmlReport(m).toUtf8());

        const QString missingFolder = dir.filePath(QStringLiteral("no/such/folder/report.html"));
        QVERIFY(!writeHtmlReport(m, missingFolder, &error));
        QVERIFY2(error.contains(missingFolder) && error.contains(QStringLiteral("does not exist")),
                 qPrintable(error));
        QVERIFY(!writeHtmlReport(m, dir.path(), &error));
        QVERIFY2(error.contains(QStringLiteral("directory")), qPrintable(error));
        // Below a regular file: cannot be created whoever runs the test.
        const QString belowFile = path + QStringLiteral("/x.html");
        QVERIFY(!writeHtmlReport(m, belowFile, &error));
        QVERIFY(!QFileInfo::exists(belowFile));
    }

    void chartGeometry()
    {
        QCOMPARE(percentileToChartX(0, 5), 0.0);
        QCOMPARE(percentileToChartX(90, 5), 1.0);
        QVERIFY(std::abs(percentileToChartX(99.9, 5) - 3.0) < 1e-9);
        QCOMPARE(percentileToChartX(100, 5), 5.0);
        QCOMPARE(percentileDecadeLabel(3), QStringLiteral("99.9 %"));

        const RunData run = makeRun(QStringLiteral("r"), 11);
        const ChartSpec spec =
            percentileChartSpec(QStringLiteral("t"), {{QStringLiteral("x"), &run.channels[0].total}});
        QCOMPARE(spec.xMax, 4.0); // 10 000 samples: up to 99.99 %
        QCOMPARE(int(spec.xTicks.size()), 5);
        QVERIFY(!spec.series[0].points.empty());
        // The curve ends at the max, at the right edge.
        QCOMPARE(spec.series[0].points.back().y(), run.channels[0].total.max() / 1000.0);
        const ChartLayout layout = layoutChart(spec);
        QCOMPARE(int(layout.lines.size()), 1);
        QVERIFY(layout.lines[0].points.size() == int(spec.series[0].points.size()));
        for (const QPointF &p : layout.lines[0].points)
            QVERIFY(layout.plot.adjusted(-0.01, -0.01, 0.01, 0.01).contains(p));
        QVERIFY(layout.emptyText.isEmpty());

        const HdrHistogram empty;
        const ChartLayout none =
            layoutChart(percentileChartSpec(QStringLiteral("t"), {{QStringLiteral("e"), &empty}}));
        QCOMPARE(none.emptyText, QStringLiteral("no samples"));
        QVERIFY(toSvg(none).contains(QStringLiteral("no samples")));

        // Long runs are reduced, keeping the worst interval.
        IntervalSeries many;
        for (int i = 0; i < 10000; ++i) {
            IntervalStats s;
            s.startS = double(i);
            s.lengthS = 1;
            s.count = 1;
            s.maxNs = i == 4321 ? 9'000'000 : 1000;
            many.append(s);
        }
        const ChartSpec reduced =
            intervalMaxChartSpec(QStringLiteral("t"), {{QStringLiteral("m"), &many}}, 500);
        QVERIFY(reduced.series[0].points.size() <= 500);
        double top = 0;
        for (const QPointF &p : reduced.series[0].points)
            top = std::max(top, p.y());
        QCOMPARE(top, 9000.0);
    }
};

QTEST_GUILESS_MAIN(TestHtmlReport)
#include "test_html_report.moc"
