#include "app/gui/jog_area.h"

#include "app/gui/jog_controller.h"
#include "widgets/jog_panel.h"

#include <QTabBar>
#include <QTabWidget>

namespace loopscope::app::gui {

JogArea::JogArea(DeviceController *devices, QTabWidget *tabs, int firstJogTab, QObject *parent)
    : QObject(parent), m_devices(devices), m_tabs(tabs), m_firstJogTab(firstJogTab)
{
    m_tabs->setTabsClosable(true);
    // The benchmark tab(s) cannot be closed.
    for (int i = 0; i < firstJogTab; ++i)
        m_tabs->tabBar()->setTabButton(i, QTabBar::RightSide, nullptr);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &JogArea::close);
}

widgets::JogPanel *JogArea::open(const QString &key, const QString &title)
{
    if (JogController *existing = m_controllers.value(key)) {
        m_tabs->setCurrentWidget(existing->panel());
        existing->panel()->setFocus();
        return existing->panel();
    }
    auto *panel = new widgets::JogPanel;
    panel->setObjectName(QStringLiteral("jogPanel"));
    panel->setAngleUnit(m_angleUnit);
    panel->setDeviceTitle(title);
    auto *controller = new JogController(m_devices, key, panel, this);
    m_controllers.insert(key, controller);
    const int index = m_tabs->addTab(panel, title.section(QStringLiteral(" on "), 0, 0));
    m_tabs->setTabToolTip(index, title);
    m_tabs->setCurrentIndex(index);
    panel->setFocus();
    return panel;
}

void JogArea::setAngleUnit(widgets::AngleUnit unit)
{
    m_angleUnit = unit;
    for (JogController *c : m_controllers)
        c->panel()->setAngleUnit(unit);
}

widgets::JogPanel *JogArea::panel(const QString &key) const
{
    JogController *controller = m_controllers.value(key);
    return controller ? controller->panel() : nullptr;
}

JogController *JogArea::controller(const QString &key) const
{
    return m_controllers.value(key);
}

QList<JogArea::SafetyState> JogArea::safetyStates() const
{
    QList<SafetyState> states;
    // In tab order, so the bar lists them as the tabs do.
    for (int i = m_firstJogTab; i < m_tabs->count(); ++i)
        for (JogController *c : m_controllers)
            if (c->panel() == m_tabs->widget(i)) {
                SafetyState s;
                s.key = c->key();
                s.title = m_tabs->tabText(i);
                s.torqueOn = c->panel()->torqueEnabled();
                s.linkLost = c->panel()->linkLost();
                s.heartbeatFresh = c->heartbeatFresh();
                s.watchdogS = c->deviceWatchdogS();
                states << s;
            }
    return states;
}

void JogArea::close(int tabIndex)
{
    if (tabIndex < m_firstJogTab)
        return;
    QWidget *page = m_tabs->widget(tabIndex);
    for (auto it = m_controllers.begin(); it != m_controllers.end(); ++it) {
        if (it.value()->panel() == page) {
            // Closing a panel stops commanding that actuator (its watchdog takes over).
            it.value()->panel()->setTorqueEnabled(false);
            emit it.value()->panel()->torqueToggled(false);
            delete it.value();
            m_controllers.erase(it);
            break;
        }
    }
    m_tabs->removeTab(tabIndex);
    page->deleteLater();
}

} // namespace loopscope::app::gui
