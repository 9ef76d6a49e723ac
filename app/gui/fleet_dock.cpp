#include "app/gui/fleet_dock.h"

#include "app/gui/fleet_session.h"
#include "app/gui/settings_keys.h"
#include "core/experiment/experiment.h"
#include "core/experiment/run_name.h"
#include "core/fleet/fleet_protocol.h"
#include "widgets/experiment_form.h"
#include "widgets/fleet_view.h"

#include <QSettings>
#include <QVBoxLayout>

namespace loopscope::app::gui {

namespace {

widgets::FleetView::Connection viewState(FleetSession::State s)
{
    switch (s) {
    case FleetSession::State::Connecting:
        return widgets::FleetView::Connection::Connecting;
    case FleetSession::State::Connected:
        return widgets::FleetView::Connection::Connected;
    case FleetSession::State::Reconnecting:
        return widgets::FleetView::Connection::Reconnecting;
    case FleetSession::State::Disconnected:
        break;
    }
    return widgets::FleetView::Connection::Disconnected;
}

} // namespace

FleetDock::FleetDock(core::RunLibrary *library, QWidget *parent)
    : QWidget(parent)
    , m_session(new FleetSession(library, this))
    , m_view(new widgets::FleetView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    connect(m_session, &FleetSession::stateChanged, this, &FleetDock::showState);
    connect(m_session, &FleetSession::updated, this, &FleetDock::showUpdate);
    connect(m_session, &FleetSession::runFinished, this, [this](qint64 id) {
        showUpdate();
        m_view->setStored(id, m_session->storeMessage());
        if (id > 0)
            emit runStored(id);
    });
    connect(m_view, &widgets::FleetView::connectRequested, this, [this] { connectToBroker(); });
    connect(m_view, &widgets::FleetView::disconnectRequested, this, [this] {
        m_session->disconnectFrom();
        m_wasConnected = false;
        saveSettings();
    });
    connect(m_view, &widgets::FleetView::runRequested, this, [this] { runChecked(); });
    connect(m_view, &widgets::FleetView::cancelRequested, m_session, &FleetSession::cancelRun);
    connect(m_view, &widgets::FleetView::openStoredRequested, this, &FleetDock::openRunRequested);
    loadSettings();
}

FleetDock::~FleetDock()
{
    saveSettings();
}

void FleetDock::loadSettings()
{
    const QSettings s;
    widgets::FleetBrokerFields f;
    f.url = s.value(QLatin1String(settings::kFleetBrokerUrl), f.url).toString();
    f.username = s.value(QLatin1String(settings::kFleetUsername)).toString();
    f.passwordFile = s.value(QLatin1String(settings::kFleetPasswordFile)).toString();
    f.caFile = s.value(QLatin1String(settings::kFleetCaFile)).toString();
    f.certFile = s.value(QLatin1String(settings::kFleetCertFile)).toString();
    f.keyFile = s.value(QLatin1String(settings::kFleetKeyFile)).toString();
    f.prefix = s.value(QLatin1String(settings::kFleetPrefix), f.prefix).toString();
    m_view->setBrokerFields(f);
    m_savedAgents = s.value(QLatin1String(settings::kFleetAgents)).toStringList();
    m_autoRunKind.clear();
    if (s.value(QLatin1String(settings::kFleetConnectAtStart), false).toBool())
        connectToBroker();
}

void FleetDock::saveSettings() const
{
    QSettings s;
    const widgets::FleetBrokerFields f = m_view->brokerFields();
    s.setValue(QLatin1String(settings::kFleetBrokerUrl), f.url);
    s.setValue(QLatin1String(settings::kFleetUsername), f.username);
    s.setValue(QLatin1String(settings::kFleetPasswordFile), f.passwordFile);
    s.setValue(QLatin1String(settings::kFleetCaFile), f.caFile);
    s.setValue(QLatin1String(settings::kFleetCertFile), f.certFile);
    s.setValue(QLatin1String(settings::kFleetKeyFile), f.keyFile);
    s.setValue(QLatin1String(settings::kFleetPrefix), f.prefix);
    s.setValue(QLatin1String(settings::kFleetConnectAtStart), m_wasConnected);
    if (!m_view->kind().isEmpty())
        s.setValue(QLatin1String(settings::kFleetKind), m_view->kind());
    if (!m_view->checkedAgents().isEmpty())
        s.setValue(QLatin1String(settings::kFleetAgents), m_view->checkedAgents());
}

void FleetDock::shutDown()
{
    saveSettings();
    const QSignalBlocker block(m_session); // the window is going: nothing to show
    m_session->disconnectFrom();
}

bool FleetDock::connectToBroker()
{
    const widgets::FleetBrokerFields f = m_view->brokerFields();
    core::MqttLogin login;
    QString error;
    const QString prefix = f.prefix.isEmpty() ? core::fleet::kDefaultPrefix : f.prefix;
    bool ok = login.setBrokerUrl(f.url, &error);
    if (ok) {
        login.username = f.username;
        login.passwordFile = f.passwordFile;
        login.caFile = f.caFile;
        login.certFile = f.certFile;
        login.keyFile = f.keyFile;
        error = core::fleet::checkPrefix(prefix);
        ok = error.isEmpty() && m_session->connectTo(login, prefix, &error);
    }
    if (!ok) {
        m_lastError = error;
        m_view->setConnection(widgets::FleetView::Connection::Disconnected, tr("Cannot connect: %1").arg(error), true);
        return false;
    }
    m_lastError.clear();
    return true;
}

void FleetDock::showState()
{
    const FleetSession::State state = m_session->state();
    QString message = m_session->stateMessage();
    const bool failed = state == FleetSession::State::Disconnected && m_session->connectFailed();
    if (failed)
        message = tr("Cannot connect: %1").arg(message);
    m_view->setConnection(viewState(state), message, failed);
    if (state == FleetSession::State::Connected) {
        m_wasConnected = true;
        saveSettings();
    }
}

void FleetDock::showUpdate()
{
    const core::fleet::FleetController *controller = m_session->controller();
    if (!controller) {
        m_view->setAgents({}, {});
        return;
    }
    QStringList online;
    for (const auto &[name, p] : controller->agents())
        if (p.state != QLatin1String("offline"))
            online << name;
    m_view->setAgents(controller->agents(), controller->fingerprintDifferences(online));
    // The agents checked last time, once they are back; then the kind.
    if (!m_savedAgents.isEmpty()) {
        QStringList back;
        for (const QString &a : std::as_const(m_savedAgents))
            if (online.contains(a))
                back << a;
        if (!back.isEmpty()) {
            m_view->setCheckedAgents(back);
            if (back.size() == m_savedAgents.size())
                m_savedAgents.clear();
        }
        m_view->setKind(QSettings().value(QLatin1String(settings::kFleetKind)).toString());
    }
    if (!m_autoRunKind.isEmpty() && !m_session->running()) {
        QStringList offering;
        for (const auto &[name, p] : controller->agents())
            if (p.state == QLatin1String("online") && p.kinds.contains(m_autoRunKind))
                offering << name;
        if (!offering.isEmpty()) {
            m_view->setCheckedAgents(offering);
            if (m_view->setKind(m_autoRunKind)) {
                m_autoRunKind.clear();
                runChecked();
            }
        }
    }
    if (!controller->runId().isEmpty())
        m_view->setRun(controller->runId(), controller->runs(), controller->peer(), m_session->notes(),
                       m_session->running());
    m_view->setMerged(m_session->merged());
}

bool FleetDock::runChecked()
{
    core::fleet::FleetRequest request;
    request.agents = m_view->checkedAgents();
    request.kind = m_view->kind();
    request.params = m_view->form()->values();
    request.name = m_view->runName();
    QString error = m_view->runBlockedReason();
    if (error.isEmpty() && !request.name.isEmpty())
        error = core::runNameProblem(request.name);
    if (error.isEmpty()) {
        m_view->clearRun();
        if (m_session->startRun(request, &error)) {
            m_lastError.clear();
            saveSettings();
            showUpdate();
            return true;
        }
    }
    m_lastError = error;
    m_view->setStored(0, tr("Not started: %1").arg(error));
    return false;
}

void FleetDock::runWhenAgentsAppear(const QString &kind)
{
    m_autoRunKind = kind;
}

} // namespace loopscope::app::gui
