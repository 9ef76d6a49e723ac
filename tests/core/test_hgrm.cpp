// .hgrm output: the reference layout, and rows that parse back to the
// histogram's percentiles.
#include "core/histogram/hgrm.h"

#include <QRegularExpression>
#include <QtTest>

#include <random>

using loopscope::core::HdrHistogram;
using loopscope::core::HgrmRow;

class TestHgrm : public QObject
{
    Q_OBJECT

private slots:
    void layout()
    {
        HdrHistogram h;
        for (int64_t v = 1; v <= 1000; ++v)
            h.record(v * 1000); // 1 µs .. 1 ms
        const QString text = loopscope::core::hgrmText(h, 1000.0);
        const QStringList lines = text.split(QLatin1Char('\n'));
        QCOMPARE(lines[0], QStringLiteral("       Value     Percentile TotalCount 1/(1-Percentile)"));
        QCOMPARE(lines[1], QString());
        QCOMPARE(lines[2], QStringLiteral("       1.000 0.000000000000          1           1.00"));
        QVERIFY(text.contains(QStringLiteral("     500.223 0.500000000000        500           2.00\n")));
        QVERIFY(text.contains(QStringLiteral("    1000.447 1.000000000000       1000\n")));
        QVERIFY(std::abs(h.mean() / 1000.0 - 500.5) < 0.5);
        const QRegularExpression footer(QStringLiteral("#\\[Mean    = +([0-9.]+), StdDeviation   = +([0-9.]+)\\]\n"));
        const auto m = footer.match(text);
        QVERIFY(m.hasMatch());
        QVERIFY(std::abs(m.captured(1).toDouble() - h.mean() / 1000.0) <= 0.0005);
        QVERIFY(std::abs(m.captured(2).toDouble() - h.stddev() / 1000.0) <= 0.0005);
        QCOMPARE(m.captured(1).size(), 7); // 3 decimals, as the 3 significant digits
        QVERIFY(text.contains(QStringLiteral("#[Max     =     1000.447, Total count    =         1000]\n")));
        QVERIFY(text.endsWith(QStringLiteral("#[Buckets =           32, SubBuckets     =         2048]\n")));
    }

    void rowsParseBackToPercentiles()
    {
        HdrHistogram h;
        std::mt19937_64 rng(3);
        std::lognormal_distribution<double> dist(10.0, 1.0);
        for (int i = 0; i < 50'000; ++i)
            h.record(static_cast<int64_t>(dist(rng)));
        const QString text = loopscope::core::hgrmText(h, 1000.0, 5);
        std::vector<HgrmRow> rows;
        QString error;
        QVERIFY2(loopscope::core::parseHgrmRows(text, &rows, &error), qPrintable(error));
        const auto steps = h.percentileSteps(5);
        QCOMPARE(rows.size(), steps.size());
        for (const HgrmRow &row : rows) {
            if (row.percentile == 0.0 || row.percentile == 1.0)
                continue;
            const auto ns = static_cast<int64_t>(std::llround(row.value * 1000.0));
            // The row's value is the histogram's value at the row's percentile.
            QVERIFY2(h.valuesAreEquivalent(ns, h.valueAtPercentile(row.percentile * 100.0)),
                     qPrintable(QStringLiteral("row %1 %2").arg(row.value).arg(row.percentile)));
            QVERIFY(row.totalCount >= static_cast<qint64>(std::ceil(row.percentile * 50'000 - 1e-6)));
        }
        QCOMPARE(rows.back().totalCount, qint64{50'000});
        QVERIFY(!loopscope::core::parseHgrmRows(QStringLiteral("1.0 x 3\n"), &rows, &error));
        QVERIFY(error.contains(QLatin1String("line 1")));
    }
};

QTEST_GUILESS_MAIN(TestHgrm)
#include "test_hgrm.moc"
