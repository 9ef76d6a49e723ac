#include "app/gui/loop_controller.h"

#include "app/gui/device_controller.h"
#include "core/timing/realtime.h"
#include "widgets/link_budget_view.h"

#include <QLocale>
#include <algorithm>

namespace loopscope::app::gui {

LoopController::LoopController(DeviceController *devices, widgets::LinkBudgetView *view, QObject *parent)
    : QObject(parent), m_devices(devices), m_view(view)
{
    m_done.setSingleShot(true);
    connect(&m_done, &QTimer::timeout, this, &LoopController::finish);
    connect(m_devices, &DeviceController::busesChanged, this, &LoopController::onBusesChanged);
    connect(m_devices, &DeviceController::busesAboutToChange, this, [this] {
        if (measuring()) {
            m_done.stop();
            m_busIndex = -1;
            m_view->setMeasuring(false);
            m_view->setMeasured(tr("The measurement stopped: the buses were closed."));
        }
    });
    connect(m_devices, &DeviceController::ticked, this, &LoopController::onTick);
    connect(m_view, &widgets::LinkBudgetView::busSelected, this,
            [this](int bus) { m_view->setBusInput(m_devices->budgetFor(bus)); });
    connect(m_view, &widgets::LinkBudgetView::measureRequested, this, [this](int bus) { measure(bus); });
}

void LoopController::onBusesChanged()
{
    QStringList names;
    for (int i = 0; i < m_devices->busCount(); ++i)
        names << m_devices->bus(i)->name();
    m_view->setBuses(names);
}

void LoopController::measure(int busIndex, int durationMs)
{
    devices::Bus *bus = m_devices->bus(busIndex);
    if (!bus || measuring())
        return;
    m_busIndex = busIndex;
    m_replyTimesNs.clear();
    m_cyclesAtStart = bus->counters().cycles;
    m_startNs = core::monotonicNs();
    m_view->setMeasuring(true);
    m_done.start(durationMs);
}

void LoopController::onTick()
{
    devices::Bus *bus = m_devices->bus(m_busIndex);
    if (!measuring() || !bus)
        return;
    for (const QString &key : m_devices->actuatorKeys()) {
        devices::Bus *owner = nullptr;
        int index = -1;
        if (m_devices->findActuator(key, &owner, &index) && owner == bus)
            for (const devices::TelemetrySample &s : m_devices->newSamples(key))
                if (s.valid)
                    m_replyTimesNs.push_back(s.timeNs);
    }
}

void LoopController::finish()
{
    devices::Bus *bus = m_devices->bus(m_busIndex);
    m_busIndex = -1;
    m_view->setMeasuring(false);
    if (!bus) {
        m_view->setMeasured(tr("The bus is gone."));
        return;
    }
    const int devices = std::max(1, bus->actuatorCount());
    const double elapsedS = double(core::monotonicNs() - m_startNs) / 1e9;
    const double cyclesPerS = double(bus->counters().cycles - m_cyclesAtStart) / std::max(1e-3, elapsedS);
    // Replies of one poll cycle come back to back; cycles are separated by the
    // poll loop's sleep. Split the sorted reply times at gaps larger than the
    // typical spacing and measure each complete cycle's first-to-last span.
    std::sort(m_replyTimesNs.begin(), m_replyTimesNs.end());
    std::vector<double> busyUs;
    if (devices > 1 && m_replyTimesNs.size() >= std::size_t(devices)) {
        std::vector<std::int64_t> deltas;
        for (std::size_t i = 1; i < m_replyTimesNs.size(); ++i)
            deltas.push_back(m_replyTimesNs[i] - m_replyTimesNs[i - 1]);
        std::vector<std::int64_t> sorted = deltas;
        std::sort(sorted.begin(), sorted.end());
        // The within-cycle spacing is the lower part of the distribution.
        const std::int64_t within = sorted[sorted.size() * (devices - 1) / devices / 2];
        const std::int64_t split = std::max<std::int64_t>(within * 3, 200'000);
        std::size_t first = 0;
        for (std::size_t i = 1; i <= m_replyTimesNs.size(); ++i) {
            if (i == m_replyTimesNs.size() || m_replyTimesNs[i] - m_replyTimesNs[i - 1] > split) {
                if (i - first == std::size_t(devices))
                    busyUs.push_back(double(m_replyTimesNs[i - 1] - m_replyTimesNs[first]) / 1e3 * devices / (devices - 1));
                first = i;
            }
        }
    }
    QString text = tr("%1 poll cycles/s on %2 (the bus polls at a fixed rate).")
                       .arg(QLocale().toString(cyclesPerS, 'f', 1))
                       .arg(bus->name());
    if (!busyUs.empty()) {
        std::sort(busyUs.begin(), busyUs.end());
        const double median = busyUs[busyUs.size() / 2];
        text += QLatin1Char('\n') +
                tr("Exchange time of one full cycle (%1 devices): median %2 µs, max %3 µs over %4 cycles "
                   "→ at most %5 Hz.")
                    .arg(devices)
                    .arg(QLocale().toString(median, 'f', 0))
                    .arg(QLocale().toString(busyUs.back(), 'f', 0))
                    .arg(busyUs.size())
                    .arg(QLocale().toString(median > 0 ? 1e6 / median : 0.0, 'f', 0));
    } else {
        text += QLatin1Char('\n') + tr("Not enough complete cycles to measure the exchange time.");
    }
    m_view->setMeasured(text);
}

} // namespace loopscope::app::gui
