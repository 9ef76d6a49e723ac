#include "app/gui/run_session.h"

#include "app/gui/session_recording.h"

#include "core/experiment/experiment_runner.h"
#include "core/library/run_library.h"

#include <QDateTime>
#include <QDir>
#include <QTimer>

#include <algorithm>

namespace loopscope::app::gui {

namespace {
constexpr int kDisplayIntervalMs = 33; // ~30 Hz
}

RunSession::RunSession(core::RunLibrary *library, QString runsFolder, QObject *parent)
    : QObject(parent), m_library(library), m_runsFolder(std::move(runsFolder))
{
    m_timer = new QTimer(this);
    m_timer->setInterval(kDisplayIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &RunSession::onTick);
}

RunSession::~RunSession()
{
    stopAndStore();
}

void RunSession::stopAndStore()
{
    m_timer->stop();
    if (m_runner && m_state == State::Running) {
        m_runner->requestStop();
        QString ignored;
        m_runner->finish(&ignored);
        if (m_recording)
            m_recording->runFinished(m_runRecording, *m_runner);
        m_state = State::Stopped;
    }
}

void RunSession::setDisplayIntervalMs(int ms)
{
    m_timer->setInterval(std::max(1, ms));
}

bool RunSession::start(const core::Experiment &experiment, QString *error)
{
    if (m_state == State::Running) {
        *error = tr("A run is going on; stop it first.");
        return false;
    }
    m_timer->stop();
    m_runner.reset();
    m_progressAtEnd = 0;
    m_endWarning.clear();
    m_runDir.clear();

    core::Experiment e = experiment;
    if (e.name.isEmpty()) {
        const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(e.kind);
        QString validateError;
        const QVariantMap params = spec ? core::validateParams(*spec, e.params, &validateError) : QVariantMap();
        const QString base = spec && spec->describe && !params.isEmpty() ? spec->describe(params) : e.kind;
        e.name = QStringLiteral("%1-%2").arg(base, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    }
    core::ExperimentRunOptions options;
    options.library = m_library && m_library->isOpen() ? m_library : nullptr;
    options.intervalS = m_intervalS;
    // Every run streams its .hlog and .csv into its own folder as it goes, so a
    // crash or kill loses at most the last interval; the summary lands at the end.
    if (!m_runsFolder.isEmpty())
        options.outDir = QDir(m_runsFolder).filePath(e.name);
    options.measureWithoutOutput = true;
    m_runRecording = m_recording ? m_recording->prepareRun(options) : nullptr;
    auto runner = std::make_unique<core::ExperimentRunner>();
    QString startError;
    // Creating the probe may start a simulator: this blocks for a moment.
    if (!runner->start(e, options, &startError)) {
        if (startError.isEmpty())
            startError = tr("the measurement could not start");
        *error = startError;
        setState(State::Failed, startError);
        return false;
    }
    m_runner = std::move(runner);
    if (m_recording)
        m_recording->runStarted(m_runRecording, *m_runner);
    if (!options.outDir.isEmpty() && m_runner->outputError().isEmpty())
        m_runDir = options.outDir;
    if (!options.library)
        m_endWarning = tr("The result library is not open: this run is not stored.");
    emit started();
    m_timer->start();
    setState(State::Running);
    return true;
}

void RunSession::stop()
{
    if (m_runner && m_state == State::Running)
        m_runner->requestStop();
}

void RunSession::onTick()
{
    if (!m_runner) {
        m_timer->stop();
        return;
    }
    m_runner->poll();
    if (!m_runner->isDone()) {
        if (const double p = m_runner->probe()->progress(); p >= 0)
            m_progressAtEnd = p; // where a stop leaves it
        emit updated();
        return;
    }
    m_timer->stop();
    QString finishError;
    if (!m_runner->finish(&finishError))
        m_endWarning = finishError;
    if (m_recording)
        m_recording->runFinished(m_runRecording, *m_runner);
    emit updated();
    const core::ProbeState probeState = m_runner->probe()->state();
    switch (probeState) {
    case core::ProbeState::Finished:
        setState(State::Finished);
        break;
    case core::ProbeState::Stopped:
        setState(State::Stopped);
        break;
    default: {
        QString reason = m_runner->probe()->failureReason();
        if (reason.isEmpty())
            reason = tr("the probe ended with an error");
        setState(State::Failed, reason);
        break;
    }
    }
}

void RunSession::setState(State state, const QString &failure)
{
    m_state = state;
    m_failure = failure;
    emit stateChanged(state);
}

QString RunSession::stateText() const
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

QString RunSession::probeStateName() const
{
    if (!m_runner || !m_runner->probe())
        return {};
    switch (m_runner->probe()->state()) {
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

QString RunSession::warning() const
{
    QStringList parts;
    if (m_runner && m_runner->probe() && !m_runner->probe()->warning().isEmpty())
        parts << m_runner->probe()->warning();
    if (m_runner && !m_runner->outputError().isEmpty())
        parts << tr("The run's files are not being written: %1").arg(m_runner->outputError());
    if (m_runner && !m_runner->storageError().isEmpty())
        parts << tr("Storing the run in the library failed: %1").arg(m_runner->storageError());
    if (!m_endWarning.isEmpty())
        parts << m_endWarning;
    return parts.join(QStringLiteral("; "));
}

double RunSession::progress() const
{
    if (!m_runner || !m_runner->probe())
        return 0;
    if (m_state == State::Finished)
        return 1;
    if (m_state == State::Stopped || m_state == State::Failed) {
        // Where it stopped: the probe's own figure, never more than it showed while running.
        const double p = m_runner->probe()->progress();
        return p >= 0 ? std::min(p, m_progressAtEnd) : m_progressAtEnd;
    }
    return m_runner->probe()->progress();
}

bool RunSession::hasResults() const
{
    return m_runner && m_runner->collector();
}

const core::RunCollector *RunSession::collector() const
{
    return m_runner ? m_runner->collector() : nullptr;
}

std::vector<core::ProbeCounter> RunSession::counters() const
{
    return m_runner && m_runner->probe() ? m_runner->probe()->counters() : std::vector<core::ProbeCounter>{};
}

qint64 RunSession::runId() const
{
    return m_runner ? m_runner->runId() : 0;
}

QString RunSession::runName() const
{
    return m_runner ? m_runner->runName() : QString();
}

QString RunSession::runDirectory() const
{
    return m_runDir;
}

QString RunSession::baseName() const
{
    return m_runner ? m_runner->baseName() : QString();
}

bool RunSession::exportResults(const QString &dir, QStringList *written, QString *error) const
{
    if (!hasResults()) {
        *error = tr("There is nothing to export yet: run a benchmark first.");
        return false;
    }
    if (dir.isEmpty()) {
        *error = tr("No folder was chosen for the export.");
        return false;
    }
    return m_runner->exportTo(dir, written, error);
}

} // namespace loopscope::app::gui
