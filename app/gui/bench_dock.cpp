#include "app/gui/bench_dock.h"

#include "app/gui/icons.h"
#include "app/gui/bench_panel.h"
#include "app/gui/dialog_folder.h"
#include "app/gui/settings_keys.h"
#include "app/gui/warning_box.h"
#include "core/bench/run_collector.h"
#include "core/library/run_library.h"
#include "widgets/interval_max_chart.h"
#include "widgets/live_run_view.h"
#include "widgets/percentile_chart.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>

namespace loopscope::app::gui {

namespace keys = settings;

namespace {
QString runsFolderOf(const core::RunLibrary *library)
{
    return core::RunLibrary::runsFolderFor(library && !library->path().isEmpty() ? library->path()
                                                                                 : core::RunLibrary::defaultPath());
}
} // namespace

BenchDock::BenchDock(core::RunLibrary *library, QWidget *parent) : QDockWidget(tr("Benchmark"), parent)
{
    setObjectName(QStringLiteral("benchDock"));
    m_panel = new BenchPanel;
    m_panel->setObjectName(QStringLiteral("benchPanel"));
    setWidget(m_panel);
    m_session = new RunSession(library, runsFolderOf(library), this);
    m_view = new widgets::LiveRunView;

    m_startAction = new QAction(resourceIcon("start"), tr("&Start benchmark"), this);
    m_startAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_startAction, &QAction::triggered, this, &BenchDock::startBench);
    m_stopAction = new QAction(resourceIcon("stop"), tr("S&top benchmark"), this);
    // Esc belongs to the E-STOP.
    m_stopAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    connect(m_stopAction, &QAction::triggered, this, &BenchDock::stopBench);
    m_exportAction = new QAction(tr("&Export results…"), this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &BenchDock::exportResultsInteractive);
    m_exportPercentileAction = new QAction(tr("Export &percentile chart as PNG…"), this);
    connect(m_exportPercentileAction, &QAction::triggered, this, [this] { exportChartInteractive(true); });
    m_exportIntervalAction = new QAction(tr("Export &interval chart as PNG…"), this);
    connect(m_exportIntervalAction, &QAction::triggered, this, [this] { exportChartInteractive(false); });

    connect(m_panel, &BenchPanel::startRequested, this, &BenchDock::startBench);
    connect(m_panel, &BenchPanel::stopRequested, this, &BenchDock::stopBench);
    connect(m_session, &RunSession::started, m_view, &widgets::LiveRunView::clear);
    connect(m_session, &RunSession::updated, this, &BenchDock::onUpdated);
    connect(m_session, &RunSession::stateChanged, this, &BenchDock::onStateChanged);
    loadSettings();
    onStateChanged();
}

BenchDock::~BenchDock()
{
    if (m_view)
        saveSettings();
    shutDown();
    if (m_view && !m_view->parent())
        delete m_view.data(); // never placed
}

void BenchDock::shutDown()
{
    m_session->stopAndStore();
}

void BenchDock::loadSettings()
{
    QSettings s;
    m_panel->setTarget(s.value(keys::kBenchTarget).toString());
    m_panel->setRateHz(s.value(keys::kBenchRateHz, 1000.0).toDouble());
    m_panel->setPayloadBytes(s.value(keys::kBenchPayloadBytes, 64).toInt());
    m_panel->setDurationS(s.value(keys::kBenchDurationS, 10.0).toDouble());
    m_panel->setWarmupS(s.value(keys::kBenchWarmupS, 0.0).toDouble());
    m_view->percentileChart()->setLogScaleY(s.value(keys::kPercentileLogY, false).toBool());
}

void BenchDock::saveSettings() const
{
    QSettings s;
    s.setValue(keys::kBenchTarget, m_panel->target());
    s.setValue(keys::kBenchRateHz, m_panel->rateHz());
    s.setValue(keys::kBenchPayloadBytes, m_panel->payloadBytes());
    s.setValue(keys::kBenchDurationS, m_panel->durationS());
    s.setValue(keys::kBenchWarmupS, m_panel->warmupS());
    s.setValue(keys::kPercentileLogY, m_view->percentileChart()->logScaleY());
}

void BenchDock::startBench()
{
    if (m_session->state() == RunSession::State::Running)
        return;
    m_panel->setError({});
    core::Experiment experiment;
    QString error;
    if (!m_panel->experiment(&experiment, &error)) {
        m_panel->setError(error);
        emit statusMessage(tr("Cannot start: %1").arg(error), 8000);
        return;
    }
    m_tickCount = 0;
    if (!m_session->start(experiment, &error)) {
        m_panel->setError(error);
        emit statusMessage(tr("Cannot start: %1").arg(error), 8000);
        return;
    }
    // The interval chart spans the planned run until it ends.
    m_view->setTimeSpanS(experiment.params.value(QStringLiteral("warmup")).toDouble() +
                         experiment.params.value(QStringLiteral("duration")).toDouble());
    saveSettings(); // remember what was run, even if the app is killed
    emit statusMessage(tr("Benchmark of %1 started.").arg(m_panel->target()), 3000);
}

