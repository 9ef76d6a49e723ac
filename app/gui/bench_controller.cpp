#include "app/gui/bench_controller.h"

#include "core/timing/fingerprint.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>
#include <QTimer>

namespace loopscope::app::gui {

namespace {
constexpr int kDisplayIntervalMs = 33; // ~30 Hz
}

BenchController::BenchController(QObject *parent) : QObject(parent)
{
    m_timer = new QTimer(this);
    m_timer->setInterval(kDisplayIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &BenchController::onTick);
}

BenchController::~BenchController()
{
    m_timer->stop();
    if (m_probe) {
        m_probe->requestStop();
        m_probe->wait();
    }
    m_collector.reset(); // before the probe it reads from
    m_probe.reset();
}

void BenchController::setDisplayIntervalMs(int ms)
{
    m_timer->setInterval(std::max(1, ms));
}

bool BenchController::start(const core::UdpProbeConfig &config, QString *error)
{
    if (m_state == State::Running) {
        *error = tr("A benchmark is already running; stop it first.");
        return false;
    }
    const QString invalid = config.validate();
    if (!invalid.isEmpty()) {
        *error = invalid;
        setState(State::Failed, invalid);
        return false;
    }
    m_timer->stop();
    m_collector.reset();
    m_probe.reset();

    m_baseName = QStringLiteral("loopscope-udp-%1")
                     .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    auto probe = std::make_unique<core::UdpEchoProbe>(config);
    QString startError;
    if (!probe->start(&startError)) {
        probe->wait();
        if (startError.isEmpty())
            startError = probe->failureReason();
        if (startError.isEmpty())
            startError = tr("the probe could not start");
        *error = startError;
        setState(State::Failed, startError);
        return false;
    }
    m_probe = std::move(probe);
    m_collector = std::make_unique<core::RunCollector>(*m_probe);
    // Every run streams its .hlog and .csv into its own folder as it goes, so a
    // crash or kill loses at most the last interval; the summary lands at the end.
    m_runDir = QDir(runsDirectory()).filePath(m_baseName);
    m_streamWarning.clear();
    QString streamError;
    if (!m_collector->streamTo(m_runDir, m_baseName, &streamError)) {
        m_streamWarning = tr("Results are not being saved as the run goes: %1").arg(streamError);
        m_runDir.clear();
    }
    m_timer->start();
    setState(State::Running);
    return true;
}

QString BenchController::runsDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("runs"));
}

void BenchController::stop()
{
    if (m_probe && m_state == State::Running)
        m_probe->requestStop();
}

void BenchController::onTick()
{
    if (!m_probe || !m_collector) {
        m_timer->stop();
        return;
    }
    m_collector->poll();
    const core::ProbeState probeState = m_probe->state();
    if (!core::isTerminal(probeState)) {
        emit updated();
        return;
    }
    m_timer->stop();
    m_probe->wait();
    m_collector->finish();
    if (!m_runDir.isEmpty()) {
        QStringList written;
        QString exportError;
        if (!m_collector->exportAll(m_runDir, m_baseName, core::EnvironmentFingerprint::capture().toJson(),
                                    &written, &exportError))
            m_streamWarning = tr("The run's files could not be completed in %1: %2").arg(m_runDir, exportError);
    }
    emit updated();
    switch (probeState) {
    case core::ProbeState::Finished:
        setState(State::Finished);
        break;
    case core::ProbeState::Stopped:
        setState(State::Stopped);
        break;
    default: {
        QString reason = m_probe->failureReason();
        if (reason.isEmpty())
            reason = tr("the probe ended with an error");
        setState(State::Failed, reason);
        break;
    }
    }
}

void BenchController::setState(State state, const QString &failure)
{
    m_state = state;
    m_failure = failure;
    emit stateChanged(state);
}

QString BenchController::stateText() const
{
    switch (m_state) {
    case State::Idle:
        return tr("idle");
    case State::Running:
        return tr("running");
    case State::Finished:
        return tr("finished");
    case State::Stopped:
        return tr("stopped");
    case State::Failed:
        return tr("failed: %1").arg(m_failure);
    }
    return {};
}

QString BenchController::probeStateName() const
{
    if (!m_probe)
        return {};
    switch (m_probe->state()) {
    case core::ProbeState::Starting:
        return tr("starting");
    case core::ProbeState::WarmingUp:
        return tr("warming up");
    case core::ProbeState::Running:
        return tr("running");
    case core::ProbeState::Draining:
        return tr("waiting for the last replies");
    default:
        return stateText();
    }
}

QString BenchController::warning() const
{
    QStringList parts;
    if (m_probe && !m_probe->warning().isEmpty())
        parts << m_probe->warning();
    if (!m_streamWarning.isEmpty())
        parts << m_streamWarning;
    if (m_collector && !m_collector->streamError().isEmpty())
        parts << tr("Writing the run's log failed: %1").arg(m_collector->streamError());
    return parts.join(QStringLiteral("; "));
}

double BenchController::progress() const
{
    if (!m_probe)
        return 0;
    if (m_state == State::Finished)
        return 1;
    return m_probe->progress();
}

std::vector<core::ProbeCounter> BenchController::counters() const
{
    return m_probe ? m_probe->counters() : std::vector<core::ProbeCounter>{};
}

bool BenchController::exportResults(const QString &dir, QStringList *written, QString *error) const
{
    if (!m_collector || !m_probe) {
        *error = tr("There is nothing to export yet: run a benchmark first.");
        return false;
    }
    if (dir.isEmpty()) {
        *error = tr("No folder was chosen for the export.");
        return false;
    }
    core::EnvironmentFingerprint fingerprint = core::EnvironmentFingerprint::capture();
    fingerprint.realtimeGrant = m_probe->realtimeGrant().summary();
    QJsonObject json = fingerprint.toJson();
    return m_collector->exportAll(dir, m_baseName, json, written, error);
}

} // namespace loopscope::app::gui
