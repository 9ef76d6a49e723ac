#pragma once
// The bench the GUI looks at: starts the simulated lab (loopscope-sim) when
// asked, and runs UDP discovery on a worker thread — discovery blocks for its
// timeout, so it never runs on the GUI thread. The result comes back as a
// queued signal.

#include "devices/sim/sim_lab.h"
#include "widgets/device_list.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <memory>
#include <thread>

namespace loopscope::app::gui {

class LabController : public QObject
{
    Q_OBJECT
public:
    explicit LabController(QObject *parent = nullptr);
    ~LabController() override; // waits for a running scan, stops the simulator

    // Starts loopscope-sim with deviceCount devices on loopback.
    bool startSimulator(int deviceCount, QString *error);
    void stopSimulator();
    bool simulatorRunning() const;

    // Extra places to look, as "HOST:PORT" or "HOST:FIRST-LAST" (loopback only
    // in tests). The simulator's endpoints are always scanned while it runs.
    void setExtraTargets(const QStringList &targets) { m_extraTargets = targets; }

    // Starts a scan in the background; false (and nothing happens) while one runs.
    bool scan(int timeoutMs = 400);
    bool scanning() const { return m_scanning.load(); }

signals:
    void scanStarted();
    void scanFinished(const QList<loopscope::widgets::DeviceInfo> &devices, const QStringList &errors);

private:
    void joinWorker();

    std::unique_ptr<devices::SimLab> m_sim;
    QStringList m_extraTargets;
    std::thread m_worker;
    std::atomic<bool> m_scanning{false};
};

} // namespace loopscope::app::gui
