// RunComparison: the percentile table with ratios, the fingerprint
// differences (nested keys, absent keys) and the threshold specs and checks.

#include "core/library/run_comparison.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

using namespace loopscope::core;

namespace {

// A run whose "latency" channel holds n values spread evenly over [lowNs, lowNs * 2).
RunData runWith(const QString &name, int64_t lowNs, int n = 10'000)
{
    RunData run;
    run.name = name;
    run.kind = QStringLiteral("udp-echo");
    RunChannel latency;
    latency.tag = QStringLiteral("latency");
    for (int i = 0; i < n; ++i)
        latency.total.record(lowNs + lowNs * i / n);
    RunChannel service;
    service.tag = QStringLiteral("service");
    service.total.record(lowNs);
    run.channels = {service, latency};
    run.fingerprint = QJsonObject{{QStringLiteral("hostname"), QStringLiteral("bench-1")},
                                  {QStringLiteral("governor"), QStringLiteral("performance")},
                                  {QStringLiteral("captured_at_utc"), name},
                                  {QStringLiteral("cpu"), QJsonObject{{QStringLiteral("count"), 4}}}};
    return run;
}

} // namespace

class TestRunComparison : public QObject
{
    Q_OBJECT

private slots:
    void tableHasEveryPercentileWithRatios()
    {
        const RunData baseline = runWith(QStringLiteral("base"), 100'000);
        const RunData slower = runWith(QStringLiteral("slow"), 200'000);
        const RunData same = runWith(QStringLiteral("same"), 100'000);
        RunComparison comparison;
        QString error;
        QVERIFY2(comparison.compare(baseline, {slower, same}, QStringLiteral("latency"), &error),
                 qPrintable(error));
        QCOMPARE(comparison.channelTag(), QStringLiteral("latency"));
        QCOMPARE(comparison.candidateNames(), (QStringList{QStringLiteral("slow"), QStringLiteral("same")}));
        QCOMPARE(comparison.histograms().size(), size_t(3));
        QStringList keys;
        for (const ComparisonRow &row : comparison.rows())
            keys << row.key;
        QCOMPARE(keys, RunComparison::metricKeys());
        QCOMPARE(keys, (QStringList{QStringLiteral("p50"), QStringLiteral("p90"), QStringLiteral("p99"),
                                    QStringLiteral("p99.9"), QStringLiteral("p99.99"), QStringLiteral("max"),
                                    QStringLiteral("mean"), QStringLiteral("count")}));
        const HdrHistogram &b = baseline.channel(QStringLiteral("latency"))->total;
        const HdrHistogram &s = slower.channel(QStringLiteral("latency"))->total;
        const ComparisonRow *p99 = comparison.row(QStringLiteral("p99"));
        QVERIFY(p99);
        QCOMPARE(p99->baseline, double(b.valueAtPercentile(99)));
        QCOMPARE(p99->candidates[0], double(s.valueAtPercentile(99)));
        QCOMPARE(p99->ratios[0], double(s.valueAtPercentile(99)) / double(b.valueAtPercentile(99)));
        QVERIFY(std::abs(p99->ratios[0] - 2.0) < 0.01); // twice the values, 3 significant digits
        QCOMPARE(p99->ratios[1], 1.0);
        QCOMPARE(comparison.row(QStringLiteral("count"))->ratios[0], 1.0);
        QVERIFY(std::abs(comparison.row(QStringLiteral("mean"))->ratios[0] - 2.0) < 0.01);
        QCOMPARE(comparison.row(QStringLiteral("max"))->candidates[0], double(s.max()));
        const QJsonObject json = comparison.toJson();
        QCOMPARE(json.value(QStringLiteral("rows")).toArray().size(), 8);
        QCOMPARE(json.value(QStringLiteral("baseline")).toString(), QStringLiteral("base"));
    }

    void defaultChannelIsTheFirstCommonOne()
    {
        RunData baseline = runWith(QStringLiteral("base"), 1000);
        RunData candidate = runWith(QStringLiteral("cand"), 1000);
        QCOMPARE(RunComparison::firstCommonChannel(baseline, {candidate}), QStringLiteral("service"));
        candidate.channels.erase(candidate.channels.begin()); // only latency left
        RunComparison comparison;
        QString error;
        QVERIFY2(comparison.compare(baseline, {candidate}, QString(), &error), qPrintable(error));
        QCOMPARE(comparison.channelTag(), QStringLiteral("latency"));
        QVERIFY(!comparison.compare(baseline, {candidate}, QStringLiteral("service"), &error));
        QVERIFY2(error.contains(QStringLiteral("cand")) && error.contains(QStringLiteral("service")),
                 qPrintable(error));
        candidate.channels.clear();
        QVERIFY(!comparison.compare(baseline, {candidate}, QString(), &error));
        QVERIFY2(error.contains(QStringLiteral("no channel in common")), qPrintable(error));
        QVERIFY(!comparison.compare(baseline, {}, QString(), &error));
    }

    void emptyBaselineGivesInfiniteRatio()
    {
        RunData baseline = runWith(QStringLiteral("empty"), 1000, 0);
        RunData candidate = runWith(QStringLiteral("full"), 1000);
        RunComparison comparison;
        QString error;
        QVERIFY(comparison.compare(baseline, {candidate}, QStringLiteral("latency"), &error));
        QVERIFY(std::isinf(comparison.row(QStringLiteral("p50"))->ratios[0]));
        const auto violations = comparison.check({{QStringLiteral("p50"), 1000.0}});
        QCOMPARE(violations.size(), size_t(1));
        QVERIFY(violations[0].describe().contains(QStringLiteral("inf")));
    }

    void fingerprintDifferencesIncludeNestedAndAbsentKeys()
    {
        RunData baseline = runWith(QStringLiteral("base"), 1000);
        RunData candidate = runWith(QStringLiteral("cand"), 1000);
        candidate.fingerprint[QStringLiteral("governor")] = QStringLiteral("powersave");
        candidate.fingerprint[QStringLiteral("cpu")] = QJsonObject{{QStringLiteral("count"), 8}};
        candidate.fingerprint[QStringLiteral("preempt_rt")] = true;
        RunComparison comparison;
        QString error;
        QVERIFY(comparison.compare(baseline, {candidate}, QString(), &error));
        const std::vector<FingerprintDifference> &diffs = comparison.fingerprintDifferences(0);
        // captured_at_utc always differs and is not an environment difference.
        QCOMPARE(diffs.size(), size_t(3));
        QCOMPARE(diffs[0].key, QStringLiteral("cpu.count"));
        QCOMPARE(diffs[0].baseline, QStringLiteral("4"));
        QCOMPARE(diffs[0].candidate, QStringLiteral("8"));
        QCOMPARE(diffs[1].key, QStringLiteral("governor"));
        QCOMPARE(diffs[1].candidate, QStringLiteral("powersave"));
        QCOMPARE(diffs[2].key, QStringLiteral("preempt_rt"));
        QCOMPARE(diffs[2].baseline, QStringLiteral("(absent)"));
        QCOMPARE(diffs[2].candidate, QStringLiteral("true"));
        QVERIFY(comparison.fingerprintDifferences(5).empty());
        // Arrays by index.
        const auto arrays = RunComparison::diffJson(QJsonObject{{QStringLiteral("a"), QJsonArray{1, 2}}},
                                                    QJsonObject{{QStringLiteral("a"), QJsonArray{1, 3}}});
        QCOMPARE(arrays.size(), size_t(1));
        QCOMPARE(arrays[0].key, QStringLiteral("a[1]"));
    }

    void parsesThresholds()
    {
        QString error;
        const auto parsed =
            RunComparison::parseThresholds(QStringLiteral("p99=1.2, max=2,P50=1.1,p999=1.5"), &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(parsed->size(), size_t(4));
        QCOMPARE((*parsed)[0].key, QStringLiteral("p99"));
        QCOMPARE((*parsed)[0].maxRatio, 1.2);
        QCOMPARE((*parsed)[2].key, QStringLiteral("p50"));
        QCOMPARE((*parsed)[3].key, QStringLiteral("p99.9"));
    }

    void refusesBadThresholds_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty") << QString() << QStringLiteral("empty");
        QTest::newRow("no equals") << QStringLiteral("p99") << QStringLiteral("no '='");
        QTest::newRow("unknown") << QStringLiteral("p42=1.2") << QStringLiteral("unknown metric 'p42'");
        QTest::newRow("not a number") << QStringLiteral("p99=abc") << QStringLiteral("'abc'");
        QTest::newRow("zero") << QStringLiteral("p99=0") << QStringLiteral("positive");
        QTest::newRow("negative") << QStringLiteral("max=-1") << QStringLiteral("positive");
        QTest::newRow("twice") << QStringLiteral("p99=1.2,p99=1.3") << QStringLiteral("twice");
        QTest::newRow("trailing comma") << QStringLiteral("p99=1.2,") << QStringLiteral("empty threshold");
        QTest::newRow("count") << QStringLiteral("count=2") << QStringLiteral("count");
        QTest::newRow("nan") << QStringLiteral("p50=nan") << QStringLiteral("positive");
    }
    void refusesBadThresholds()
    {
        QFETCH(QString, spec);
        QFETCH(QString, mentions);
        QString error;
        QVERIFY(!RunComparison::parseThresholds(spec, &error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }

    void baselineIsThePickedRun()
    {
        std::vector<RunData> runs{runWith(QStringLiteral("a"), 100'000), runWith(QStringLiteral("b"), 200'000),
                                  runWith(QStringLiteral("c"), 300'000)};
        runs[0].id = 11;
        runs[1].id = 12;
        runs[2].id = 13;
        QString error;
        const auto picked = baselineFirst(runs, 12, &error);
        QVERIFY2(picked, qPrintable(error));
        QCOMPARE(picked->size(), size_t(3));
        QCOMPARE((*picked)[0].id, qint64(12));
        QCOMPARE((*picked)[1].id, qint64(11)); // the others keep their order
        QCOMPARE((*picked)[2].id, qint64(13));
        const auto first = baselineFirst(runs, 0, &error);
        QVERIFY(first);
        QCOMPARE((*first)[0].id, qint64(11));
        QVERIFY(!baselineFirst(runs, 14, &error));
        QVERIFY2(error.contains(QStringLiteral("#14")) && error.contains(QStringLiteral("#11 a")),
                 qPrintable(error));

        // Labels carry the id; the table and JSON say which run is which.
        QCOMPARE(runLabel(runs[1]), QStringLiteral("#12 b"));
        QCOMPARE(runLabel(runWith(QStringLiteral("unstored"), 1)), QStringLiteral("unstored"));
        RunComparison comparison;
        QVERIFY(comparison.compare((*picked)[0], {(*picked)[1], (*picked)[2]}, QStringLiteral("latency"), &error));
        QCOMPARE(comparison.baselineLabel(), QStringLiteral("#12 b"));
        QCOMPARE(comparison.candidateLabels(), (QStringList{QStringLiteral("#11 a"), QStringLiteral("#13 c")}));
        QVERIFY(std::abs(comparison.row(QStringLiteral("p50"))->ratios[0] - 0.5) < 0.01);
        const QJsonObject json = comparison.toJson();
        QCOMPARE(json.value(QStringLiteral("baseline_id")).toInteger(), qint64(12));
        QCOMPARE(json.value(QStringLiteral("baseline_label")).toString(), QStringLiteral("#12 b"));
        QCOMPARE(json.value(QStringLiteral("candidate_ids")).toArray().at(1).toInteger(), qint64(13));
        const auto violations =
            comparison.check(*RunComparison::parseThresholds(QStringLiteral("p50=1.2"), &error));
        QCOMPARE(violations.size(), size_t(1));
        QCOMPARE(violations[0].candidateName, QStringLiteral("#13 c"));
    }

    void checkNamesEveryViolation()
    {
        const RunData baseline = runWith(QStringLiteral("base"), 100'000);
        const RunData slower = runWith(QStringLiteral("slow"), 150'000);
        const RunData same = runWith(QStringLiteral("same"), 100'000);
        RunComparison comparison;
        QString error;
        QVERIFY(comparison.compare(baseline, {same, slower}, QStringLiteral("latency"), &error));
        QVERIFY(comparison.check(*RunComparison::parseThresholds(QStringLiteral("p99=1.6,max=1.6"), &error))
                    .empty());
        const auto violations = comparison.check(
            *RunComparison::parseThresholds(QStringLiteral("p99=1.2,p50=2,max=1.4"), &error));
        QCOMPARE(violations.size(), size_t(2));
        QCOMPARE(violations[0].key, QStringLiteral("p99"));
        QCOMPARE(violations[0].candidate, 1);
        QCOMPARE(violations[0].candidateName, QStringLiteral("slow"));
        QVERIFY(violations[0].ratio > 1.2);
        QCOMPARE(violations[1].key, QStringLiteral("max"));
        QVERIFY2(violations[0].describe().contains(QStringLiteral("slow: p99")),
                 qPrintable(violations[0].describe()));
        // Exactly at the limit passes.
        const double ratio = comparison.row(QStringLiteral("p99"))->ratios[1];
        QVERIFY(comparison.check({{QStringLiteral("p99"), ratio}}).empty());
    }
};

QTEST_GUILESS_MAIN(TestRunComparison)
#include "test_run_comparison.moc"
