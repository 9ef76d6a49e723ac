// ComparisonView: overlaid percentile curves, the ratio table against a
// baseline (with highlighting above 1.2×), changing baseline and channel, and
// the fingerprint difference. Runs are built here from histograms whose
// ratios are known by construction.

#include "core/library/run_data.h"
#include "core/report/report_model.h"
#include "core/timing/fingerprint.h"
#include "widgets/comparison_view.h"
#include "widgets/percentile_chart.h"
#include "support/settings_sandbox.h"

#include <QComboBox>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using loopscope::core::EnvironmentFingerprint;
using loopscope::core::RunChannel;
using loopscope::core::RunData;
using loopscope::widgets::ComparisonView;

namespace {
// A channel whose samples are 1..2000 µs multiplied by scale.
RunChannel makeChannel(const QString &tag, const QString &title, qint64 scale)
{
    RunChannel channel;
    channel.tag = tag;
    channel.title = title;
    for (qint64 us = 1; us <= 2000; ++us)
        channel.total.record(us * 1000 * scale);
    loopscope::core::IntervalStats stats;
    stats.tag = tag;
    stats.lengthS = 1;
    stats.count = channel.total.totalCount();
    stats.maxNs = channel.total.max();
    channel.intervals.append(stats);
    return channel;
}

RunData makeRun(qint64 id, const QString &name, qint64 latencyScale, const QString &governor)
{
    RunData run;
    run.id = id;
    run.name = name;
    run.kind = QStringLiteral("udp-echo");
    run.state = QStringLiteral("finished");
    run.durationS = 1;
    EnvironmentFingerprint fp;
    fp.hostname = QStringLiteral("bench-host");
    fp.kernelRelease = QStringLiteral("6.1.0-test");
    fp.governor = governor;
    fp.clocksource = QStringLiteral("tsc");
    run.fingerprint = fp.toJson();
    run.channels.push_back(makeChannel(QStringLiteral("latency"), QStringLiteral("Latency"), latencyScale));
    run.channels.push_back(makeChannel(QStringLiteral("service"), QStringLiteral("Service time"), 1));
    return run;
}

double expectedRatio(const RunData &candidate, const RunData &baseline, const QString &tag, double percentile)
{
    return double(candidate.channel(tag)->total.valueAtPercentile(percentile)) /
           double(baseline.channel(tag)->total.valueAtPercentile(percentile));
}
} // namespace

