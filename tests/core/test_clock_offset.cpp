// ClockOffsetEstimator: offset and drift between two clocks from NTP-style
// exchanges over a simulated path with asymmetric, random delays. The true
// offset must lie within the reported bound, and the bound must be small
// when some exchanges are fast.

#include "core/timing/clock_offset.h"

#include <QTest>
#include <cmath>
#include <random>

using namespace loopscope::core;

namespace {

// A remote clock: remote(t) = t + offset0 + drift * (t - t0), t in local ns.
struct RemoteClock
{
    double offset0Ns = 0;
    double driftPpm = 0;
    int64_t t0 = 0;
    double offsetAt(int64_t t) const { return offset0Ns + driftPpm * 1e-6 * double(t - t0); }
    int64_t at(int64_t t) const { return t + int64_t(std::llround(offsetAt(t))); }
};

// One exchange at local time t: forward and backward one-way delays drawn
// from base + exponential tail, the remote turnaround from 5 to 50 µs.
ClockExchange exchange(const RemoteClock &clock, int64_t t, std::mt19937_64 &rng, double forwardBaseNs,
                       double backwardBaseNs, double tailMeanNs)
{
    std::exponential_distribution<double> tail(1.0 / tailMeanNs);
    std::uniform_real_distribution<double> turnaround(5'000, 50'000);
    ClockExchange e;
    e.t1 = t;
    const int64_t arrive = t + int64_t(forwardBaseNs + tail(rng));
    const int64_t leave = arrive + int64_t(turnaround(rng));
    e.t2 = clock.at(arrive);
    e.t3 = clock.at(leave);
    e.t4 = leave + int64_t(backwardBaseNs + tail(rng));
    return e;
}

} // namespace

class TestClockOffset : public QObject
{
    Q_OBJECT
private slots:
    void oneExchangeIsBoundedByHalfItsDelay()
    {
        ClockOffsetEstimator estimator;
        // Remote 1 ms ahead; 100 µs out, 300 µs back (asymmetric), 20 µs turnaround.
        const ClockExchange e{0, 1'000'000 + 100'000, 1'000'000 + 120'000, 420'000};
        QVERIFY(estimator.add(e));
        const ClockOffsetEstimate r = estimator.estimate();
        QVERIFY(r.valid);
        QVERIFY(!r.driftKnown);
        QCOMPARE(r.bestDelayNs, int64_t(400'000));
        QCOMPARE(r.boundNs, 200'000.0);
        QVERIFY(std::abs(r.offsetNs - 1'000'000) <= r.boundNs);
        QCOMPARE(r.offsetNs, 900'000.0); // the asymmetry shows as error, within the bound
    }

    void recoversOffsetAndDriftWithinTheBound_data()
    {
        QTest::addColumn<double>("offsetNs");
        QTest::addColumn<double>("driftPpm");
        QTest::addColumn<double>("forwardNs");
        QTest::addColumn<double>("backwardNs");
        QTest::addColumn<double>("tailNs");
        QTest::newRow("loopback-like, no drift") << 0.0 << 0.0 << 20'000.0 << 20'000.0 << 30'000.0;
        QTest::newRow("3.7 ms ahead, +20 ppm, asymmetric") << 3.7e6 << 20.0 << 50'000.0 << 80'000.0 << 200'000.0;
        QTest::newRow("-250 ms, -55 ppm, slow link") << -2.5e8 << -55.0 << 400'000.0 << 300'000.0 << 2e6;
    }

    void recoversOffsetAndDriftWithinTheBound()
    {
        QFETCH(double, offsetNs);
        QFETCH(double, driftPpm);
        QFETCH(double, forwardNs);
        QFETCH(double, backwardNs);
        QFETCH(double, tailNs);
        const RemoteClock clock{offsetNs, driftPpm, 0};
        std::mt19937_64 rng(42);
        ClockOffsetEstimator estimator;
        int64_t t = 1'000'000'000;
        for (int i = 0; i < 1200; ++i, t += 100'000'000) // 10 Hz for 120 s
            QVERIFY(estimator.add(exchange(clock, t, rng, forwardNs, backwardNs, tailNs)));
        const ClockOffsetEstimate r = estimator.estimate();
        QVERIFY(r.valid && r.consistent && r.driftKnown);
        QCOMPARE(r.exchanges, 1200);
        const double truth = clock.offsetAt(r.referenceNs);
        QVERIFY2(std::abs(r.offsetNs - truth) <= r.boundNs,
                 qPrintable(QStringLiteral("offset %1 ns, truth %2 ns, bound %3 ns").arg(r.offsetNs).arg(truth).arg(r.boundNs)));
        // The bound is about half the least delay, not the mean delay.
        QVERIFY2(r.boundNs <= 0.6 * double(r.bestDelayNs) + 1000,
                 qPrintable(QStringLiteral("bound %1 ns, best delay %2 ns").arg(r.boundNs).arg(r.bestDelayNs)));
        QVERIFY2(std::abs(r.driftPpm - driftPpm) <= r.driftBoundPpm,
                 qPrintable(QStringLiteral("drift %1 ppm ± %2, truth %3").arg(r.driftPpm).arg(r.driftBoundPpm).arg(driftPpm)));
        QVERIFY(r.driftBoundPpm < 20); // two exchanges 80 s apart with sub-ms delays
        // Carried 60 s back, still within the (wider) bound.
        const int64_t earlier = r.referenceNs - 60'000'000'000LL;
        QVERIFY(std::abs(r.offsetAtNs(earlier) - clock.offsetAt(earlier)) <= r.boundAtNs(earlier));
    }

    void keepsOneExchangePerWindowAndRefusesDisorder()
    {
        ClockOffsetEstimator estimator(1'000'000'000);
        const RemoteClock clock{5e5, 0, 0};
        std::mt19937_64 rng(7);
        for (int64_t i = 0; i < 3 * ClockOffsetEstimator::kMaxWindows; ++i)
            estimator.add(exchange(clock, i * 500'000'000, rng, 10'000, 10'000, 5'000));
        const ClockOffsetEstimate r = estimator.estimate();
        QCOMPARE(r.exchanges, 3 * ClockOffsetEstimator::kMaxWindows);
        QVERIFY(std::abs(r.offsetNs - 5e5) <= r.boundNs);
        QVERIFY(!estimator.add(ClockExchange{100, 50, 60, 90})); // reply before request
        QVERIFY(!estimator.add(ClockExchange{0, 10, 5, 100}));   // remote sent before it received
        QCOMPARE(estimator.refused(), 2);
    }

    void aClockStepIsReportedInconsistent()
    {
        ClockOffsetEstimator estimator;
        RemoteClock clock{0, 0, 0};
        std::mt19937_64 rng(3);
        int64_t t = 0;
        for (int i = 0; i < 300; ++i, t += 100'000'000) {
            if (i == 200)
                clock.offset0Ns += 5e6; // the remote host's clock was set 5 ms ahead
            estimator.add(exchange(clock, t, rng, 20'000, 20'000, 10'000));
        }
        const ClockOffsetEstimate r = estimator.estimate();
        QVERIFY(!r.consistent);
        QVERIFY(std::abs(r.offsetNs - clock.offsetAt(r.referenceNs)) <= r.boundNs); // the latest best exchange
    }
};

QTEST_GUILESS_MAIN(TestClockOffset)
#include "test_clock_offset.moc"
