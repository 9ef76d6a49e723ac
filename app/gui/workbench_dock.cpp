#include "app/gui/workbench_dock.h"

#include "app/gui/experiment_queue.h"
#include "app/gui/experiment_wizard.h"
#include "app/gui/settings_keys.h"
#include "core/bench/event_loop_hiccup_probe.h"
#include "core/bench/run_collector.h"
#include "core/experiment/experiment_runner.h"
#include "core/library/run_library.h"
#include "core/timing/fingerprint.h"
#include "widgets/live_run_view.h"
#include "widgets/interval_max_chart.h"
#include "widgets/percentile_chart.h"

#include <QAction>
#include <QDateTime>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QSettings>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace loopscope::app::gui {

namespace {
constexpr int kHiccupPollMs = 100;   // the GUI-hiccup collector is pulled at 10 Hz
constexpr double kHiccupPeriodMs = 5; // the GUI thread's tick

QString formatUs(qint64 ns)
{
    if (ns >= 1000000)
        return WorkbenchDock::tr("%1 ms").arg(QLocale().toString(double(ns) / 1e6, 'f', 2));
    return WorkbenchDock::tr("%1 µs").arg(QLocale().toString(double(ns) / 1e3, 'f', 0));
}

QToolButton *buttonFor(QAction *action, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}
} // namespace

WorkbenchDock::WorkbenchDock(core::RunLibrary *library, QWidget *parent) : QWidget(parent), m_library(library)
{
    setObjectName(QStringLiteral("workbench"));
    m_queue = new ExperimentQueue(library, this);
    createActions();

    auto *layout = new QVBoxLayout(this);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    layout->addWidget(splitter, 1);

    // The queue and its buttons.
    auto *queueBox = new QWidget(splitter);
    auto *queueLayout = new QVBoxLayout(queueBox);
    queueLayout->setContentsMargins(0, 0, 0, 0);
    m_list = new QListView(queueBox);
    m_list->setObjectName(QStringLiteral("experimentQueue"));
    m_list->setModel(m_queue);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAlternatingRowColors(true);
    queueLayout->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    for (QAction *a : {m_newAction, m_startAction, m_stopAction, m_pauseAction, m_runAgainAction, m_removeAction,
                       m_upAction, m_downAction})
        buttons->addWidget(buttonFor(a, queueBox));
    buttons->addStretch(1);
    queueLayout->addLayout(buttons);

    // The live view of the running (or last) experiment.
    auto *live = new QWidget(splitter);
    auto *liveLayout = new QVBoxLayout(live);
    liveLayout->setContentsMargins(0, 0, 0, 0);
    m_liveState = new QLabel(tr("No experiment has run yet. Press Ctrl+N to set one up."), live);
    m_liveState->setObjectName(QStringLiteral("workbenchLiveState"));
    m_liveState->setWordWrap(true);
    liveLayout->addWidget(m_liveState);
    m_live = new widgets::LiveRunView(live);
    liveLayout->addWidget(m_live, 1);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);

    // The GUI thread's own hiccups.
    m_hiccupLabel = new QLabel(this);
    m_hiccupLabel->setObjectName(QStringLiteral("guiHiccups"));
    m_hiccupLabel->setWordWrap(true);
    m_hiccupLabel->setToolTip(tr("How late the GUI thread's event loop ran a %1 ms timer in the last interval: "
                                 "a slow widget shows up here as latency.")
                                  .arg(kHiccupPeriodMs));
    auto *status = new QHBoxLayout;
    status->addWidget(m_hiccupLabel, 1);
    status->addWidget(buttonFor(m_recordHiccupsAction, this));
    layout->addLayout(status);

    connect(m_queue, &ExperimentQueue::ticked, this, &WorkbenchDock::onQueueTick);
    connect(m_queue, &ExperimentQueue::currentStarted, this, [this] {
        m_live->clear();
        m_shownRunner = nullptr;
    });
    connect(m_queue, &ExperimentQueue::activityChanged, this, &WorkbenchDock::updateActions);
    connect(m_queue, &ExperimentQueue::changed, this, [this] {
        if (!m_restoring)
            saveQueue();
        updateActions();
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &WorkbenchDock::updateActions);

    restoreQueue();
    if (!library || !library->isOpen())
        m_liveState->setText(tr("The result library is not open: runs are shown but not stored."));

    m_hiccupTimer = new QTimer(this);
    m_hiccupTimer->setInterval(kHiccupPollMs);
    connect(m_hiccupTimer, &QTimer::timeout, this, &WorkbenchDock::onHiccupTick);
    restartHiccupProbe(QSettings().value(QString::fromLatin1(settings::kWorkbenchRecordGuiHiccups), false).toBool());
    m_recordHiccupsAction->setChecked(m_hiccupRecording);
    updateActions();
}

