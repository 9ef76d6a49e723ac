#pragma once
// The Devices dock: the one device tree, the scan (F5) and its Cancel, and
// the DeviceController behind them (discovery off the GUI thread, one
// devices::Bus per serial bus found, the display-rate keep-alive). After a
// scan it fills the tree and says what it found; a selected UDP device fills
// the benchmark's target, a selected actuator asks for its jog panel.

#include "widgets/device_tree.h"

#include <QDockWidget>
#include <QStringList>

class QAction;

namespace loopscope::app::gui {

class DeviceController;
class LabController;

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

    // The title of an actuator's jog tab: its name and model.
    QString actuatorTitle(const QString &key) const;

public slots:
    void scan();

signals:
    void scanFinished(const QList<loopscope::widgets::DeviceTreeEntry> &entries);
    void actuatorSelected(const QString &key);
    void statusMessage(const QString &text, int timeoutMs);

private:
    void onScanFinished();

    LabController *m_lab = nullptr;
    bool m_enumeratePorts = true;
    DeviceController *m_controller = nullptr;
    widgets::DeviceTree *m_tree = nullptr;
    QAction *m_scanAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QStringList m_scanErrors;
};

} // namespace loopscope::app::gui
