#include "app/gui/video_dock.h"

#include "app/gui/video_controller.h"
#include "core/vision/stereo_calibration.h"
#include "widgets/flow_layout.h"
#include "widgets/latency_test_card.h"
#include "widgets/stereo_view.h"
#include "widgets/video_track_plot.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QVector3D>

namespace loopscope::app::gui {

VideoDock::VideoDock(LabController *lab, QWidget *parent)
    : QWidget(parent), m_controller(new VideoController(lab, this))
{
    auto *layout = new QVBoxLayout(this);
    auto *sourceRow = new QHBoxLayout;
    m_leftUrl = new QLineEdit;
    m_leftUrl->setPlaceholderText(tr("Left camera URL (rtsp://…, udp://…, file)"));
    m_rightUrl = new QLineEdit;
    m_rightUrl->setPlaceholderText(tr("Right camera URL (optional)"));
    auto *openButton = new QPushButton(tr("Add cameras"));
    m_simButton = new QPushButton(tr("Simulated pair"));
    m_simButton->setToolTip(tr("Start loopscope-sim --cameras 2 and show its stereo pair"));
    auto *closeButton = new QPushButton(tr("Close"));
    sourceRow->addWidget(m_leftUrl, 1);
    sourceRow->addWidget(m_rightUrl, 1);
    layout->addLayout(sourceRow);
    // Rows of buttons wrap in a narrow dock instead of widening the window.
    auto *sourceButtons = new QWidget;
    auto *sourceFlow = new widgets::FlowLayout(sourceButtons);
    sourceFlow->addWidget(openButton);
    sourceFlow->addWidget(m_simButton);
    sourceFlow->addWidget(closeButton);
    layout->addWidget(sourceButtons);

    auto *viewButtons = new QWidget;
    auto *viewRow = new widgets::FlowLayout(viewButtons);
    m_mode = new QComboBox;
    m_mode->addItem(tr("Side by side"), int(widgets::StereoMode::SideBySide));
    m_mode->addItem(tr("Anaglyph (red/cyan)"), int(widgets::StereoMode::Anaglyph));
    m_mode->addItem(tr("Overlay (50 %)"), int(widgets::StereoMode::Overlay));
    m_mode->addItem(tr("Rectified"), int(widgets::StereoMode::Rectified));
    m_mode->addItem(tr("Disparity"), int(widgets::StereoMode::Disparity));
    auto *snapButton = new QPushButton(tr("Snapshot…"));
    m_recordButton = new QPushButton(tr("Record streams…"));
    m_recordButton->setCheckable(true);
    auto *cardButton = new QPushButton(tr("Latency test card"));
    viewRow->addWidget(widgets::flowGroup(viewButtons, {new QLabel(tr("View:")), m_mode}));
    viewRow->addWidget(snapButton);
    viewRow->addWidget(m_recordButton);
    viewRow->addWidget(cardButton);
    layout->addWidget(viewButtons);

    m_view = new widgets::StereoView;
    m_view->setMinimumHeight(140);
    layout->addWidget(m_view, 1);
    m_stats = new QLabel(tr("No cameras. Enter URLs or click \"Simulated pair\"."));
    m_stats->setWordWrap(true);
    m_stats->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_stats);

    // Calibration and tracking share the space below the video as tabs.
    auto *lower = new QTabWidget;
    lower->setObjectName(QStringLiteral("videoToolTabs"));
    lower->setDocumentMode(true);
    lower->addTab(buildCalibrationBox(), tr("Stereo calibration"));
    lower->addTab(buildTrackingBox(), tr("Colour tracking"));
    layout->addWidget(lower);

    connect(openButton, &QPushButton::clicked, this, &VideoDock::openUrls);
    connect(m_simButton, &QPushButton::clicked, this, &VideoDock::openSimulatedPair);
    connect(closeButton, &QPushButton::clicked, this, &VideoDock::closeCameras);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        const auto mode = widgets::StereoMode(m_mode->currentData().toInt());
        m_view->setMode(mode);
        m_controller->vision().setRectify(mode == widgets::StereoMode::Rectified);
        m_controller->vision().setDisparity(mode == widgets::StereoMode::Disparity);
    });
    connect(snapButton, &QPushButton::clicked, this, &VideoDock::snapshot);
    connect(m_recordButton, &QPushButton::toggled, this, &VideoDock::toggleRecording);
    connect(cardButton, &QPushButton::clicked, this, &VideoDock::showTestCard);
    connect(m_controller, &VideoController::camerasChanged, this, &VideoDock::onCamerasChanged);
    connect(m_view, &widgets::StereoView::framePixelClicked, this, &VideoDock::onClicked);
    m_view->setPairConsumer([this](const core::StereoPair &pair) { m_controller->vision().submit(pair.left, pair.right); });

    // Results and statistics are pulled at 10 Hz (statistics text once a second).
    m_poll = new QTimer(this);
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &VideoDock::onPoll);
    m_poll->start();
}