WorkbenchDock::~WorkbenchDock()
{
    shutDown();
}

void WorkbenchDock::shutDown()
{
    saveQueue();
    m_hiccupTimer->stop();
    stopHiccupProbe();
    m_queue->stopAndStore();
}

void WorkbenchDock::createActions()
{
    auto make = [this](const QString &text, const QString &tip, const QKeySequence &key = {}) {
        auto *a = new QAction(text, this);
        a->setToolTip(tip);
        if (!key.isEmpty()) {
            a->setShortcut(key);
            a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        }
        addAction(a);
        return a;
    };
    m_newAction = make(tr("New…"), tr("Set up a new experiment"), QKeySequence(Qt::CTRL | Qt::Key_N));
    m_startAction = make(tr("Start"), tr("Run the queued experiments in turn"), QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_stopAction = make(tr("Stop"), tr("Stop the running experiment and pause the queue"),
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Period));
    m_pauseAction = make(tr("Pause"), tr("Let the running experiment end, then start no other"));
    m_runAgainAction = make(tr("Run again"), tr("Queue the selected experiment once more and run it"));
    m_removeAction = make(tr("Remove"), tr("Remove the selected experiment from the queue"));
    m_upAction = make(tr("Up"), tr("Move the selected experiment up"));
    m_downAction = make(tr("Down"), tr("Move the selected experiment down"));
    m_recordHiccupsAction = make(tr("Record GUI hiccups"), tr("Store the GUI thread's hiccups as a run in the library"));
    m_recordHiccupsAction->setCheckable(true);
    m_newAction->setObjectName(QStringLiteral("workbenchNew"));
    m_startAction->setObjectName(QStringLiteral("workbenchStart"));
    m_stopAction->setObjectName(QStringLiteral("workbenchStop"));
    m_pauseAction->setObjectName(QStringLiteral("workbenchPause"));
    m_runAgainAction->setObjectName(QStringLiteral("workbenchRunAgain"));

    connect(m_newAction, &QAction::triggered, this, [this] { openWizard(); });
    connect(m_startAction, &QAction::triggered, this, [this] { m_queue->start(); });
    connect(m_stopAction, &QAction::triggered, this, [this] { m_queue->stopCurrent(); });
    connect(m_pauseAction, &QAction::triggered, this, [this] { m_queue->pause(); });
    connect(m_runAgainAction, &QAction::triggered, this, [this] {
        const int row = m_queue->runAgain(selectedRow());
        if (row < 0)
            return;
        m_list->setCurrentIndex(m_queue->index(row));
        m_queue->start(); // runs it (after the running one, if any)
    });
    connect(m_removeAction, &QAction::triggered, this, [this] { m_queue->remove(selectedRow()); });
    connect(m_upAction, &QAction::triggered, this, [this] {
        const int row = selectedRow();
        if (m_queue->moveUp(row))
            m_list->setCurrentIndex(m_queue->index(row - 1));
    });
    connect(m_downAction, &QAction::triggered, this, [this] {
        const int row = selectedRow();
        if (m_queue->moveDown(row))
            m_list->setCurrentIndex(m_queue->index(row + 1));
    });
    connect(m_recordHiccupsAction, &QAction::toggled, this, &WorkbenchDock::setRecordGuiHiccups);

    auto separator = [this] {
        auto *s = new QAction(this);
        s->setSeparator(true);
        return s;
    };
    m_menuActions = {m_newAction,      m_startAction,  m_stopAction,   m_pauseAction, separator(),
                     m_runAgainAction, m_removeAction, m_upAction,     m_downAction,  separator(),
                     m_recordHiccupsAction};
}