class TestComparisonView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_dir.enter(QStringLiteral("loopscope-test-comparison-view")), qPrintable(m_dir.error()));
        QLocale::setDefault(QLocale::c());
    }

    void ratiosAgainstTheBaselineAreShownAndHighlighted()
    {
        const RunData base = makeRun(1, "idle", 1, "performance");
        const RunData slow = makeRun(2, "loaded", 2, "powersave");
        const RunData same = makeRun(3, "idle-again", 1, "performance");
        ComparisonView view;
        view.resize(900, 700);
        view.show();
        view.setRuns({base, slow, same});

        QCOMPARE(view.runCount(), 3);
        QCOMPARE(view.baseline(), 0);
        QCOMPARE(view.channel(), QString("latency"));
        QCOMPARE(view.channels(), QStringList({"latency", "service"}));

        // p99 of the doubled run is twice the baseline's (to the histogram's precision).
        const double p99 = view.ratio("p99", 1);
        QVERIFY2(std::abs(p99 - 2.0) < 0.01, qPrintable(QString::number(p99)));
        QVERIFY(std::abs(p99 - expectedRatio(slow, base, "latency", 99)) < 1e-9);
        QCOMPARE(view.valueNs("p99", 1), slow.channel("latency")->total.valueAtPercentile(99));
        QCOMPARE(view.valueNs("p99", 0), base.channel("latency")->total.valueAtPercentile(99));
        QVERIFY(view.isHighlighted("p99", 1));
        QVERIFY(view.isHighlighted("max", 1));
        // The identical run: ratio 1, not highlighted.
        QCOMPARE(view.ratio("p99", 2), 1.0);
        QVERIFY(!view.isHighlighted("p99", 2));
        QCOMPARE(view.ratio("p99", 0), 1.0);

        // The table shows the formatted ratio in the cell beside the candidate's value.
        QTableWidget *table = view.ratioTable();
        int p99Row = -1;
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->item(row, 0)->text() == "p99")
                p99Row = row;
        }
        QVERIFY(p99Row >= 0);
        QCOMPARE(table->item(p99Row, 3)->text(), QString::number(p99, 'f', 2) + QStringLiteral("×"));
        QCOMPARE(table->columnCount(), 6); // statistic, baseline, (value, ratio) × 2

        // Overlaid curves, one per run, in one chart.
        QCOMPARE(view.chart()->seriesNames().size(), 3);
        QVERIFY(view.chart()->seriesNames().contains("#2 loaded"));
        QVERIFY(view.chart()->pointCount("#2 loaded") > 10);
    }

    void fingerprintDifferenceListsTheChangedKey()
    {
        ComparisonView view;
        view.setRuns({makeRun(1, "a", 1, "performance"), makeRun(2, "b", 1, "powersave")});
        const QStringList labels = view.fingerprintDiffLabels();
        QVERIFY2(labels.contains("governor"), qPrintable(labels.join(", ")));
        QVERIFY(!labels.contains("hostname"));        // the same in both
        QVERIFY(!labels.contains("kernel_release"));  // the same in both
        QVERIFY(!labels.contains("captured_at_utc")); // always differs; not the machine
        QCOMPARE(view.fingerprintDiffValue("governor", 0), QString("performance"));
        QCOMPARE(view.fingerprintDiffValue("governor", 1), QString("powersave"));
        // With the second run as baseline the columns follow.
        view.setBaseline(1);
        QCOMPARE(view.fingerprintDiffValue("governor", 0), QString("performance"));
        QCOMPARE(view.fingerprintDiffValue("governor", 1), QString("powersave"));
    }

    void changingTheBaselineAndTheChannel()
    {
        const RunData base = makeRun(1, "idle", 1, "performance");
        const RunData slow = makeRun(2, "loaded", 2, "performance");
        ComparisonView view;
        view.setRuns({base, slow});
        QVERIFY(view.fingerprintDiffLabels().isEmpty());

        QSignalSpy baselineSpy(&view, &ComparisonView::baselineChanged);
        auto *combo = view.findChild<QComboBox *>("comparisonBaseline");
        QVERIFY(combo);
        combo->setCurrentIndex(1); // the user picks the slow run as baseline
        QCOMPARE(baselineSpy.count(), 1);
        QCOMPARE(view.baseline(), 1);
        const double half = view.ratio("p99", 0);
        QVERIFY2(std::abs(half - 0.5) < 0.01, qPrintable(QString::number(half)));
        QVERIFY(!view.isHighlighted("p99", 0));
        QCOMPARE(view.ratio("p99", 1), 1.0);

        // The service channel is the same in both runs.
        view.setChannel("service");
        QCOMPARE(view.channel(), QString("service"));
        QCOMPARE(view.ratio("p99", 0), 1.0);
        QVERIFY(!view.isHighlighted("p99", 0));
        // The baseline change keeps the channel.
        view.setBaseline(0);
        QCOMPARE(view.channel(), QString("service"));
    }

    void aCandidateWithoutTheChannelIsNamedNotCrashed()
    {
        RunData base = makeRun(1, "two-channels", 1, "performance");
        RunData other = makeRun(2, "one-channel", 2, "performance");
        other.channels.pop_back(); // no "service"
        RunData third = makeRun(3, "also-two", 1, "performance");
        ComparisonView view;
        view.setRuns({base, other, third});
        view.setChannel("service");
        QCOMPARE(view.channel(), QString("service"));
        QVERIFY(std::isnan(view.ratio("p99", 1)));
        QCOMPARE(view.valueNs("p99", 1), qint64(-1));
        QCOMPARE(view.ratio("p99", 2), 1.0);
        QVERIFY(view.messageText().contains("one-channel"));
        QCOMPARE(view.chart()->seriesNames(), QStringList({"#1 two-channels", "#3 also-two"}));

        // Only two runs and the candidate lacks the channel: a message, no table.
        view.setRuns({base, other});
        view.setChannel("service");
        QCOMPARE(view.ratioTable()->rowCount(), 0);
        QVERIFY(view.messageText().contains("service"));
    }

    void idsBesideNamesEverywhere()
    {
        // Two runs of the same name: the ids tell them apart in every place.
        ComparisonView view;
        view.setRuns({makeRun(4, "udp-echo", 1, "performance"), makeRun(9, "udp-echo", 2, "powersave")});
        auto *combo = view.findChild<QComboBox *>("comparisonBaseline");
        QCOMPARE(combo->itemText(0), QString("#4 udp-echo"));
        QCOMPARE(combo->itemText(1), QString("#9 udp-echo"));
        QCOMPARE(view.chart()->seriesNames(), QStringList({"#4 udp-echo", "#9 udp-echo"}));
        QVERIFY(view.ratioTable()->horizontalHeaderItem(1)->text().contains("#4 udp-echo"));
        QVERIFY(view.ratioTable()->horizontalHeaderItem(1)->text().contains("baseline"));
        QVERIFY(view.ratioTable()->horizontalHeaderItem(2)->text().contains("#9 udp-echo"));
        QCOMPARE(view.fingerprintTable()->horizontalHeaderItem(1)->text(), QString("#4 udp-echo"));
        QCOMPARE(view.fingerprintTable()->horizontalHeaderItem(2)->text(), QString("#9 udp-echo"));
        QCOMPARE(view.baselineRunId(), qint64(4));
        QVERIFY(view.setBaselineRunId(9));
        QCOMPARE(view.baseline(), 1);
        QVERIFY(view.ratioTable()->horizontalHeaderItem(1)->text().contains("#9 udp-echo"));
        QVERIFY(!view.setBaselineRunId(5));
    }

    void ratiosEqualTheReportsForTheSameBaseline()
    {
        // The view compares against the baseline the user picks; the report
        // of the same runs with that baseline shows the same ratios.
        const std::vector<RunData> runs{makeRun(1, "before", 1, "performance"),
                                        makeRun(2, "after", 3, "powersave")};
        for (const qint64 baselineId : {qint64(1), qint64(2)}) {
            ComparisonView view;
            view.setRuns(runs);
            QVERIFY(view.setBaselineRunId(baselineId));
            const int candidate = baselineId == 1 ? 1 : 0;
            loopscope::core::ReportOptions options;
            options.baselineId = baselineId;
            loopscope::core::ReportModel model;
            QString error;
            QVERIFY2(loopscope::core::buildReportModel(runs, options, &model, &error), qPrintable(error));
            QCOMPARE(model.runs.front().id, baselineId);
            int compared = 0;
            for (const loopscope::core::ReportComparison &cmp : model.comparisons) {
                view.setChannel(cmp.tag);
                for (const loopscope::core::ReportRatioRow &row : cmp.rows) {
                    const double shown = view.ratio(row.statKey, candidate);
                    QVERIFY2(shown == row.ratios[0],
                             qPrintable(QString("%1 %2 baseline #%3: view %4, report %5")
                                            .arg(cmp.tag, row.statKey)
                                            .arg(baselineId)
                                            .arg(shown)
                                            .arg(row.ratios[0])));
                    ++compared;
                }
            }
            QCOMPARE(compared, 2 * 7);
            // And the numbers are not trivially equal: "after" is 3× slower on latency.
            view.setChannel("latency");
            const double p50 = view.ratio("p50", candidate);
            QVERIFY2(std::abs(p50 - (baselineId == 1 ? 3.0 : 1.0 / 3.0)) < 0.02, qPrintable(QString::number(p50)));
        }
    }

    void fewerThanTwoRunsShowAHint()
    {
        ComparisonView view;
        view.setRuns({makeRun(1, "alone", 1, "performance")});
        QCOMPARE(view.ratioTable()->rowCount(), 0);
        QVERIFY(!view.messageText().isEmpty());
        QVERIFY(std::isnan(view.ratio("p99", 0)));
        view.setRuns({});
        QCOMPARE(view.runCount(), 0);
        QVERIFY(view.chart()->seriesNames().isEmpty());
    }

private:
    loopscope::testsupport::SettingsSandbox m_dir;
};

QTEST_MAIN(TestComparisonView)
#include "test_comparison_view.moc"
