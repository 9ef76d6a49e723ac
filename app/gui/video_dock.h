#pragma once
// The Video dock: cameras by URL or the simulated pair, the stereo view
// (side by side / anaglyph / overlay / rectified / disparity) with
// per-stream latency statistics, snapshot and recording, the latency test
// card, stereo calibration (capture, compute, save, load) and colour-blob
// tracking (click to pick) with the 3D position drawn, plotted and recorded
// to CSV. createVideoDock() is the one call the main window makes.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDockWidget;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMainWindow;
class QPushButton;
class QSpinBox;
class QTimer;

namespace loopscope::widgets {
class LatencyTestCard;
class StereoView;
class VideoTrackPlot;
} // namespace loopscope::widgets

namespace loopscope::app::gui {

class LabController;
class VideoController;

class VideoDock : public QWidget
{
    Q_OBJECT
public:
    // lab: the owner of the simulated pair's process (null: a controller of its own).
    explicit VideoDock(LabController *lab = nullptr, QWidget *parent = nullptr);
    ~VideoDock() override;

    VideoController *controller() const { return m_controller; }
    widgets::StereoView *stereoView() const { return m_view; }
    QPushButton *simulatedPairButton() const { return m_simButton; }

public slots:
    void openSimulatedPair();
    void openUrls();
    // Opens a left/right pair of URLs (fills the URL fields; errors shown inline).
    void showCameras(const QString &left, const QString &right);
    void closeCameras();

private:
    QWidget *buildCalibrationBox();
    QWidget *buildTrackingBox();
    void onCamerasChanged();
    void onPoll();
    void updateBanner();
    void onClicked(int side, QPoint pixel, QColor colour);
    void snapshot();
    void toggleRecording(bool on);
    void toggleCsv(bool on);
    void saveCalibration();
    void loadCalibration();
    void showTestCard();
    void error(const QString &message);

    VideoController *m_controller = nullptr;
    widgets::StereoView *m_view = nullptr;
    widgets::VideoTrackPlot *m_plot = nullptr;
    widgets::LatencyTestCard *m_card = nullptr;
    QLineEdit *m_leftUrl = nullptr;
    QLineEdit *m_rightUrl = nullptr;
    QPushButton *m_simButton = nullptr;
    QComboBox *m_mode = nullptr;
    QPushButton *m_recordButton = nullptr;
    QLabel *m_stats = nullptr;
    QLabel *m_calibStatus = nullptr;
    QSpinBox *m_boardCols = nullptr;
    QSpinBox *m_boardRows = nullptr;
    QDoubleSpinBox *m_squareMm = nullptr;
    QPushButton *m_pickButton = nullptr;
    QCheckBox *m_trackBox = nullptr;
    QPushButton *m_csvButton = nullptr;
    QLabel *m_position = nullptr;
    QTimer *m_poll = nullptr;
    int m_pollCount = 0;
};

// The dock holding a VideoDock (object name "videoDock"), added to window's
// right dock area, tabbed with a dock already there; its simulated pair comes
// from lab (the window's LabController; null: the dock's own). With the
// environment variable LOOPSCOPE_VIDEO_SIM=1 it is raised and starts the
// simulated pair.
QDockWidget *createVideoDock(QMainWindow *window, LabController *lab = nullptr);

} // namespace loopscope::app::gui
