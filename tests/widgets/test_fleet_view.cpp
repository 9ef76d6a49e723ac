// The Fleet tab's view on its own, handed the controller's data as the
// dock hands it: agents with their state, last seen and the fingerprint
// entries that differ; only online agents can be checked; the kinds offered
// are those every checked agent offers; Run says why it cannot run; a run's
// parts and the merged distribution show each agent's own figures beside
// the merged ones.

#include "core/experiment/experiment.h"
#include "devices/bench/device_probe_kinds.h"
#include "core/fleet/fleet_controller.h"
#include "core/histogram/hdr_histogram.h"
#include "widgets/experiment_form.h"
#include "widgets/fleet_view.h"
#include "widgets/percentile_chart.h"

#include <QDateTime>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QtTest>

using namespace loopscope;
using loopscope::widgets::FleetView;

namespace {

core::fleet::AgentPresence agent(const QString &name, const QString &state, const QStringList &kinds,
                                 const QString &kernel)
{
    core::fleet::AgentPresence p;
    p.name = name;
    p.state = state;
    p.host = name + QStringLiteral(".lab");
    p.version = QStringLiteral("0.1.0");
    p.kinds = kinds;
    p.fingerprint = QJsonObject{{QStringLiteral("kernel_release"), kernel},
                                {QStringLiteral("cpu_count"), 4},
                                {QStringLiteral("captured_at_utc"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    p.seenMs = QDateTime::currentMSecsSinceEpoch() - 5000;
    p.statedMs = p.seenMs;
    return p;
}

std::map<QString, core::fleet::AgentPresence> threeAgents()
{
    std::map<QString, core::fleet::AgentPresence> agents;
    agents[QStringLiteral("alpha")] = agent(QStringLiteral("alpha"), QStringLiteral("online"),
                                            {QStringLiteral("udp-echo"), QStringLiteral("hiccup"), QStringLiteral("timer")},
                                            QStringLiteral("6.1.0-rt"));
    agents[QStringLiteral("beta")] = agent(QStringLiteral("beta"), QStringLiteral("online"),
                                           {QStringLiteral("hiccup"), QStringLiteral("timer")}, QStringLiteral("6.1.0"));
    agents[QStringLiteral("gamma")] = agent(QStringLiteral("gamma"), QStringLiteral("offline"),
                                            {QStringLiteral("hiccup")}, QStringLiteral("6.1.0"));
    return agents;
}

core::HdrHistogram histogramOf(int64_t from, int64_t to, int64_t step)
{
    core::HdrHistogram h;
    for (int64_t v = from; v <= to; v += step)
        h.record(v);
    return h;
}

} // namespace

class TestFleetView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // udp-echo is a device kind: registered as the app and the agent register it.
        devices::registerDeviceProbeKinds(core::ProbeRegistry::instance());
    }

    void agentsShowStateAndFingerprintDifferences()
    {
        FleetView view;
        view.setConnection(FleetView::Connection::Connected, QStringLiteral("Connected"));
        view.setAgents(threeAgents(), {QStringLiteral("kernel_release")});
        QCOMPARE(view.agentRowCount(), 3);
        QCOMPARE(view.agentCell(QStringLiteral("alpha"), FleetView::AgentState), FleetView::tr("online"));
        QCOMPARE(view.agentCell(QStringLiteral("gamma"), FleetView::AgentState), FleetView::tr("offline"));
        QCOMPARE(view.agentCell(QStringLiteral("beta"), FleetView::AgentHost), QStringLiteral("beta.lab"));
        QCOMPARE(view.agentCell(QStringLiteral("alpha"), FleetView::AgentSeen), FleetView::tr("%1 s ago").arg(5));
        QVERIFY(view.agentCell(QStringLiteral("alpha"), FleetView::AgentDiffers).contains(QStringLiteral("6.1.0-rt")));
        QVERIFY(view.differencesText().contains(QStringLiteral("kernel_release")));
        // Without differences the view says they agree.
        view.setAgents(threeAgents(), {});
        QVERIFY(view.agentCell(QStringLiteral("alpha"), FleetView::AgentDiffers).isEmpty());
        QVERIFY(!view.differencesText().contains(QStringLiteral("kernel_release")));
    }

    void onlyOnlineAgentsCanBeCheckedAndTheirKindsIntersect()
    {
        FleetView view;
        view.setConnection(FleetView::Connection::Connected, {});
        view.setAgents(threeAgents(), {});
        // Nothing checked: every kind some online agent offers.
        QCOMPARE(view.offeredKinds(), (QStringList{QStringLiteral("udp-echo"), QStringLiteral("hiccup"), QStringLiteral("timer")}));
        QSignalSpy changed(&view, &FleetView::checkedAgentsChanged);
        view.setCheckedAgents({QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma")});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(view.checkedAgents(), (QStringList{QStringLiteral("alpha"), QStringLiteral("beta")}));
        QCOMPARE(view.offeredKinds(), (QStringList{QStringLiteral("hiccup"), QStringLiteral("timer")}));
        QVERIFY(!view.setKind(QStringLiteral("udp-echo")));
        QVERIFY(view.setKind(QStringLiteral("timer")));
        QCOMPARE(view.form()->spec().kind, QStringLiteral("timer"));
        // Checks survive a refresh at display rate; an agent that goes offline is unchecked.
        std::map<QString, core::fleet::AgentPresence> agents = threeAgents();
        view.setAgents(agents, {});
        QCOMPARE(view.checkedAgents().size(), 2);
        agents[QStringLiteral("beta")].state = QStringLiteral("offline");
        view.setAgents(agents, {});
        QCOMPARE(view.checkedAgents(), QStringList{QStringLiteral("alpha")});
        QCOMPARE(view.kind(), QStringLiteral("timer")); // still offered by alpha
    }

    void runSaysWhyItCannotRunAndAsksOnlyWhenItCan()
    {
        FleetView view;
        QSignalSpy asked(&view, &FleetView::runRequested);
        view.setAgents(threeAgents(), {});
        QVERIFY(view.runBlockedReason().contains(FleetView::tr("Connect to the broker first.")));
        view.setConnection(FleetView::Connection::Connected, {});
        QCOMPARE(view.runBlockedReason(), FleetView::tr("Check the agents to run on."));
        QVERIFY(!view.runButton()->isEnabled());
        view.setCheckedAgents({QStringLiteral("alpha")});
        QVERIFY(view.setKind(QStringLiteral("hiccup")));
        QVERIFY2(view.runBlockedReason().isEmpty(), qPrintable(view.runBlockedReason()));
        QVERIFY(view.runButton()->isEnabled());
        QTest::mouseClick(view.runButton(), Qt::LeftButton);
        QCOMPARE(asked.count(), 1);
        // A run in progress blocks another; Cancel is there instead.
        core::fleet::AgentRun part;
        part.agent = QStringLiteral("alpha");
        part.state = QStringLiteral("accepted");
        view.setRun(QStringLiteral("run-1"), {{QStringLiteral("alpha"), part}}, std::nullopt, {}, true);
        QVERIFY(!view.runButton()->isEnabled());
        QVERIFY(view.cancelButton()->isEnabled());
        QSignalSpy cancelled(&view, &FleetView::cancelRequested);
        QTest::mouseClick(view.cancelButton(), Qt::LeftButton);
        QCOMPARE(cancelled.count(), 1);
        // The connection bar: editable only while disconnected.
        view.setConnection(FleetView::Connection::Disconnected, QStringLiteral("refused"));
        QVERIFY(view.findChild<QLineEdit *>(QStringLiteral("fleetBrokerUrl"))->isEnabled());
        view.setConnection(FleetView::Connection::Connecting, {});
        QVERIFY(!view.findChild<QLineEdit *>(QStringLiteral("fleetBrokerUrl"))->isEnabled());
        QVERIFY(!view.connectButton()->isEnabled());
    }

    void partsAndMergedShowEachAgentBesideTheMerged()
    {
        FleetView view;
        std::map<QString, core::fleet::AgentRun> runs;
        for (const QString &name : {QStringLiteral("alpha"), QStringLiteral("beta")}) {
            core::fleet::AgentRun r;
            r.agent = name;
            r.state = QStringLiteral("finished");
            r.seen = {0, 1, 2};
            r.intervalsSent = 3;
            r.clock.valid = true;
            r.clock.offsetNs = 1.5e6;
            r.clock.boundNs = 0.2e6;
            runs[name] = r;
        }
        view.setRun(QStringLiteral("run-2"), runs, std::nullopt,
                    {{QStringLiteral("alpha"), {QStringLiteral("one way out alpha -> beta: not meaningful")}}}, false);
        core::RunData merged;
        core::RunChannel all, a, b;
        a.tag = QStringLiteral("latency@alpha");
        a.total = histogramOf(1000, 100'000, 1000);      // 100 values
        b.tag = QStringLiteral("latency@beta");
        b.total = histogramOf(200'000, 400'000, 2000);   // 101 values
        all.tag = QStringLiteral("latency");
        all.total = a.total;
        all.total.add(b.total);
        merged.channels = {all, a, b};
        view.setMerged(merged);
        QCOMPARE(view.partRowCount(), 2);
        QCOMPARE(view.partCell(QStringLiteral("alpha"), FleetView::PartCount), QStringLiteral("100"));
        QCOMPARE(view.partCell(QStringLiteral("beta"), FleetView::PartCount), QStringLiteral("101"));
        QCOMPARE(view.partCell(QStringLiteral("beta"), FleetView::PartIntervals), QStringLiteral("3"));
        QCOMPARE(view.partCell(QStringLiteral("beta"), FleetView::PartState), FleetView::tr("finished"));
        QVERIFY(view.partCell(QStringLiteral("alpha"), FleetView::PartClock).startsWith(QStringLiteral("1.500 ms")));
        QVERIFY(view.partCell(QStringLiteral("alpha"), FleetView::PartNote).contains(QStringLiteral("not meaningful")));
        QVERIFY(view.partCell(QStringLiteral("beta"), FleetView::PartNote).isEmpty());
        QCOMPARE(view.partCell(QStringLiteral("alpha"), FleetView::PartMax),
                 QLocale().toString(a.total.max() / 1000.0, 'f', 1));
        QCOMPARE(view.chart()->seriesNames().size(), 3);
        QVERIFY(view.chart()->seriesNames().contains(QStringLiteral("alpha")));
        QVERIFY(view.chart()->seriesNames().contains(FleetView::tr("merged")));
        QVERIFY(view.runStatusText().contains(QStringLiteral("run-2")));
        QVERIFY(!view.openStoredButton()->isEnabled());
        QSignalSpy open(&view, &FleetView::openStoredRequested);
        view.setStored(42, QStringLiteral("Stored as run 42."));
        QVERIFY(view.runStatusText().contains(QStringLiteral("Stored as run 42.")));
        QTest::mouseClick(view.openStoredButton(), Qt::LeftButton);
        QCOMPARE(open.count(), 1);
        QCOMPARE(open.first().first().toLongLong(), 42);
        view.clearRun();
        QCOMPARE(view.partRowCount(), 0);
        QVERIFY(view.chart()->seriesNames().isEmpty());
    }

    // It fits the main window's central area on a 1366×768 screen.
    void fitsALaptopScreen()
    {
        FleetView view;
        view.setAgents(threeAgents(), {QStringLiteral("kernel_release")});
        const QSize minimum = view.minimumSizeHint();
        QVERIFY2(minimum.width() <= 640 && minimum.height() <= 560,
                 qPrintable(QStringLiteral("minimum size %1×%2").arg(minimum.width()).arg(minimum.height())));
    }
};

QTEST_MAIN(TestFleetView)
#include "test_fleet_view.moc"
