#pragma once
// Feeds the control-loop view: the buses to pick from, the link budget of
// the picked bus (prefilled from DeviceController::budgetFor), and "Measure":
// for a few seconds it watches the telemetry of every actuator on the bus and
// measures the exchange time of one full poll cycle (first to last reply of
// a cycle, scaled to N devices) and the achieved cycle rate.

#include <QObject>
#include <QTimer>
#include <cstdint>
#include <vector>

namespace loopscope::widgets {
class LinkBudgetView;
}

namespace loopscope::app::gui {

class DeviceController;

class LoopController : public QObject
{
    Q_OBJECT
public:
    LoopController(DeviceController *devices, widgets::LinkBudgetView *view, QObject *parent = nullptr);

    void measure(int busIndex, int durationMs = 3000);
    bool measuring() const { return m_busIndex >= 0; }

private:
    void onBusesChanged();
    void onTick();
    void finish();

    DeviceController *m_devices;
    widgets::LinkBudgetView *m_view;
    int m_busIndex = -1;
    std::vector<std::int64_t> m_replyTimesNs;
    std::uint64_t m_cyclesAtStart = 0;
    std::int64_t m_startNs = 0;
    QTimer m_done;
};

} // namespace loopscope::app::gui