QList<QAction *> WorkbenchDock::menuActions() const
{
    return m_menuActions;
}

int WorkbenchDock::selectedRow() const
{
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void WorkbenchDock::updateActions()
{
    if (!m_queue)
        return;
    const int row = selectedRow();
    const bool running = m_queue->isRunning();
    bool anyQueued = false;
    for (int i = 0; i < m_queue->count(); ++i)
        anyQueued = anyQueued || m_queue->entry(i).state == ExperimentQueue::EntryState::Queued;
    const bool rowIsCurrent = row >= 0 && row == m_queue->currentRow();
    m_startAction->setEnabled(anyQueued && (m_queue->isPaused() || !running));
    m_startAction->setText(running && m_queue->isPaused() ? tr("Resume") : tr("Start"));
    m_stopAction->setEnabled(running);
    m_pauseAction->setEnabled(running && !m_queue->isPaused());
    m_runAgainAction->setEnabled(row >= 0);
    m_removeAction->setEnabled(row >= 0 && !rowIsCurrent);
    m_upAction->setEnabled(row > 0);
    m_downAction->setEnabled(row >= 0 && row + 1 < m_queue->count());
}

ExperimentWizard *WorkbenchDock::openWizard()
{
    if (m_wizard) {
        m_wizard->raise();
        m_wizard->activateWindow();
        return m_wizard;
    }
    auto *wizard = new ExperimentWizard(this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &QWizard::accepted, this, [this, wizard] {
        const std::vector<core::Experiment> experiments = wizard->experiments();
        m_queue->add(experiments);
        if (!experiments.empty())
            m_list->setCurrentIndex(m_queue->index(m_queue->count() - 1));
    });
    m_wizard = wizard;
    wizard->open(); // window-modal, no nested event loop
    return wizard;
}

widgets::PercentileChart *WorkbenchDock::percentileChart() const
{
    return m_live->percentileChart();
}

widgets::IntervalMaxChart *WorkbenchDock::intervalMaxChart() const
{
    return m_live->intervalMaxChart();
}

widgets::CountersView *WorkbenchDock::countersView() const
{
    return m_live->countersView();
}

void WorkbenchDock::onQueueTick()
{
    const core::ExperimentRunner *runner = m_queue->runner();
    if (runner != m_shownRunner) {
        m_live->clear();
        m_shownRunner = runner;
        // The interval chart spans the planned run until it ends.
        if (runner) {
            const QVariantMap &params = runner->experiment().params;
            m_live->setTimeSpanS(params.value(QStringLiteral("warmup")).toDouble() +
                                 params.value(QStringLiteral("duration")).toDouble());
        }
    }
    const int row = m_queue->runnerRow();
    if (row >= 0)
        m_liveState->setText(tr("%1: %2").arg(m_queue->displayName(row), m_queue->stateText(row)));
    const core::RunCollector *collector = runner ? runner->collector() : nullptr;
    if (!collector)
        return;
    if (runner->isDone())
        m_live->setTimeSpanS(collector->elapsedS()); // the actual duration
    m_live->update(*collector, runner->probe() ? runner->probe()->counters() : std::vector<core::ProbeCounter>{});
}

QString WorkbenchDock::liveStateText() const
{
    return m_liveState->text();
}

QString WorkbenchDock::hiccupText() const
{
    return m_hiccupLabel->text();
}

void WorkbenchDock::saveQueue() const
{
    if (!m_queue)
        return;
    QSettings().setValue(QString::fromLatin1(settings::kWorkbenchQueue),
                         QString::fromUtf8(QJsonDocument(m_queue->toJson()).toJson(QJsonDocument::Compact)));
}

void WorkbenchDock::restoreQueue()
{
    const QString text = QSettings().value(QString::fromLatin1(settings::kWorkbenchQueue)).toString();
    if (text.isEmpty())
        return;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (!doc.isArray()) {
        m_liveState->setText(tr("The saved queue could not be read (%1); it starts empty.").arg(error.errorString()));
        return;
    }
    m_restoring = true;
    m_queue->restore(doc.array());
    m_restoring = false;
}

// ---- the GUI thread's hiccups -------------------------------------------

void WorkbenchDock::stopHiccupProbe()
{
    if (!m_hiccupRunner)
        return;
    m_hiccupRunner->requestStop(); // on the measured thread: it stops at once
    QString why;
    if (!m_hiccupRunner->finish(&why) && m_hiccupRecording)
        m_hiccupError = tr("The GUI-hiccup run could not be stored: %1").arg(why);
    m_hiccupRunner.reset();
    m_hiccupRecording = false;
}

void WorkbenchDock::restartHiccupProbe(bool record)
{
    m_hiccupTimer->stop();
    stopHiccupProbe();
    // The GUI thread's own event loop, measured through the one run path; a
    // probe of this thread only, so it is not a kind of the registry (the
    // CLI has no event loop to measure).
    core::EventLoopHiccupConfig config;
    config.periodMs = kHiccupPeriodMs;
    core::Experiment experiment;
    experiment.kind = QStringLiteral("event-loop-hiccup");
    experiment.name = QStringLiteral("gui-hiccups-%1")
                          .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    experiment.params.insert(QStringLiteral("period"), config.periodMs);
    core::ExperimentRunOptions options;
    options.createProbe = [config](QString *) -> std::unique_ptr<core::LatencyProbe> {
        return std::make_unique<core::EventLoopHiccupProbe>(config);
    };
    options.title = QStringLiteral("GUI thread hiccups");
    options.tags << QStringLiteral("gui");
    if (record) {
        if (!m_library || !m_library->isOpen())
            m_hiccupError = tr("The GUI hiccups are not recorded: the result library is not open.");
        else
            options.library = m_library;
    }
    auto runner = std::make_unique<core::ExperimentRunner>();
    QString error;
    if (!runner->start(experiment, options, &error)) {
        if (options.library)
            m_hiccupError = tr("The GUI hiccups are not recorded: %1").arg(error);
        m_hiccupLabel->setText(tr("GUI thread hiccups: not measured (%1)").arg(error));
        return;
    }
    m_hiccupRecording = options.library != nullptr;
    m_hiccupRunner = std::move(runner);
    m_hiccupLabel->setText(tr("GUI thread hiccups: measuring…"));
    m_hiccupTimer->start();
}

void WorkbenchDock::setRecordGuiHiccups(bool on)
{
    if (on == m_hiccupRecording)
        return;
    m_hiccupError.clear();
    restartHiccupProbe(on);
    QSettings().setValue(QString::fromLatin1(settings::kWorkbenchRecordGuiHiccups), on);
    const QSignalBlocker block(m_recordHiccupsAction);
    m_recordHiccupsAction->setChecked(m_hiccupRecording);
    if (!m_hiccupError.isEmpty())
        m_hiccupLabel->setText(m_hiccupError);
}

qint64 WorkbenchDock::hiccupRunId() const
{
    return m_hiccupRunner ? m_hiccupRunner->runId() : 0;
}

core::EventLoopHiccupProbe *WorkbenchDock::hiccupProbe() const
{
    return m_hiccupRunner ? dynamic_cast<core::EventLoopHiccupProbe *>(m_hiccupRunner->probe()) : nullptr;
}

core::RunCollector *WorkbenchDock::hiccupCollector() const
{
    return m_hiccupRunner ? m_hiccupRunner->collector() : nullptr;
}

void WorkbenchDock::onHiccupTick()
{
    const core::RunCollector *collector = hiccupCollector();
    if (!collector)
        return;
    const qint64 before = collector->closedIntervalCount();
    m_hiccupRunner->poll();
    if (collector->closedIntervalCount() == before || collector->tags().isEmpty())
        return;
    const core::IntervalStats &last = collector->series(collector->tags().constFirst()).last();
    QString text = tr("GUI thread hiccups (last %1 s): p99 %2, max %3")
                       .arg(QLocale().toString(last.lengthS, 'f', 1))
                       .arg(formatUs(last.p99Ns), formatUs(last.maxNs));
    if (hiccupRunId() > 0)
        text += QLatin1Char(' ') + tr("— recorded as run %1").arg(hiccupRunId());
    if (!m_hiccupError.isEmpty())
        text += QStringLiteral(" — ") + m_hiccupError;
    m_hiccupLabel->setText(text);
}

} // namespace loopscope::app::gui
