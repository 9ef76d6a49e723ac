#pragma once
// The Devices dock: the one device tree, the scan (F5) and its Cancel, and
// the DeviceController behind them (discovery off the GUI thread, one
// devices::Bus per serial bus found, the display-rate keep-alive). After a
// scan it fills the tree and says what it found; a selected UDP device fills
// the benchmark's target, a selected actuator asks for its jog panel.
// It names every device the way people say it (devices::labelOf), keeps the
// names users give them and the tree's column choice in QSettings, mirrors
// each device's status from the controller, and lists the cameras of the
// Video dock and of the simulated lab.

#include "app/gui/device_names.h"
#include "devices/common/device_status.h"
#include "widgets/device_tree.h"

#include <QDockWidget>
#include <QHash>
#include <QPointer>
#include <QStringList>

class QAction;

namespace loopscope::app::gui {

class DeviceController;
class LabController;
class VideoController;

class DevicesDock : public QDockWidget
{
    Q_OBJECT
public:
    // lab: the simulated lab whose ports and UDP targets a scan covers.
    DevicesDock(LabController *lab, bool enumeratePorts, QWidget *parent = nullptr);

    DeviceController *controller() const { return m_controller; }
    widgets::DeviceTree *tree() const { return m_tree; }
    QAction *scanAction() const { return m_scanAction; }
    QAction *cancelScanAction() const { return m_cancelAction; }

    // The title of an actuator's jog tab: the user's name for it, else "moteus #1".
    QString actuatorTitle(const QString &key) const;
    // The user's name for a device or camera by its key ("" = none).
    QString userName(const QString &key) const;

    // The cameras to list: those video opens (with their stream state) and
    // the simulated lab's. May be called once; video may go away first.
    void setCameraSource(VideoController *video);
    void refreshCameras();

    static widgets::DeviceTreeStatus treeStatus(const devices::DeviceStatus &status);

public slots:
    void scan();

signals:
    void scanFinished(const QList<loopscope::widgets::DeviceTreeEntry> &entries);
    void actuatorSelected(const QString &key);
    void statusMessage(const QString &text, int timeoutMs);
    // The user renamed a device or camera (name "" = back to its label).
    void deviceRenamed(const QString &key, const QString &name);

private:
    void onScanFinished();
    void onRenamed(const QString &key, const QString &name);
    void onStreamState(int side);

    QPointer<LabController> m_lab;
    bool m_enumeratePorts = true;
    DeviceController *m_controller = nullptr;
    widgets::DeviceTree *m_tree = nullptr;
    QAction *m_scanAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QStringList m_scanErrors;
    DeviceNames m_names;
    QHash<QString, QString> m_identityKeys; // tree key -> identity key of its name
    QHash<QString, QString> m_shortNames;   // tree key -> "moteus #1"
    QPointer<VideoController> m_video;
};

} // namespace loopscope::app::gui
