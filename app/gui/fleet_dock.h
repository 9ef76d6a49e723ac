#pragma once
// The Fleet tab: the FleetView (widgets/) driven by a FleetSession — the
// broker fields and the last kind and agents kept in the settings (never a
// password), a connection made at start when the window was connected when
// it closed, each run's merged result stored in the window's library (Open
// in Library shows it there).

#include <QWidget>

namespace loopscope::core {
class RunLibrary;
}

namespace loopscope::widgets {
class FleetView;
}

namespace loopscope::app::gui {

class FleetSession;

class FleetDock : public QWidget
{
    Q_OBJECT
public:
    explicit FleetDock(core::RunLibrary *library, QWidget *parent = nullptr);
    ~FleetDock() override;

    // Connects with the view's broker fields (what Connect does). False with
    // the message the view shows.
    bool connectToBroker();
    // Runs the view's experiment on its checked agents (what Run does).
    bool runChecked();
    // A run of KIND with its defaults on every online agent offering it, once
    // an agent is there (--fleet-run; the manual's screenshots).
    void runWhenAgentsAppear(const QString &kind);

    widgets::FleetView *view() const { return m_view; }
    FleetSession *session() const { return m_session; }
    QString lastError() const { return m_lastError; }
    void saveSettings() const;
    // Before the library closes: a run in progress is cancelled and what
    // came in is stored; the broker connection closes (the settings still
    // say to connect at the next start when it was connected).
    void shutDown();

signals:
    void openRunRequested(qint64 runId); // Open in Library
    void runStored(qint64 runId);

private:
    void showState();
    void showUpdate();
    void loadSettings();

    FleetSession *m_session = nullptr;
    widgets::FleetView *m_view = nullptr;
    QString m_lastError;
    QString m_autoRunKind;
    QStringList m_savedAgents; // checked again once they appear
    bool m_wasConnected = false;
};

} // namespace loopscope::app::gui
