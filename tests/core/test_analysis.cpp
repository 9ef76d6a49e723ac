// Link budget and step/sine figures of merit against values worked out by hand
// or from closed-form system responses.

#include "core/analysis/link_budget.h"
#include "core/analysis/step_response.h"

#include <QtTest>
#include <cmath>

using namespace loopscope::core;

class TestAnalysis : public QObject
{
    Q_OBJECT
private slots:
    void perDeviceBudgetByHand()
    {
        LinkBudgetInput in;
        in.pattern = BusPattern::PerDevice;
        in.baudBitsPerS = 1'000'000; // 10 µs per 8N1 byte
        in.deviceCount = 2;
        in.commandPayloadBytes = 10;
        in.replyPayloadBytes = 20;
        in.framingOverheadBytes = 5;
        in.deviceTurnaroundUs = 100;
        in.hostTurnaroundUs = 50;
        const LinkBudgetResult r = predictCycle(in);
        // per device: (10+5+20+5) bytes * 10 µs = 400 µs wire, 150 µs turnarounds
        QCOMPARE(r.wireUsPerCycle, 800.0);
        QCOMPARE(r.turnaroundUsPerCycle, 300.0);
        QCOMPARE(r.cycleUs, 1100.0);
        QVERIFY(std::abs(r.maxRateHz - 1e6 / 1100.0) < 1e-9);
        QVERIFY(!r.explanation.isEmpty());
    }

    void syncBudgetByHand()
    {
        LinkBudgetInput in;
        in.pattern = BusPattern::SyncWriteRead;
        in.baudBitsPerS = 1'000'000;
        in.deviceCount = 3;
        in.commandPayloadBytes = 5;  // ID + 4-byte goal
        in.replyPayloadBytes = 4;
        in.framingOverheadBytes = 10;
        in.deviceTurnaroundUs = 20;
        in.hostTurnaroundUs = 30;
        const LinkBudgetResult r = predictCycle(in);
        // sync write 10+15 = 25 bytes, sync read request 10+3 = 13, replies 3*(4+10) = 42 -> 80 bytes
        QCOMPARE(r.wireUsPerCycle, 800.0);
        QCOMPARE(r.turnaroundUsPerCycle, 2 * 30.0 + 3 * 20.0);
    }

    void publishedQuadrupedCase()
    {
        const LinkBudgetResult first = predictCycle(mjbotsQuadrupedCase(false));
        const LinkBudgetResult tuned = predictCycle(mjbotsQuadrupedCase(true));
        QVERIFY2(std::abs(first.maxRateHz - 80) < 4, qPrintable(QString::number(first.maxRateHz)));
        QVERIFY2(std::abs(tuned.maxRateHz - 300) < 15, qPrintable(QString::number(tuned.maxRateHz)));
        QVERIFY(tuned.wireShare > first.wireShare);
    }

    void invalidInputIsNamed()
    {
        LinkBudgetInput in;
        in.baudBitsPerS = 0;
        QVERIFY(in.validate().contains("baud"));
        QCOMPARE(predictCycle(in).cycleUs, 0.0);
        in = LinkBudgetInput{};
        in.deviceCount = 0;
        QVERIFY(in.validate().contains("device count"));
    }

    void firstOrderStep()
    {
        // y = 1 - exp(-(t - 0.1)/tau) after a unit step at t = 0.1 s
        const double tau = 0.05;
        std::vector<ResponseSample> s;
        for (int i = 0; i <= 4000; ++i) {
            const double t = i * 0.0005;
            const double cmd = t >= 0.1 ? 1.0 : 0.0;
            const double y = t >= 0.1 ? 1.0 - std::exp(-(t - 0.1) / tau) : 0.0;
            s.push_back({t, cmd, y});
        }
        const StepMetrics m = analyseStep(s);
        QVERIFY(m.valid);
        QCOMPARE(m.target, 1.0);
        QVERIFY2(std::abs(m.riseTimeS - tau * std::log(9.0)) < 0.001, qPrintable(QString::number(m.riseTimeS)));
        QVERIFY(m.overshootPercent < 1e-9);
        QVERIFY2(std::abs(m.settlingTimeS - tau * std::log(50.0)) < 0.001, qPrintable(QString::number(m.settlingTimeS)));
        QVERIFY(std::abs(m.steadyStateError) < 1e-6);
    }

    void secondOrderOvershoot()
    {
        // Underdamped unit step response, zeta = 0.5: overshoot exp(-zeta*pi/sqrt(1-zeta^2)) = 16.30 %
        const double zeta = 0.5, wn = 40.0, wd = wn * std::sqrt(1 - zeta * zeta);
        std::vector<ResponseSample> s{{-0.01, 0, 0}};
        for (int i = 0; i <= 20000; ++i) {
            const double t = i * 0.0001;
            const double y = 1 - std::exp(-zeta * wn * t) *
                                     (std::cos(wd * t) + zeta / std::sqrt(1 - zeta * zeta) * std::sin(wd * t));
            s.push_back({t, 2.0, 2.0 * y}); // a step of size 2
        }
        const StepMetrics m = analyseStep(s);
        QVERIFY(m.valid);
        const double expected = 100 * std::exp(-zeta * M_PI / std::sqrt(1 - zeta * zeta));
        QVERIFY2(std::abs(m.overshootPercent - expected) < 0.05, qPrintable(QString::number(m.overshootPercent)));
        // 2 % settling of a second-order system is about 4/(zeta*wn) = 0.2 s (an envelope estimate)
        QVERIFY(m.settlingTimeS > 0.1 && m.settlingTimeS < 0.25);
    }

    void stepThatNeverArrives()
    {
        std::vector<ResponseSample> s;
        for (int i = 0; i < 100; ++i)
            s.push_back({i * 0.01, i >= 10 ? 1.0 : 0.0, 0.0});
        const StepMetrics m = analyseStep(s);
        QVERIFY(m.valid);
        QCOMPARE(m.riseTimeS, -1.0);
        QCOMPARE(m.steadyStateError, 1.0);
        QVERIFY(!analyseStep({}).valid);
        std::vector<ResponseSample> flat(10, ResponseSample{0, 1, 1});
        QVERIFY(!analyseStep(flat).valid);
    }

    void sineLagAndAmplitude()
    {
        const double f = 2.0, lag = 0.05;
        std::vector<ResponseSample> s;
        for (int i = 0; i < 2000; ++i) {
            const double t = i * 0.001;
            s.push_back({t, std::sin(2 * M_PI * f * t), 0.8 * std::sin(2 * M_PI * f * (t - lag))});
        }
        const TrackingMetrics m = analyseTracking(s, 0.2);
        QVERIFY(m.valid);
        QVERIFY2(std::abs(m.lagS - lag) < 0.002, qPrintable(QString::number(m.lagS)));
        QVERIFY(std::abs(m.amplitudeRatio - 0.8) < 0.01);
        QVERIFY(m.rmsError > 0.1);
        QVERIFY(m.maxAbsError >= m.rmsError);
    }
};

QTEST_GUILESS_MAIN(TestAnalysis)
#include "test_analysis.moc"