VideoDock::~VideoDock()
{
    // Children (a combo losing its model, the controller stopping) may emit while
    // they are destroyed, after this destructor: cut every connection to this first.
    m_poll->stop();
    for (QObject *child : findChildren<QObject *>())
        disconnect(child, nullptr, this, nullptr);
    m_view->setSources(nullptr, nullptr);
    m_view->setPairConsumer({});
    // The controller stops its decoders (and emits) while it is destroyed: do it while this still exists.
    disconnect(m_controller, nullptr, this, nullptr);
    delete m_controller;
    m_controller = nullptr;
    delete m_card;
}

QWidget *VideoDock::buildCalibrationBox()
{
    auto *box = new QWidget;
    auto *form = new QFormLayout(box);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto *boardRow = new QHBoxLayout;
    m_boardCols = new QSpinBox;
    m_boardCols->setRange(2, 30);
    m_boardCols->setValue(9);
    m_boardRows = new QSpinBox;
    m_boardRows->setRange(2, 30);
    m_boardRows->setValue(6);
    m_squareMm = new QDoubleSpinBox;
    m_squareMm->setRange(1, 1000);
    m_squareMm->setValue(25);
    m_squareMm->setSuffix(tr(" mm"));
    boardRow->addWidget(m_boardCols);
    boardRow->addWidget(new QLabel(QStringLiteral("×")));
    boardRow->addWidget(m_boardRows);
    boardRow->addWidget(m_squareMm);
    form->addRow(tr("Inner corners, square:"), boardRow);
    auto *buttonsBox = new QWidget;
    auto *buttons = new widgets::FlowLayout(buttonsBox);
    auto *capture = new QPushButton(tr("Capture pair"));
    auto *compute = new QPushButton(tr("Compute"));
    auto *save = new QPushButton(tr("Save…"));
    auto *load = new QPushButton(tr("Load…"));
    for (QPushButton *b : {capture, compute, save, load})
        buttons->addWidget(b);
    form->addRow(buttonsBox);
    m_calibStatus = new QLabel(tr("Not calibrated."));
    m_calibStatus->setWordWrap(true);
    form->addRow(m_calibStatus);
    auto applySpec = [this] {
        m_controller->vision().setCheckerboard(
            core::CheckerboardSpec{m_boardCols->value(), m_boardRows->value(), m_squareMm->value() / 1000.0});
    };
    applySpec();
    connect(m_boardCols, &QSpinBox::valueChanged, this, applySpec);
    connect(m_boardRows, &QSpinBox::valueChanged, this, applySpec);
    connect(m_squareMm, &QDoubleSpinBox::valueChanged, this, applySpec);
    connect(capture, &QPushButton::clicked, this, [this] {
        const core::CheckerboardSpec spec{m_boardCols->value(), m_boardRows->value(), m_squareMm->value() / 1000.0};
        if (const QString bad = spec.validate(); !bad.isEmpty())
            return error(bad);
        m_controller->vision().requestCapture();
    });
    connect(compute, &QPushButton::clicked, this, [this] { m_controller->vision().requestCalibration(); });
    connect(save, &QPushButton::clicked, this, &VideoDock::saveCalibration);
    connect(load, &QPushButton::clicked, this, &VideoDock::loadCalibration);
    return box;
}

QWidget *VideoDock::buildTrackingBox()
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    auto *rowBox = new QWidget;
    auto *row = new widgets::FlowLayout(rowBox);
    m_pickButton = new QPushButton(tr("Pick colour"));
    m_pickButton->setCheckable(true);
    m_pickButton->setObjectName(QStringLiteral("pickColourButton"));
    m_pickButton->setToolTip(tr("Then click the object in the video"));
    m_trackBox = new QCheckBox(tr("Track"));
    m_csvButton = new QPushButton(tr("Record CSV…"));
    m_csvButton->setCheckable(true);
    row->addWidget(m_pickButton);
    row->addWidget(m_trackBox);
    row->addWidget(m_csvButton);
    layout->addWidget(rowBox);
    m_position = new QLabel(tr("Click \"Pick colour\", then the object."));
    m_position->setObjectName(QStringLiteral("trackingStatus"));
    m_position->setWordWrap(true);
    layout->addWidget(m_position);
    m_plot = new widgets::VideoTrackPlot;
    layout->addWidget(m_plot, 1);
    connect(m_trackBox, &QCheckBox::toggled, this, [this](bool on) {
        core::HsvRange range = m_controller->vision().trackingRange();
        if (on && range.satHigh == 255 && range.hueLow == 0 && range.hueHigh == 0) {
            m_trackBox->setChecked(false);
            return error(tr("Pick the object's colour first."));
        }
        range.enabled = on;
        m_controller->vision().setTrackingRange(range);
        if (!on)
            m_view->setTrackMarkers(std::nullopt, std::nullopt, QString());
    });
    connect(m_csvButton, &QPushButton::toggled, this, &VideoDock::toggleCsv);
    return box;
}

