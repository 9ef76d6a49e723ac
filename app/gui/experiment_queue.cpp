#include "app/gui/experiment_queue.h"

#include "app/gui/session_recording.h"

#include "core/experiment/experiment_runner.h"
#include "core/library/run_library.h"
#include "widgets/spec_text.h"

#include <QDateTime>
#include <QDir>
#include <QJsonObject>
#include <QTimer>

namespace loopscope::app::gui {

namespace {
constexpr int kPollIntervalMs = 100; // ~10 Hz

ExperimentQueue::EntryState stateFromName(const QString &name)
{
    using S = ExperimentQueue::EntryState;
    if (name == QLatin1String("queued"))
        return S::Queued;
    if (name == QLatin1String("finished"))
        return S::Finished;
    if (name == QLatin1String("failed"))
        return S::Failed;
    // "running" when saved: the app ended during the run, which stopped it.
    if (name == QLatin1String("stopped") || name == QLatin1String("running"))
        return S::Stopped;
    return S::Invalid;
}
} // namespace

ExperimentQueue::ExperimentQueue(core::RunLibrary *library, QObject *parent)
    : QAbstractListModel(parent), m_library(library)
{
    m_timer = new QTimer(this);
    m_timer->setInterval(kPollIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &ExperimentQueue::onTick);
}

ExperimentQueue::~ExperimentQueue()
{
    stopAndStore();
    m_runner.reset();
}

void ExperimentQueue::stopAndStore()
{
    m_timer->stop();
    setPaused(true);
    if (m_runner && m_currentUid) {
        m_runner->requestStop();
        QString ignored;
        m_runner->finish(&ignored);
        if (m_recording)
            m_recording->runFinished(m_runRecording, *m_runner);
        m_currentUid = 0;
    }
}

int ExperimentQueue::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant ExperimentQueue::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= count())
        return {};
    const Entry &e = m_entries[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 — %2").arg(displayName(index.row()), stateText(index.row()));
    case Qt::ToolTipRole: {
        QStringList lines;
        const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(e.experiment.kind);
        lines << tr("Probe: %1").arg(spec ? widgets::kindTitle(*spec) : e.experiment.kind);
        for (auto it = e.experiment.params.constBegin(); it != e.experiment.params.constEnd(); ++it) {
            const core::ParamSpec *p = spec ? spec->find(it.key()) : nullptr;
            lines << QStringLiteral("%1: %2").arg(p ? widgets::paramLabel(*p) : it.key(),
                                                  p ? widgets::formatParamValue(*p, it.value()) : it.value().toString());
        }
        if (e.experiment.underLoad)
            lines << tr("Runs under load");
        if (!e.experiment.note.isEmpty())
            lines << tr("Note: %1").arg(e.experiment.note);
        if (e.runId)
            lines << tr("Stored run: %1").arg(e.runId);
        if (!e.reason.isEmpty())
            lines << e.reason;
        return lines.join(QLatin1Char('\n'));
    }
    case StateRole:
        return int(e.state);
    case RunIdRole:
        return e.runId;
    case ReasonRole:
        return e.reason;
    case ProgressRole:
        return e.progress;
    default:
        return {};
    }
}

QString ExperimentQueue::displayName(int row) const
{
    const Entry &e = entry(row);
    if (!e.runName.isEmpty())
        return e.runName;
    if (!e.experiment.name.isEmpty())
        return e.experiment.name;
    const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(e.experiment.kind);
    return spec ? widgets::kindTitle(*spec) : e.experiment.kind;
}

QString ExperimentQueue::stateName(EntryState state)
{
    switch (state) {
    case EntryState::Queued:
        return QStringLiteral("queued");
    case EntryState::Running:
        return QStringLiteral("running");
    case EntryState::Finished:
        return QStringLiteral("finished");
    case EntryState::Stopped:
        return QStringLiteral("stopped");
    case EntryState::Failed:
        return QStringLiteral("failed");
    case EntryState::Invalid:
        break;
    }
    return QStringLiteral("invalid");
}

QString ExperimentQueue::stateText(int row) const
{
    const Entry &e = entry(row);
    switch (e.state) {
    case EntryState::Queued:
        return tr("queued");
    case EntryState::Running:
        return e.progress >= 0 ? tr("running %1 %").arg(int(e.progress * 100)) : tr("running");
    case EntryState::Finished:
        return e.reason.isEmpty() ? tr("finished") : tr("finished (%1)").arg(e.reason);
    case EntryState::Stopped:
        return e.progress >= 0 ? tr("stopped at %1 %").arg(int(e.progress * 100)) : tr("stopped");
    case EntryState::Failed:
        return tr("failed: %1").arg(e.reason);
    case EntryState::Invalid:
        break;
    }
    return tr("invalid");
}

