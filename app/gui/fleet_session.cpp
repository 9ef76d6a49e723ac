#include "app/gui/fleet_session.h"

#include "core/library/run_library.h"
#include "core/timing/realtime.h"

#include <chrono>

namespace loopscope::app::gui {

namespace {
constexpr int64_t kMergeEveryNs = 1'000'000'000;
}

FleetSession::FleetSession(core::RunLibrary *library, QObject *parent)
    : QObject(parent)
    , m_library(library)
{
    m_timer.setInterval(100);
    connect(&m_timer, &QTimer::timeout, this, &FleetSession::tick);
}

FleetSession::~FleetSession()
{
    if (m_connecting.joinable())
        m_connecting.join();
    if (m_controller && m_running) {
        m_controller->cancel();
        m_controller->link().flush(2000);
    }
}

void FleetSession::setTickIntervalMs(int ms)
{
    m_timer.setInterval(ms);
}

void FleetSession::setState(State state, const QString &message)
{
    if (state == m_state && message == m_message)
        return;
    m_state = state;
    m_message = message;
    emit stateChanged();
}

bool FleetSession::connectTo(core::MqttLogin login, const QString &prefix, QString *error)
{
    if (m_state != State::Disconnected) {
        *error = tr("already connected to %1").arg(m_broker);
        return false;
    }
    if (const QString bad = login.validateLogin(); !bad.isEmpty()) {
        *error = bad;
        return false;
    }
    if (const QString tls = login.checkTls(); !tls.isEmpty()) {
        *error = tls;
        return false;
    }
    if (!login.resolvePassword(error))
        return false;
    m_broker = login.broker();
    m_controller = std::make_unique<core::fleet::FleetController>();
    // The connection waits for the broker's answer (up to 5 s): not on the
    // GUI thread. The controller is not touched here until it is done.
    std::promise<QString> promise;
    m_connectResult = promise.get_future();
    core::fleet::FleetController *controller = m_controller.get();
    m_connecting = std::thread([controller, login, prefix, promise = std::move(promise)]() mutable {
        QString why;
        promise.set_value(controller->connect(login, prefix, &why) ? QString() : why);
    });
    setState(State::Connecting, tr("Connecting to %1…").arg(m_broker));
    m_timer.start();
    return true;
}

void FleetSession::finishConnecting()
{
    m_connecting.join();
    const QString error = m_connectResult.get();
    m_connectFailed = !error.isEmpty();
    if (m_connectFailed) {
        m_controller.reset();
        m_timer.stop();
        setState(State::Disconnected, error);
        return;
    }
    setState(State::Connected, tr("Connected to %1 (prefix %2).").arg(m_broker, m_controller->prefix()));
}

void FleetSession::disconnectFrom()
{
    if (m_state == State::Connecting)
        return; // the attempt ends within its timeout; then Disconnect works
    if (m_controller && m_running) {
        m_controller->cancel();
        m_controller->link().flush(2000);
        endRun();
    }
    m_controller.reset();
    m_timer.stop();
    m_connectFailed = false;
    setState(State::Disconnected, tr("Disconnected from %1.").arg(m_broker));
    emit updated();
}

const core::fleet::FleetController *FleetSession::controller() const
{
    return m_state == State::Connected || m_state == State::Reconnecting ? m_controller.get() : nullptr;
}

bool FleetSession::startRun(const core::fleet::FleetRequest &request, QString *error)
{
    if (!controller()) {
        *error = tr("not connected to a broker");
        return false;
    }
    if (m_running) {
        *error = tr("a fleet run is in progress");
        return false;
    }
    for (const QString &agent : request.agents) {
        const auto &agents = m_controller->agents();
        const auto it = agents.find(agent);
        if (it == agents.end() || it->second.state != QLatin1String("online")) {
            *error = tr("agent %1 is not ready (%2); nothing was started")
                         .arg(agent, it == agents.end() ? tr("never seen on this broker") : it->second.state);
            return false;
        }
    }
    const QString id = m_controller->dispatch(request, error);
    if (id.isEmpty())
        return false;
    m_running = true;
    m_storedId = 0;
    m_storeMessage.clear();
    m_merged = m_controller->merged();
    m_lastMergeNs = core::monotonicNs();
    emit updated();
    return true;
}

void FleetSession::cancelRun()
{
    if (m_controller && m_running)
        m_controller->cancel();
}

std::map<QString, QStringList> FleetSession::notes() const
{
    std::map<QString, QStringList> out;
    if (!controller() || !m_controller->peer())
        return out;
    for (const auto &[agent, r] : m_controller->runs())
        out[agent] = m_controller->oneWaySummary(agent);
    return out;
}

void FleetSession::tick()
{
    if (m_state == State::Connecting) {
        if (m_connectResult.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
            return;
        finishConnecting();
        emit updated();
        return;
    }
    if (!m_controller)
        return;
    m_controller->pump(0);
    const bool up = m_controller->link().isConnected();
    if (up && m_state == State::Reconnecting)
        setState(State::Connected, tr("Connected to %1 again (prefix %2).").arg(m_broker, m_controller->prefix()));
    else if (!up && m_state == State::Connected)
        setState(State::Reconnecting, tr("Lost the broker %1; reconnecting (the agents keep recording)…").arg(m_broker));
    if (m_running) {
        if (m_controller->allDone() || m_controller->overdue()) {
            endRun();
        } else if (core::monotonicNs() - m_lastMergeNs > kMergeEveryNs) {
            m_merged = m_controller->merged();
            m_lastMergeNs = core::monotonicNs();
        }
    }
    emit updated();
}

void FleetSession::endRun()
{
    m_running = false;
    m_merged = m_controller->merged();
    QString error;
    if (!m_library || !m_library->isOpen()) {
        m_storeMessage = tr("The merged run is not stored: no result library is open.");
    } else if (const qint64 id = m_library->store(m_merged, &error); id > 0) {
        m_storedId = id;
        m_storeMessage = tr("Stored as run %1 (%2).").arg(id).arg(m_merged.name);
    } else {
        m_storeMessage = tr("The merged run is not stored: %1").arg(error);
    }
    emit runFinished(m_storedId);
}

} // namespace loopscope::app::gui
