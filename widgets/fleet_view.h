#pragma once
// The Fleet tab's view: where the broker is (address, login and TLS files,
// topic prefix) and whether this window is connected; the agents the broker
// knows of (state, host, version, last seen, the probe kinds they offer, the
// fingerprint entries that differ between them), each with a check box; the
// experiment to run on the checked agents (a kind they all offer, its
// parameters in an ExperimentForm, a name); and the run — each agent's part
// (state, intervals, count, percentiles, clock offset, why it stopped) and
// the merged distribution beside every agent's own in one percentile chart.
//
// A view only: it is handed the controller's data (core::fleet structs and
// the merged RunData) at display rate and says what the person asked for in
// signals; it never talks to the broker.

#include "core/fleet/fleet_controller.h"
#include "core/library/run_data.h"

#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QWidget>
#include <map>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QToolButton;

namespace loopscope::widgets {

class ElidedLabel;
class ExperimentForm;
class PercentileChart;

// What the connection bar holds (no password: it is read from a file or
// $LOOPSCOPE_MQTT_PASSWORD).
struct FleetBrokerFields
{
    QString url = QStringLiteral("mqtt://127.0.0.1:1883");
    QString username, passwordFile, caFile, certFile, keyFile;
    QString prefix = QStringLiteral("loopscope/fleet");
};

class FleetView : public QWidget
{
    Q_OBJECT
public:
    enum class Connection { Disconnected, Connecting, Connected, Reconnecting };

    explicit FleetView(QWidget *parent = nullptr);
    ~FleetView() override;

    // --- the connection bar ---
    void setBrokerFields(const FleetBrokerFields &fields);
    FleetBrokerFields brokerFields() const;
    // message: the error of a failed connection (failed: shown as an error), or what is connected.
    void setConnection(Connection state, const QString &message, bool failed = false);
    Connection connection() const { return m_connection; }

    // --- the agents ---
    void setAgents(const std::map<QString, core::fleet::AgentPresence> &agents, const QStringList &differences);
    QStringList checkedAgents() const; // in the table's order
    void setCheckedAgents(const QStringList &agents);
    int agentRowCount() const;
    QString agentCell(const QString &agent, int column) const; // the shown text, "" when absent
    QString differencesText() const;

    // --- the experiment ---
    // The kinds every checked agent offers (all offered kinds when none is checked).
    QStringList offeredKinds() const;
    bool setKind(const QString &kind); // false when not offered
    QString kind() const;
    ExperimentForm *form() const { return m_form; }
    QString runName() const;
    void setRunName(const QString &name);
    // Why Run is disabled ("" when it is enabled).
    QString runBlockedReason() const;

    // --- the run (run: the controller's parts; merged: FleetController::merged()) ---
    // notes: per agent, lines for its Note cell besides its reason (the one-way verdicts).
    void setRun(const QString &runId, const std::map<QString, core::fleet::AgentRun> &runs,
                const std::optional<core::fleet::PeerPart> &peer, const std::map<QString, QStringList> &notes,
                bool running);
    void setMerged(const core::RunData &merged);
    // After the run: where it was stored (id > 0) or why not.
    void setStored(qint64 runId, const QString &message);
    void clearRun();
    int partRowCount() const;
    QString partCell(const QString &agent, int column) const;
    QString runStatusText() const;
    PercentileChart *chart() const { return m_chart; }
    QPushButton *connectButton() const { return m_connect; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *openStoredButton() const { return m_openStored; }
    QTableWidget *agentsTable() const { return m_agents; }
    QTableWidget *partsTable() const { return m_parts; }

    // Columns of the tables (agentCell, partCell).
    enum AgentColumn { AgentName, AgentState, AgentHost, AgentVersion, AgentSeen, AgentKinds, AgentDiffers, AgentColumns };
    enum PartColumn { PartAgent, PartState, PartIntervals, PartCount, PartP50, PartP99, PartMax, PartClock, PartNote, PartColumns };

signals:
    void connectRequested();    // with brokerFields()
    void disconnectRequested();
    void runRequested();        // checkedAgents(), kind(), form()->values(), runName()
    void cancelRequested();
    void openStoredRequested(qint64 runId);
    void checkedAgentsChanged();

private:
    QWidget *buildConnectionBar();
    QWidget *buildAgents();
    QWidget *buildExperiment();
    QWidget *buildRun();
    void refreshKinds();
    void updateRunButton();
    void updateLastSeen();
    int agentRow(const QString &agent) const;
    int partRow(const QString &agent) const;

    Connection m_connection = Connection::Disconnected;
    std::map<QString, core::fleet::AgentPresence> m_presence;
    bool m_running = false;
    qint64 m_storedId = 0;
    QString m_mainTag; // the merged run's main channel

    QLineEdit *m_url = nullptr;
    QToolButton *m_loginToggle = nullptr;
    QWidget *m_loginBox = nullptr;
    QLineEdit *m_user = nullptr, *m_passwordFile = nullptr, *m_caFile = nullptr, *m_certFile = nullptr,
              *m_keyFile = nullptr, *m_prefix = nullptr;
    QPushButton *m_connect = nullptr;
    ElidedLabel *m_connectionLabel = nullptr;
    QTableWidget *m_agents = nullptr;
    ElidedLabel *m_differences = nullptr;
    QComboBox *m_kind = nullptr;
    ElidedLabel *m_kindSummary = nullptr;
    ExperimentForm *m_form = nullptr;
    QLineEdit *m_name = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    ElidedLabel *m_runBlocked = nullptr;
    ElidedLabel *m_runStatus = nullptr;
    QTableWidget *m_parts = nullptr;
    PercentileChart *m_chart = nullptr;
    QPushButton *m_openStored = nullptr;
};

} // namespace loopscope::widgets