void VideoDock::error(const QString &message)
{
    QMessageBox::warning(this, tr("Video"), message);
}

void VideoDock::openUrls()
{
    QString why;
    if (!m_controller->openCameras(m_leftUrl->text(), m_rightUrl->text(), &why))
        error(why);
}

void VideoDock::showCameras(const QString &left, const QString &right)
{
    m_leftUrl->setText(left);
    m_rightUrl->setText(right);
    openUrls();
}

void VideoDock::openSimulatedPair()
{
    QString why;
    m_simButton->setEnabled(false);
    if (!m_controller->openSimulatedPair(&why))
        error(tr("Could not start the simulated cameras: %1").arg(why));
    m_simButton->setEnabled(true);
    const QStringList urls = m_controller->urls();
    m_leftUrl->setText(urls.value(0));
    m_rightUrl->setText(urls.value(1));
}

void VideoDock::closeCameras()
{
    m_recordButton->setChecked(false);
    m_controller->closeCameras();
}

void VideoDock::onCamerasChanged()
{
    m_view->setSources(m_controller->leftSource(), m_controller->rightSource());
    if (!m_controller->hasCameras())
        m_stats->setText(tr("No cameras. Enter URLs or click \"Simulated pair\"."));
    updateBanner();
}

void VideoDock::updateBanner()
{
    // A stream that failed or keeps reconnecting says so across the view, not
    // at the end of the statistics line.
    QStringList problems;
    for (int side = 0; side < 2; ++side) {
        const core::VideoDecoder *decoder = m_controller->decoder(side);
        if (!decoder)
            continue;
        const core::VideoStreamState state = decoder->state();
        if (state != core::VideoStreamState::Failed && state != core::VideoStreamState::Reconnecting)
            continue;
        const QString what = state == core::VideoStreamState::Failed ? tr("failed") : tr("reconnecting");
        const QString reason = decoder->reason();
        const QString camera = side == 0 ? tr("Left camera") : tr("Right camera");
        problems << (reason.isEmpty() ? tr("%1 %2 (%3)").arg(camera, what, decoder->options().url)
                                      : tr("%1 %2: %3 (%4)").arg(camera, what, reason, decoder->options().url));
    }
    m_view->setBanner(problems.join(QLatin1Char('\n')));
}

void VideoDock::onPoll()
{
    updateBanner();
    const std::vector<core::StereoTrackResult> results = m_controller->pollTracking();
    for (const core::StereoTrackResult &r : results)
        if (r.valid)
            m_plot->addPoint(r.timeS, QVector3D(float(r.xyzM.x), float(r.xyzM.y), float(r.xyzM.z)));
    if (!results.empty()) {
        const core::StereoTrackResult &r = results.back();
        const QString label = r.valid ? tr("X %1 Y %2 Z %3 m")
                                            .arg(QLocale().toString(r.xyzM.x, 'f', 3))
                                            .arg(QLocale().toString(r.xyzM.y, 'f', 3))
                                            .arg(QLocale().toString(r.xyzM.z, 'f', 3))
                                      : QString();
        m_view->setTrackMarkers(r.foundLeft ? std::optional<QPointF>(QPointF(r.left.x, r.left.y)) : std::nullopt,
                                r.foundRight ? std::optional<QPointF>(QPointF(r.right.x, r.right.y)) : std::nullopt,
                                label);
        m_position->setText(r.valid ? label
                            : (r.foundLeft || r.foundRight)
                                ? tr("Seen in one view only (or no calibration): no 3D position.")
                                : tr("Object not found."));
    }
    if (auto views = m_controller->vision().takeViews())
        m_view->setProcessedViews(views->rectifiedLeft, views->rectifiedRight, views->disparity);
    const core::VisionStatus status = m_controller->vision().status();
    m_calibStatus->setText(tr("%1 pair(s) captured · %2%3")
                               .arg(status.capturedPairs)
                               .arg(status.calibrated ? tr("calibrated") : tr("not calibrated"))
                               .arg(status.message.isEmpty() ? QString() : QStringLiteral(" · ") + status.message));
    if (++m_pollCount % 10 == 0 && m_controller->hasCameras())
        m_stats->setText(m_controller->statsText());
}

