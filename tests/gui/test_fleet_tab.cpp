// The Fleet tab driven as a person would, against a real Mosquitto broker
// and real agent processes (`loopscope-cli agent`): a wrong address or a
// broker that is not there says so without freezing the window; connected,
// the agents appear with their state; checking two and pressing Run runs
// the experiment on both at once, their parts fill in while it runs, and the
// merged run (every agent's histogram added, exactly) lands in the library;
// Cancel stops a run on every agent; an agent that stops shows offline and
// cannot be checked; the broker and the checked agents come back at the
// next start.

#include "app/gui/fleet_dock.h"
#include "app/gui/fleet_session.h"
#include "app/gui/main_window.h"
#include "core/library/run_library.h"
#include "support/mosquitto_broker.h"
#include "support/settings_sandbox.h"
#include "support/test_support.h"
#include "widgets/experiment_form.h"
#include "widgets/fleet_view.h"
#include "widgets/percentile_chart.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSettings>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <deque>
#include <memory>

using namespace loopscope;
using namespace loopscope::testsupport;
using app::gui::FleetDock;
using app::gui::FleetSession;
using widgets::FleetView;

class TestFleetTab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.enter(QStringLiteral("test_fleet_tab")), qPrintable(m_sandbox.error()));
        if (!MosquittoBroker::available())
            QSKIP("no mosquitto broker installed");
        QString error;
        QVERIFY2(m_broker.start(&error), qPrintable(error));
        QVERIFY2(m_library.open(m_sandbox.filePath(QStringLiteral("library.sqlite")), &error), qPrintable(error));
    }

    // Every test starts from no saved Fleet settings (the last one checks they persist).
    void init() { QSettings().clear(); }

    void cleanup()
    {
        for (auto &a : m_agents)
            stopAgent(*a);
        m_agents.clear();
    }

    void aWrongAddressOrAnAbsentBrokerSaysSoWithoutFreezing()
    {
        FleetDock dock(&m_library);
        FleetView *view = dock.view();
        widgets::FleetBrokerFields fields;
        fields.url = QStringLiteral("http://127.0.0.1:1883");
        view->setBrokerFields(fields);
        QVERIFY(!dock.connectToBroker());
        QVERIFY2(dock.lastError().contains(QStringLiteral("mqtt://")), qPrintable(dock.lastError()));
        QCOMPARE(view->connection(), FleetView::Connection::Disconnected);

        const quint16 nobody = freeLoopbackTcpPort();
        fields.url = QStringLiteral("mqtt://127.0.0.1:%1").arg(nobody);
        view->setBrokerFields(fields);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(dock.connectToBroker());
        QVERIFY2(clock.elapsed() < 1000, "the window waited for the broker");
        QCOMPARE(view->connection(), FleetView::Connection::Connecting);
        QTRY_COMPARE_WITH_TIMEOUT(view->connection(), FleetView::Connection::Disconnected, 10000);
        const QString said = view->findChild<QWidget *>(QStringLiteral("fleetConnection"))->toolTip();
        QVERIFY2(said.contains(QString::number(nobody)), qPrintable(said));
        QVERIFY(!view->runBlockedReason().isEmpty());
    }

    void runOnTwoAgentsFromTheTabLandsMergedInTheLibrary()
    {
        startAgent(QStringLiteral("alpha"));
        startAgent(QStringLiteral("beta"));
        FleetDock dock(&m_library);
        FleetView *view = dock.view();
        connectTo(dock);
        QTRY_COMPARE_WITH_TIMEOUT(view->agentRowCount(), 2, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(view->agentCell(QStringLiteral("beta"), FleetView::AgentState), FleetView::tr("online"), 10000);
        view->setCheckedAgents({QStringLiteral("alpha"), QStringLiteral("beta")});
        QVERIFY(view->setKind(QStringLiteral("hiccup")));
        QString error;
        QVERIFY2(view->form()->setValues({{QStringLiteral("duration"), 3.0}, {QStringLiteral("resolution"), 1.0}}, &error),
                 qPrintable(error));
        view->setRunName(QStringLiteral("gui-fleet"));
        QVERIFY2(view->runButton()->isEnabled(), qPrintable(view->runBlockedReason()));
        QSignalSpy stored(&dock, &FleetDock::runStored);
        QTest::mouseClick(view->runButton(), Qt::LeftButton);
        QVERIFY2(dock.session()->running(), qPrintable(dock.lastError()));
        QVERIFY(!view->runButton()->isEnabled());
        // Live: intervals come in per agent while the run goes.
        QTRY_VERIFY_WITH_TIMEOUT(view->partCell(QStringLiteral("alpha"), FleetView::PartIntervals).toInt() > 0 &&
                                     dock.session()->running(),
                                 10000);
        QTRY_VERIFY_WITH_TIMEOUT(view->chart()->pointCount(FleetView::tr("merged")) > 0, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(stored.count(), 1, 30000);
        for (const QString &a : {QStringLiteral("alpha"), QStringLiteral("beta")})
            QCOMPARE(view->partCell(a, FleetView::PartState), FleetView::tr("finished"));

        const qint64 id = stored.first().first().toLongLong();
        QCOMPARE(dock.session()->storedRunId(), id);
        QVERIFY(view->openStoredButton()->isEnabled());
        QVERIFY(view->runStatusText().contains(QString::number(id)));
        const std::optional<core::RunData> run = m_library.load(id, &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(run->name, QStringLiteral("gui-fleet"));
        const core::RunChannel *merged = run->channel(QStringLiteral("hiccup"));
        const core::RunChannel *alpha = run->channel(QStringLiteral("hiccup@alpha"));
        const core::RunChannel *beta = run->channel(QStringLiteral("hiccup@beta"));
        QVERIFY(merged && alpha && beta);
        QVERIFY(alpha->total.totalCount() > 1000); // 3 s at 1 ms
        QCOMPARE(merged->total.totalCount(), alpha->total.totalCount() + beta->total.totalCount());
        QCOMPARE(merged->total.max(), std::max(alpha->total.max(), beta->total.max()));
        // The table shows each agent's own count, as stored.
        QCOMPARE(view->partCell(QStringLiteral("alpha"), FleetView::PartCount), QString::number(alpha->total.totalCount()));
        QCOMPARE(view->partCell(QStringLiteral("beta"), FleetView::PartCount), QString::number(beta->total.totalCount()));
        QVERIFY(view->chart()->seriesNames().contains(QStringLiteral("alpha")));
        QVERIFY(view->runButton()->isEnabled());
    }

    void cancelStopsTheRunOnEveryAgent()
    {
        startAgent(QStringLiteral("alpha"));
        startAgent(QStringLiteral("beta"));
        FleetDock dock(&m_library);
        FleetView *view = dock.view();
        connectTo(dock);
        QTRY_COMPARE_WITH_TIMEOUT(view->agentRowCount(), 2, 10000);
        view->setCheckedAgents({QStringLiteral("alpha"), QStringLiteral("beta")});
        QVERIFY(view->setKind(QStringLiteral("hiccup")));
        QVERIFY(view->form()->setValues({{QStringLiteral("duration"), 60.0}}));
        QSignalSpy finished(dock.session(), &FleetSession::runFinished);
        QVERIFY2(dock.runChecked(), qPrintable(dock.lastError()));
        QTRY_VERIFY_WITH_TIMEOUT(view->partCell(QStringLiteral("beta"), FleetView::PartIntervals).toInt() > 0, 10000);
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(view->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY2(clock.elapsed() < 15000, "the agents did not stop");
        for (const QString &a : {QStringLiteral("alpha"), QStringLiteral("beta")})
            QCOMPARE(view->partCell(a, FleetView::PartState), FleetView::tr("stopped"));
        QVERIFY(dock.session()->storedRunId() > 0); // what was measured is kept
    }

    void anAgentThatStopsShowsOfflineAndCannotBeChecked()
    {
        startAgent(QStringLiteral("alpha"));
        Agent &beta = startAgent(QStringLiteral("beta"));
        FleetDock dock(&m_library);
        FleetView *view = dock.view();
        connectTo(dock);
        QTRY_COMPARE_WITH_TIMEOUT(view->agentCell(QStringLiteral("beta"), FleetView::AgentState), FleetView::tr("online"), 10000);
        view->setCheckedAgents({QStringLiteral("alpha"), QStringLiteral("beta")});
        stopAgent(beta);
        QTRY_COMPARE_WITH_TIMEOUT(view->agentCell(QStringLiteral("beta"), FleetView::AgentState), FleetView::tr("offline"), 10000);
        QCOMPARE(view->checkedAgents(), QStringList{QStringLiteral("alpha")});
        view->setCheckedAgents({QStringLiteral("alpha"), QStringLiteral("beta")});
        QCOMPARE(view->checkedAgents(), QStringList{QStringLiteral("alpha")});
    }

    void theBrokerAndTheCheckedAgentsComeBackAtTheNextStart()
    {
        startAgent(QStringLiteral("alpha"));
        startAgent(QStringLiteral("beta"));
        {
            FleetDock dock(&m_library);
            connectTo(dock);
            QTRY_COMPARE_WITH_TIMEOUT(dock.view()->agentRowCount(), 2, 10000);
            dock.view()->setCheckedAgents({QStringLiteral("beta")});
            QVERIFY(dock.view()->setKind(QStringLiteral("timer")));
        } // saved when it goes, still connected
        FleetDock again(&m_library);
        QCOMPARE(again.view()->brokerFields().url, brokerUrl());
        QTRY_COMPARE_WITH_TIMEOUT(again.view()->connection(), FleetView::Connection::Connected, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(again.view()->checkedAgents(), QStringList{QStringLiteral("beta")}, 10000);
        QCOMPARE(again.view()->kind(), QStringLiteral("timer"));
        // Disconnected by the person, it stays so at the next start.
        QTest::mouseClick(again.view()->connectButton(), Qt::LeftButton);
        QCOMPARE(again.view()->connection(), FleetView::Connection::Disconnected);
        again.saveSettings();
        FleetDock third(&m_library);
        QTest::qWait(300);
        QCOMPARE(third.view()->connection(), FleetView::Connection::Disconnected);
    }

    // The main window has the tab, and Open in Library shows a stored fleet run there.
    void theMainWindowHasTheFleetTab()
    {
        app::gui::MainWindowOptions options;
        options.startSimulator = false;
        options.enumeratePorts = false;
        app::gui::MainWindow window(options);
        QTabWidget *tabs = window.centralTabs();
        int index = -1;
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->widget(i) == window.fleetDock())
                index = i;
        QVERIFY(index >= 0);
        QCOMPARE(tabs->tabText(index).remove(QLatin1Char('&')), app::gui::MainWindow::tr("Fleet"));
    }

private:
    struct Agent
    {
        QString name;
        std::unique_ptr<QProcess> process;
    };

    QString brokerUrl() const { return QStringLiteral("mqtt://127.0.0.1:%1").arg(m_broker.port()); }

    void connectTo(FleetDock &dock)
    {
        widgets::FleetBrokerFields fields;
        fields.url = brokerUrl();
        dock.view()->setBrokerFields(fields);
        QVERIFY2(dock.connectToBroker(), qPrintable(dock.lastError()));
        QTRY_COMPARE_WITH_TIMEOUT(dock.view()->connection(), FleetView::Connection::Connected, 10000);
    }

    Agent &startAgent(const QString &name)
    {
        auto a = std::make_unique<Agent>();
        a->name = name;
        a->process = std::make_unique<QProcess>();
        a->process->setProcessChannelMode(QProcess::MergedChannels);
        a->process->start(binPath(QStringLiteral("loopscope-cli")),
                          {QStringLiteral("agent"), QStringLiteral("--broker"), brokerUrl(), QStringLiteral("--name"), name,
                           QStringLiteral("--library"), m_dir.filePath(name + QStringLiteral("-%1.sqlite").arg(m_serial++))});
        a->process->waitForStarted();
        QString seen;
        for (int i = 0; i < 100 && !seen.contains(QLatin1String(" online at ")); ++i) {
            a->process->waitForReadyRead(100);
            seen += QString::fromUtf8(a->process->readAll());
        }
        if (!seen.contains(QLatin1String(" online at ")))
            qWarning("agent %s did not come online: %s", qPrintable(name), qPrintable(seen));
        m_agents.push_back(std::move(a));
        return *m_agents.back();
    }

    static void stopAgent(Agent &a)
    {
        if (!a.process || a.process->state() == QProcess::NotRunning)
            return;
        a.process->terminate();
        if (!a.process->waitForFinished(10000))
            a.process->kill();
        a.process->waitForFinished(3000);
    }

    SettingsSandbox m_sandbox;
    QTemporaryDir m_dir;
    MosquittoBroker m_broker;
    core::RunLibrary m_library;
    std::deque<std::unique_ptr<Agent>> m_agents;
    int m_serial = 0;
};

QTEST_MAIN(TestFleetTab)
#include "test_fleet_tab.moc"
