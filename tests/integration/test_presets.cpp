// Every preset of the workbench names a registered probe kind with valid
// parameters, and the device kinds behind them really run: the "12-servo
// poll" and "stereo 1080p latency" presets (shortened, smaller frames)
// through the ExperimentRunner against the simulator they start.
#include "core/experiment/experiment.h"
#include "core/experiment/experiment_runner.h"
#include "devices/bench/device_probe_kinds.h"

#include <QElapsedTimer>
#include <QTest>
#include <thread>

using namespace loopscope;

namespace {

const core::Experiment *presetExperiment(const QString &presetId)
{
    for (const core::Preset &p : core::presets())
        if (p.id == presetId && !p.experiments.empty())
            return &p.experiments.front();
    return nullptr;
}

// Runs an experiment to its end, polling as the GUI does; returns its snapshot.
core::RunData runToEnd(const core::Experiment &e, double limitS)
{
    core::ExperimentRunner runner;
    QString error;
    if (!runner.start(e, {}, &error)) {
        qWarning("start failed: %s", qPrintable(error));
        return {};
    }
    QElapsedTimer t;
    t.start();
    while (!runner.isDone() && t.elapsed() < limitS * 1000) {
        runner.poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    if (!runner.isDone())
        runner.requestStop();
    runner.finish(&error);
    return runner.snapshot();
}

} // namespace

class TestPresets : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { devices::registerDeviceProbeKinds(core::ProbeRegistry::instance()); }

    void everyPresetIsValid()
    {
        const core::ProbeRegistry &registry = core::ProbeRegistry::instance();
        QVERIFY(core::presets().size() >= 5);
        for (const core::Preset &p : core::presets()) {
            QVERIFY2(!p.experiments.empty(), qPrintable(p.id));
            for (const core::Experiment &e : p.experiments) {
                const core::ProbeKindSpec *kind = registry.find(e.kind);
                QVERIFY2(kind, qPrintable(QStringLiteral("%1: unknown kind %2").arg(p.id, e.kind)));
                QString error;
                const QVariantMap params = core::validateParams(*kind, e.params, &error);
                QVERIFY2(!params.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(p.id, error)));
                QVERIFY2(!kind->method.isEmpty() && kind->create, qPrintable(e.kind));
            }
        }
    }

    void twelveServoPollRuns()
    {
        const core::Experiment *preset = presetExperiment(QStringLiteral("servo-poll-12"));
        QVERIFY(preset);
        core::Experiment e = *preset;
        e.params.insert(QStringLiteral("duration"), 1.0);
        const core::RunData run = runToEnd(e, 30);
        QCOMPARE(run.state, QStringLiteral("finished"));
        const core::RunChannel *cycle = run.channel(QStringLiteral("cycle"));
        QVERIFY(cycle && cycle->total.totalCount() > 5);
        // A reply late beyond the bus timeout is possible on a loaded shared
        // machine (the simulator is a process like any other); a broken poll
        // loses most of them.
        const qint64 timeouts = run.counter(QStringLiteral("timeouts"));
        const qint64 cycles = qint64(cycle->total.totalCount());
        QVERIFY2(timeouts * 20 <= cycles, qPrintable(QStringLiteral("%1 timeouts in %2 cycles").arg(timeouts).arg(cycles)));
        qInfo("12 simulated moteus servos: %lld cycles, %lld timeouts, p50 %.0f us", qlonglong(cycles),
              qlonglong(timeouts), double(cycle->total.valueAtPercentile(50)) / 1e3);
    }

    void stereoLatencyRuns()
    {
        const core::Experiment *preset = presetExperiment(QStringLiteral("stereo-1080p"));
        QVERIFY(preset);
        core::Experiment e = *preset;
        e.params.insert(QStringLiteral("size"), QStringLiteral("640x360"));
        e.params.insert(QStringLiteral("duration"), 3.0);
        const core::RunData run = runToEnd(e, 60);
        QCOMPARE(run.state, QStringLiteral("finished"));
        for (const char *tag : {"cam0-camera_to_display", "cam1-camera_to_display"}) {
            const core::RunChannel *c = run.channel(QLatin1String(tag));
            QStringList tags;
            for (const core::RunChannel &ch : run.channels)
                tags << ch.tag;
            QVERIFY2(c, qPrintable(QStringLiteral("%1 not in %2").arg(QLatin1String(tag), tags.join(QLatin1Char(',')))));
            QVERIFY2(c->total.totalCount() > 10, tag);
        }
    }
};

QTEST_GUILESS_MAIN(TestPresets)
#include "test_presets.moc"
