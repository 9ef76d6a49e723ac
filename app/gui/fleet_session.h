#pragma once
// The Fleet tab's controller: one core::fleet::FleetController (the same
// one `loopscope-cli fleet` uses), connected to the broker on a short-lived
// thread (the window never waits for a slow or absent broker), then pumped
// without blocking from a timer at display rate. It dispatches one fleet run
// at a time, cancels it, and when every agent's part is in (or the run is
// overdue) stores the merged run — every agent's channels beside the merged
// ones — in the window's result library. It emits updated() at most once per
// tick; the view pulls what it shows from controller() and merged().

#include "core/fleet/fleet_controller.h"
#include "core/library/run_data.h"
#include "core/mqtt/mqtt_login.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <future>
#include <map>
#include <memory>
#include <thread>

namespace loopscope::core {
class RunLibrary;
}

namespace loopscope::app::gui {

class FleetSession : public QObject
{
    Q_OBJECT
public:
    enum class State { Disconnected, Connecting, Connected, Reconnecting };

    // The library may be null or closed (the merged run is then not stored, and the session says so).
    explicit FleetSession(core::RunLibrary *library, QObject *parent = nullptr);
    ~FleetSession() override; // cancels a run in progress, waits for a connection attempt

    // Starts connecting (stateChanged() says how it went); the password is
    // resolved here. False with a clear message when the login is unusable
    // before anything is tried.
    bool connectTo(core::MqttLogin login, const QString &prefix, QString *error);
    void disconnectFrom(); // cancels a run in progress first
    State state() const { return m_state; }
    QString stateMessage() const { return m_message; } // the connection error, or where it is connected
    bool connectFailed() const { return m_connectFailed; } // the last attempt failed (stateMessage() says why)
    QString broker() const { return m_broker; }

    // The controller while connected (null otherwise).
    const core::fleet::FleetController *controller() const;

    // Dispatches a run (one at a time). False with a clear message.
    bool startRun(const core::fleet::FleetRequest &request, QString *error);
    void cancelRun();
    bool running() const { return m_running; }
    // The merged run, recomputed at most once a second while a run goes and
    // once when it ends.
    const core::RunData &merged() const { return m_merged; }
    // Each agent's one-way verdicts in words (none without a peer).
    std::map<QString, QStringList> notes() const;
    // After a run: the merged run's id in the library (0: not stored, see storeMessage()).
    qint64 storedRunId() const { return m_storedId; }
    QString storeMessage() const { return m_storeMessage; }

    void setTickIntervalMs(int ms); // how often the controller is pumped (default 100)

signals:
    void stateChanged();
    void updated(); // agents or the run changed (at most once per tick)
    void runFinished(qint64 storedRunId);

private:
    void tick();
    void finishConnecting();
    void endRun();
    void setState(State state, const QString &message);

    core::RunLibrary *m_library = nullptr;
    std::unique_ptr<core::fleet::FleetController> m_controller;
    std::thread m_connecting;
    std::future<QString> m_connectResult; // "" on success, else the error
    State m_state = State::Disconnected;
    QString m_message, m_broker;
    QTimer m_timer;
    bool m_running = false;
    bool m_connectFailed = false;
    qint64 m_lastMergeNs = 0;
    qint64 m_storedId = 0;
    QString m_storeMessage;
    core::RunData m_merged;
};

} // namespace loopscope::app::gui