void VideoDock::onClicked(int side, QPoint pixel, QColor colour)
{
    if (!m_pickButton->isChecked())
        return;
    m_pickButton->setChecked(false);
    core::HsvRange range = core::HsvRange::around(cv::Vec3b(uchar(colour.blue()), uchar(colour.green()), uchar(colour.red())));
    if (!range.enabled || colour.hsvSaturation() < 60) {
        return error(tr("The picked pixel (%1, %2) is grey: pick a clearly coloured object.").arg(pixel.x()).arg(pixel.y()));
    }
    m_controller->vision().setTrackingRange(range);
    m_plot->clear();
    m_trackBox->setChecked(true);
    m_position->setText(tr("Tracking hue %1–%2 (picked in the %3 view).")
                            .arg(range.hueLow * 2)
                            .arg(range.hueHigh * 2)
                            .arg(side == 0 ? tr("left") : tr("right")));
}

void VideoDock::snapshot()
{
    const QString base = QFileDialog::getSaveFileName(
        this, tr("Snapshot (both views as PNG)"),
        QStringLiteral("snapshot-%1.png").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))),
        tr("PNG images (*.png)"));
    if (base.isEmpty())
        return;
    QStringList written;
    QString why;
    if (!m_view->saveSnapshot(base, &written, &why))
        error(why);
}

void VideoDock::toggleRecording(bool on)
{
    if (!on) {
        m_controller->stopRecording();
        m_recordButton->setText(tr("Record streams…"));
        return;
    }
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Record the streams into folder"));
    QStringList files;
    QString why;
    if (dir.isEmpty() || !m_controller->startRecording(dir, &files, &why)) {
        const QSignalBlocker block(m_recordButton);
        m_recordButton->setChecked(false);
        if (!dir.isEmpty())
            error(why);
        return;
    }
    m_recordButton->setText(tr("Stop recording"));
}

void VideoDock::toggleCsv(bool on)
{
    if (!on) {
        m_controller->stopTrackCsv();
        m_csvButton->setText(tr("Record CSV…"));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Record tracked positions"), QStringLiteral("track.csv"),
                                                      tr("CSV files (*.csv)"));
    QString why;
    if (path.isEmpty() || !m_controller->startTrackCsv(path, &why)) {
        const QSignalBlocker block(m_csvButton);
        m_csvButton->setChecked(false);
        if (!path.isEmpty())
            error(why);
        return;
    }
    m_csvButton->setText(tr("Stop CSV"));
}

void VideoDock::saveCalibration()
{
    const auto calibration = m_controller->vision().calibration();
    if (!calibration)
        return error(tr("Nothing to save: compute or load a calibration first."));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save stereo calibration"), QStringLiteral("stereo.yaml"),
                                                      tr("YAML files (*.yaml *.yml)"));
    QString why;
    if (!path.isEmpty() && !core::saveStereoCalibration(path, *calibration, &why))
        error(why);
}

void VideoDock::loadCalibration()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load stereo calibration"), QString(),
                                                      tr("YAML files (*.yaml *.yml);;All files (*)"));
    if (path.isEmpty())
        return;
    QString why;
    const auto calibration = core::loadStereoCalibration(path, &why);
    if (!calibration)
        return error(why);
    m_controller->vision().setCalibration(std::make_shared<const core::StereoCalibration>(*calibration));
}

void VideoDock::showTestCard()
{
    if (!m_card)
        m_card = new widgets::LatencyTestCard;
    m_card->showFullScreen();
    m_card->raise();
}

QDockWidget *createVideoDock(QMainWindow *window, LabController *lab)
{
    auto *dock = new QDockWidget(VideoDock::tr("Video"), window);
    dock->setObjectName(QStringLiteral("videoDock"));
    dock->setWidget(new VideoDock(lab, dock));
    window->addDockWidget(Qt::RightDockWidgetArea, dock);
    // Tabbed with a dock already on the right (if any), so the window keeps its layout.
    for (QDockWidget *other : window->findChildren<QDockWidget *>()) {
        if (other != dock && window->dockWidgetArea(other) == Qt::RightDockWidgetArea && !other->isFloating()) {
            window->tabifyDockWidget(other, dock);
            break;
        }
    }
    // LOOPSCOPE_VIDEO_SIM=1: show the dock and start the simulated pair at once (demos, screenshots).
    if (qEnvironmentVariableIntValue("LOOPSCOPE_VIDEO_SIM") == 1) {
        auto *video = static_cast<VideoDock *>(dock->widget());
        QTimer::singleShot(0, video, [dock, video] {
            dock->raise();
            video->openSimulatedPair();
        });
    }
    return dock;
}

} // namespace loopscope::app::gui