void ExperimentQueue::add(const core::Experiment &experiment)
{
    add(std::vector<core::Experiment>{experiment});
}

void ExperimentQueue::add(const std::vector<core::Experiment> &experiments)
{
    if (experiments.empty())
        return;
    beginInsertRows({}, count(), count() + int(experiments.size()) - 1);
    for (const core::Experiment &x : experiments) {
        Entry e;
        e.experiment = x;
        e.uid = m_nextUid++;
        m_entries.push_back(std::move(e));
    }
    endInsertRows();
    emit changed();
    emit activityChanged();
}

bool ExperimentQueue::isActive() const
{
    if (isRunning())
        return true;
    if (m_paused)
        return false;
    for (const Entry &e : m_entries)
        if (e.state == EntryState::Queued)
            return true;
    return false;
}

void ExperimentQueue::start()
{
    setPaused(false);
    if (!isRunning())
        startNext();
}

void ExperimentQueue::pause()
{
    setPaused(true);
}

void ExperimentQueue::setPaused(bool paused)
{
    if (m_paused == paused)
        return;
    m_paused = paused;
    emit activityChanged();
}

void ExperimentQueue::stopCurrent()
{
    setPaused(true);
    if (m_runner && isRunning())
        m_runner->requestStop();
}

int ExperimentQueue::rowOf(quint64 uid) const
{
    if (uid == 0)
        return -1;
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].uid == uid)
            return int(i);
    return -1;
}

ExperimentQueue::Entry *ExperimentQueue::currentEntry()
{
    const int row = rowOf(m_currentUid);
    return row < 0 ? nullptr : &m_entries[std::size_t(row)];
}

void ExperimentQueue::entryChanged(int row)
{
    if (row < 0 || row >= count())
        return;
    emit dataChanged(index(row), index(row));
    emit changed();
}

void ExperimentQueue::startNext()
{
    if (m_starting || isRunning() || m_paused)
        return;
    int row = -1;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].state == EntryState::Queued) {
            row = int(i);
            break;
        }
    }
    if (row < 0) {
        setPaused(true); // the queue ran out: idle until started again
        return;
    }
    m_starting = true;
    Entry &e = m_entries[std::size_t(row)];
    const quint64 uid = e.uid;
    e.state = EntryState::Running;
    e.progress = 0;
    e.reason.clear();
    e.runId = 0;
    e.runName.clear();
    entryChanged(row);

    m_timer->stop();
    m_runner.reset(); // the previous run's live view ends here
    m_runner = std::make_unique<core::ExperimentRunner>();
    m_runnerUid = uid;
    core::ExperimentRunOptions options;
    options.library = m_library && m_library->isOpen() ? m_library : nullptr;
    options.intervalS = m_intervalS;
    if (!m_exportDir.isEmpty()) {
        const QString folder = (e.experiment.name.isEmpty() ? e.experiment.kind : e.experiment.name) +
                               QDateTime::currentDateTime().toString(QStringLiteral("-yyyyMMdd-HHmmss"));
        options.outDir = QDir(m_exportDir).filePath(folder);
    }
    QString error;
    m_runRecording = m_recording ? m_recording->prepareRun(options) : nullptr;
    // Creating the probe may start a simulator: this blocks for a moment.
    const bool started = m_runner->start(e.experiment, options, &error);
    if (started && m_recording)
        m_recording->runStarted(m_runRecording, *m_runner);
    // The row may have moved while the simulator started (events were not
    // processed, but be safe): look it up again.
    row = rowOf(uid);
    Entry &entry = m_entries[std::size_t(row)];
    entry.runName = m_runner->runName();
    entry.runId = m_runner->runId();
    if (!options.library && m_library)
        entry.reason = tr("the result library is not open: the run is not stored");
    m_starting = false;
    if (!started) {
        entry.state = EntryState::Failed;
        entry.progress = -1;
        entry.reason = error.isEmpty() ? tr("the experiment could not start") : error;
        entryChanged(row);
        emit currentEnded(row);
        emit ticked();
        // The next one starts from the event loop (a failing queue never recurses).
        QTimer::singleShot(0, this, &ExperimentQueue::startNext);
        return;
    }
    m_currentUid = uid;
    entryChanged(row);
    emit currentStarted(row);
    emit activityChanged();
    m_timer->start();
}

void ExperimentQueue::onTick()
{
    if (!m_runner || !isRunning()) {
        m_timer->stop();
        return;
    }
    m_runner->poll();
    if (m_runner->isDone()) {
        endCurrent();
        return;
    }
    if (Entry *e = currentEntry()) {
        const double progress = m_runner->probe() ? m_runner->probe()->progress() : -1;
        if (int(progress * 100) != int(e->progress * 100)) {
            e->progress = progress;
            const int row = rowOf(e->uid);
            emit dataChanged(index(row), index(row));
        }
    }
    emit ticked();
}

