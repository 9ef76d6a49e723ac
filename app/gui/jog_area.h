#pragma once
// The jog panels of the main window: one tab per actuator in the central tab
// widget (beside the benchmark charts), each with its JogController. Opening
// an actuator that already has a tab switches to it.

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

class QTabWidget;

#include "widgets/jog_panel.h"

namespace loopscope::app::gui {

class DeviceController;
class JogController;

class JogArea : public QObject
{
    Q_OBJECT
public:
    // tabs: the central tab widget; tabs before firstJogTab are not ours.
    JogArea(DeviceController *devices, QTabWidget *tabs, int firstJogTab, QObject *parent = nullptr);

    widgets::JogPanel *open(const QString &key, const QString &title);
    // Every open panel, and the ones opened later, show angles in unit.
    void setAngleUnit(widgets::AngleUnit unit);
    widgets::JogPanel *panel(const QString &key) const;
    JogController *controller(const QString &key) const;
    int panelCount() const { return int(m_controllers.size()); }

    // What the E-STOP bar shows of each open panel.
    struct SafetyState
    {
        QString key;
        QString title;
        bool torqueOn = false;
        bool linkLost = false;
        bool heartbeatFresh = false;
        double watchdogS = 0;
    };
    QList<SafetyState> safetyStates() const;

private:
    void close(int tabIndex);

    DeviceController *m_devices;
    QTabWidget *m_tabs;
    int m_firstJogTab;
    widgets::AngleUnit m_angleUnit = widgets::AngleUnit::Degrees;
    QHash<QString, JogController *> m_controllers;
};

} // namespace loopscope::app::gui
