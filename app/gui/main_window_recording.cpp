// File > Record session (session_recording.h): the action, the file dialog,
// the status bar's recording indicator, and the wiring that lets the
// benchmark, the Workbench and the cameras feed the recording.

#include "app/gui/bench_dock.h"
#include "app/gui/dialog_folder.h"
#include "app/gui/experiment_queue.h"
#include "app/gui/icons.h"
#include "app/gui/main_window.h"
#include "app/gui/run_session.h"
#include "app/gui/session_recording.h"
#include "app/gui/video_controller.h"
#include "app/gui/video_dock.h"
#include "app/gui/workbench_dock.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>

namespace loopscope::app::gui {

void MainWindow::buildRecording()
{
    m_sessionRecording = new SessionRecording(deviceController(), this);
    m_benchDock->session()->setSessionRecording(m_sessionRecording);
    m_workbench->queue()->setSessionRecording(m_sessionRecording);

    m_recordAction = new QAction(resourceIcon("record"), tr("&Record session…"), this);
    m_recordAction->setObjectName(QStringLiteral("recordSessionAction"));
    m_recordAction->setCheckable(true);
    m_recordAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_recordAction->setToolTip(
        tr("Record everything into one MCAP file (Foxglove, PlotJuggler): telemetry and "
           "commands, E-STOP events, benchmark intervals and the camera streams"));
    connect(m_recordAction, &QAction::triggered, this, [this](bool checked) {
        if (checked) {
            const QString name =
                QStringLiteral("session-%1.mcap")
                    .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
            const QString path = QFileDialog::getSaveFileName(this, tr("Record session"),
                                                              QDir(dialogStartFolder()).filePath(name),
                                                              tr("MCAP session (*.mcap)"));
            if (path.isEmpty()) {
                m_recordAction->setChecked(false);
                return;
            }
            rememberDialogFolder(path);
            startRecordingTo(path);
        } else {
            stopRecording();
        }
    });

    m_recordingLabel = new QLabel;
    m_recordingLabel->setObjectName(QStringLiteral("recordingLabel"));
    m_recordingLabel->setStyleSheet(QStringLiteral("QLabel { color: #c4161c; font-weight: bold; }"));
    m_recordingLabel->hide();
    statusBar()->addPermanentWidget(m_recordingLabel);
    auto *refresh = new QTimer(this);
    refresh->setInterval(1000);
    connect(refresh, &QTimer::timeout, this, [this] {
        if (m_sessionRecording->isRecording())
            m_recordingLabel->setText(tr("● REC %1").arg(m_sessionRecording->summary()));
    });
    refresh->start();
    connect(m_sessionRecording, &SessionRecording::recordingChanged, this,
            [this](bool recording, const QString &message) {
                m_recordAction->setChecked(recording);
                m_recordingLabel->setVisible(recording);
                m_recordingLabel->setText(tr("● REC %1").arg(message));
            });
}

bool MainWindow::startRecordingTo(const QString &path, bool interactive)
{
    QString error;
    if (!m_sessionRecording->start(path, &error)) {
        m_recordAction->setChecked(false);
        const QString message = tr("The session cannot be recorded: %1").arg(error);
        if (interactive)
            QMessageBox::warning(this, tr("Record session"), message);
        else
            std::fprintf(stderr, "loopscope: %s\n", qPrintable(message));
        return false;
    }
    if (auto *video = qobject_cast<VideoDock *>(videoDock()->widget()))
        video->controller()->setPacketSinkFactory(
            [this](const QString &stream) { return m_sessionRecording->cameraSink(stream); });
    statusBar()->showMessage(tr("Recording the session into %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void MainWindow::stopRecording(bool interactive)
{
    if (!m_sessionRecording->isRecording())
        return;
    if (auto *video = qobject_cast<VideoDock *>(videoDock()->widget()))
        video->controller()->setPacketSinkFactory({}); // the decoders stop calling into the recorder first
    const QString path = m_sessionRecording->path();
    QString error;
    if (m_sessionRecording->stop(&error))
        statusBar()->showMessage(tr("Session recorded: %1 (%2)")
                                     .arg(QDir::toNativeSeparators(path), m_sessionRecording->summary()),
                                 10000);
    else if (const QString message =
                 tr("The recording %1 is incomplete: %2. A reader recovers it up to its last "
                    "complete chunk.")
                     .arg(QDir::toNativeSeparators(path), error);
             interactive)
        QMessageBox::warning(this, tr("Record session"), message);
    else
        std::fprintf(stderr, "loopscope: %s\n", qPrintable(message));
}

} // namespace loopscope::app::gui