void ExperimentQueue::endCurrent()
{
    m_timer->stop();
    QString storeError;
    const bool stored = m_runner->finish(&storeError);
    if (m_recording)
        m_recording->runFinished(m_runRecording, *m_runner);
    const quint64 uid = m_currentUid;
    m_currentUid = 0;
    const int row = rowOf(uid);
    if (row >= 0) {
        Entry &e = m_entries[std::size_t(row)];
        const core::LatencyProbe *probe = m_runner->probe();
        const core::ProbeState state = probe ? probe->state() : core::ProbeState::Failed;
        e.runId = m_runner->runId();
        e.progress = state == core::ProbeState::Finished ? 1.0 : e.progress;
        QStringList reasons;
        if (state == core::ProbeState::Finished) {
            e.state = EntryState::Finished;
        } else if (state == core::ProbeState::Stopped) {
            e.state = EntryState::Stopped;
        } else {
            e.state = EntryState::Failed;
            const QString why = probe ? probe->failureReason() : QString();
            reasons << (why.isEmpty() ? tr("the probe ended with an error") : why);
        }
        if (!stored)
            reasons << storeError;
        if (!e.reason.isEmpty())
            reasons << e.reason;
        e.reason = reasons.join(QStringLiteral("; "));
        entryChanged(row);
        emit currentEnded(row);
    }
    emit ticked();
    emit activityChanged();
    if (!m_paused)
        QTimer::singleShot(0, this, &ExperimentQueue::startNext);
}

bool ExperimentQueue::remove(int row)
{
    if (row < 0 || row >= count() || m_entries[std::size_t(row)].uid == m_currentUid)
        return false;
    beginRemoveRows({}, row, row);
    m_entries.erase(m_entries.begin() + row);
    endRemoveRows();
    emit changed();
    return true;
}

bool ExperimentQueue::moveUp(int row)
{
    if (row <= 0 || row >= count())
        return false;
    if (!beginMoveRows({}, row, row, {}, row - 1))
        return false;
    std::swap(m_entries[std::size_t(row)], m_entries[std::size_t(row - 1)]);
    endMoveRows();
    emit changed();
    return true;
}

bool ExperimentQueue::moveDown(int row)
{
    if (row < 0 || row + 1 >= count())
        return false;
    return moveUp(row + 1);
}

int ExperimentQueue::runAgain(int row)
{
    if (row < 0 || row >= count())
        return -1;
    core::Experiment copy = entry(row).experiment;
    add(copy);
    return count() - 1;
}

void ExperimentQueue::clearDone()
{
    for (int row = count() - 1; row >= 0; --row) {
        const EntryState s = m_entries[std::size_t(row)].state;
        if (s == EntryState::Finished || s == EntryState::Stopped || s == EntryState::Failed)
            remove(row);
    }
}

QJsonArray ExperimentQueue::toJson() const
{
    QJsonArray out;
    for (const Entry &e : m_entries) {
        QJsonObject o;
        o.insert(QStringLiteral("experiment"), e.experiment.toJson());
        o.insert(QStringLiteral("state"), stateName(e.state));
        if (e.runId)
            o.insert(QStringLiteral("run_id"), e.runId);
        if (!e.runName.isEmpty())
            o.insert(QStringLiteral("run_name"), e.runName);
        if (!e.reason.isEmpty())
            o.insert(QStringLiteral("reason"), e.reason);
        out.append(o);
    }
    return out;
}

void ExperimentQueue::restore(const QJsonArray &json)
{
    if (isRunning())
        return;
    beginResetModel();
    m_entries.clear();
    for (const QJsonValue &v : json) {
        const QJsonObject o = v.toObject();
        Entry e;
        e.experiment = core::Experiment::fromJson(o.value(QStringLiteral("experiment")).toObject());
        if (e.experiment.kind.isEmpty())
            continue; // not an experiment: skip rather than fail the whole queue
        e.state = stateFromName(o.value(QStringLiteral("state")).toString());
        if (e.state == EntryState::Invalid)
            e.state = EntryState::Queued;
        e.runId = qint64(o.value(QStringLiteral("run_id")).toDouble());
        e.runName = o.value(QStringLiteral("run_name")).toString();
        e.reason = o.value(QStringLiteral("reason")).toString();
        e.progress = e.state == EntryState::Finished ? 1.0 : -1.0;
        e.uid = m_nextUid++;
        m_entries.push_back(std::move(e));
    }
    endResetModel();
    emit changed();
    emit activityChanged();
}

void ExperimentQueue::setPollIntervalMs(int ms)
{
    m_timer->setInterval(std::max(1, ms));
}

} // namespace loopscope::app::gui