void BenchDock::stopBench()
{
    m_session->stop();
}

void BenchDock::onUpdated()
{
    const core::RunCollector *collector = m_session->collector();
    if (!collector)
        return;
    const bool running = m_session->state() == RunSession::State::Running;
    // The percentile curves need a walk over the histogram: 10 Hz is plenty.
    m_view->update(*collector, m_session->counters(), !running || m_tickCount++ % 3 == 0);
    m_panel->setProgress(m_session->progress());
    if (running)
        m_panel->setStateText(m_session->probeStateName());
    const QString warning = m_session->warning();
    if (!warning.isEmpty())
        emit statusMessage(warning, 2000);
}

void BenchDock::onStateChanged()
{
    const RunSession::State state = m_session->state();
    const bool running = state == RunSession::State::Running;
    m_panel->setRunning(running);
    m_panel->setStateText(m_session->stateText());
    m_startAction->setEnabled(!running);
    m_stopAction->setEnabled(running);
    m_exportAction->setEnabled(m_session->hasResults());
    if (state == RunSession::State::Failed) {
        m_panel->setError(m_session->failureReason());
        emit statusMessage(tr("Benchmark failed: %1").arg(m_session->failureReason()), 0);
    }
    if (!running && m_session->collector())
        m_view->setTimeSpanS(m_session->collector()->elapsedS()); // the actual duration
    if (state == RunSession::State::Finished || state == RunSession::State::Stopped) {
        m_panel->setProgress(state == RunSession::State::Finished ? 1.0 : m_session->progress());
        if (state == RunSession::State::Stopped && m_session->progress() >= 0)
            m_panel->setStateText(tr("stopped at %1 %").arg(int(m_session->progress() * 100)));
        QString text = m_session->runId() > 0
                           ? tr("Benchmark %1; stored in the library as run %2 (%3)")
                                 .arg(m_session->stateText())
                                 .arg(m_session->runId())
                                 .arg(m_session->runName())
                           : tr("Benchmark %1").arg(m_session->stateText());
        if (!m_session->runDirectory().isEmpty())
            text += tr("; files in %1").arg(m_session->runDirectory());
        if (!m_session->warning().isEmpty())
            text += QStringLiteral(" — ") + m_session->warning();
        emit statusMessage(text, 8000);
    }
}

bool BenchDock::exportResultsTo(const QString &dir, QStringList *written, QString *error)
{
    QStringList files;
    if (!m_session->exportResults(dir, &files, error)) {
        if (written)
            *written = files;
        return false;
    }
    const QString stem = QDir(dir).filePath(m_session->baseName());
    const QString percentilePng = stem + QStringLiteral(".percentiles.png");
    const QString intervalPng = stem + QStringLiteral(".interval-max.png");
    QString pngError = m_view->percentileChart()->exportPng(percentilePng);
    if (pngError.isEmpty()) {
        files << percentilePng;
        pngError = m_view->intervalMaxChart()->exportPng(intervalPng);
        if (pngError.isEmpty())
            files << intervalPng;
    }
    if (written)
        *written = files;
    if (!pngError.isEmpty()) {
        *error = pngError;
        return false;
    }
    return true;
}

void BenchDock::exportResultsInteractive()
{
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Export results into folder"), dialogStartFolder());
    if (dir.isEmpty())
        return;
    rememberDialogFolder(dir);
    QStringList written;
    QString error;
    if (!exportResultsTo(dir, &written, &error)) {
        showError(tr("Export failed"), tr("The results could not be exported to %1:\n%2").arg(dir, error));
        return;
    }
    QStringList names;
    for (const QString &file : std::as_const(written))
        names << QFileInfo(file).fileName();
    emit statusMessage(tr("Exported to %1: %2").arg(dir, names.join(QStringLiteral(", "))), 8000);
}

void BenchDock::exportChartInteractive(bool percentile)
{
    const QString name = percentile ? QStringLiteral("percentiles.png") : QStringLiteral("interval-max.png");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart as PNG"),
                                                      QDir(dialogStartFolder()).filePath(name),
                                                      tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    rememberDialogFolder(path);
    const QString error = percentile ? m_view->percentileChart()->exportPng(path)
                                     : m_view->intervalMaxChart()->exportPng(path);
    if (!error.isEmpty()) {
        showError(tr("Export failed"), error);
        return;
    }
    emit statusMessage(tr("Chart saved to %1.").arg(path), 8000);
}

void BenchDock::showError(const QString &title, const QString &message)
{
    openWarningBox(this, title, message);
    emit statusMessage(message, 10000);
}

} // namespace loopscope::app::gui
