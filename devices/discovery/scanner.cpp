#include "devices/discovery/scanner.h"

#include "core/timing/realtime.h"
#include "devices/discovery/serial_port_scan.h"
#include "devices/echo/echo_device.h"

#include <QCoreApplication>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace loopscope::devices {

struct ScanProgressState::Impl
{
    mutable std::mutex mutex;
    ScanProgress progress;
};

ScanProgressState::ScanProgressState() : d(std::make_unique<Impl>()) {}
ScanProgressState::~ScanProgressState() = default;

void ScanProgressState::set(double fraction, const QString &text)
{
    std::lock_guard lock(d->mutex);
    d->progress.fraction = std::max(d->progress.fraction, std::clamp(fraction, 0.0, 1.0)); // never goes back
    d->progress.text = text;
}

void ScanProgressState::setDevicesFound(int count)
{
    std::lock_guard lock(d->mutex);
    d->progress.devicesFound = count;
}

void ScanProgressState::setRunning(bool running, bool finished)
{
    std::lock_guard lock(d->mutex);
    if (running && !d->progress.running)
        d->progress = ScanProgress{};
    d->progress.running = running;
    d->progress.finished = finished;
}

ScanProgress ScanProgressState::get() const
{
    std::lock_guard lock(d->mutex);
    return d->progress;
}

namespace {

struct UdpPart
{
    std::vector<DeviceIdentity> devices;
    QStringList errors;
};

UdpPart discoverUdp(const ScanOptions &options)
{
    UdpPart part;
    for (const DiscoveredDevice &device :
         discoverEchoDevices(options.udpTargets, options.udpTimeoutMs, &part.errors))
        part.devices.push_back(EchoDevice::identityOf(device));
    for (QString &error : part.errors)
        error = QCoreApplication::translate("loopscope::DeviceTexts", "UDP discovery: %1").arg(error);
    return part;
}

} // namespace

ScanResult runScan(const ScanOptions &options, const std::atomic<bool> *cancel, ScanProgressState *progress)
{
    const std::int64_t start = core::monotonicNs();
    ScanResult result;
    const QStringList ports = listSerialPorts(options);
    const int portSteps = probeStepsPerPort(options);
    const bool udp = !options.udpTargets.empty();
    const int totalSteps = std::max(1, int(ports.size()) * portSteps + (udp ? 1 : 0));
    int foundCount = 0;

    UdpPart udpPart;
    std::thread udpThread;
    if (udp)
        udpThread = std::thread([&] { udpPart = discoverUdp(options); });

    std::vector<DeviceIdentity> serialDevices;
    for (int i = 0; i < ports.size(); ++i) {
        if (cancel && cancel->load())
            break;
        if (portSteps == 0)
            break;
        const auto portProgress = [&](double fraction, const QString &text) {
            if (progress) {
                progress->set((i * portSteps + fraction * portSteps) / totalSteps, text);
                progress->setDevicesFound(foundCount + int(serialDevices.size()));
            }
        };
        PortReport report = scanSerialPort(ports[i], options, cancel, portProgress, &serialDevices);
        if (!report.error.isEmpty())
            result.errors << report.error;
        result.warnings << report.warnings;
        result.ports.push_back(std::move(report));
    }
    if (udpThread.joinable()) {
        if (progress)
            progress->set(double(totalSteps - 1) / totalSteps, QCoreApplication::translate("loopscope::DeviceTexts", "UDP discovery"));
        udpThread.join();
        result.devices = std::move(udpPart.devices);
        result.errors << udpPart.errors;
    }
    for (DeviceIdentity &identity : serialDevices)
        result.devices.push_back(std::move(identity));
    foundCount = int(result.devices.size());
    result.cancelled = cancel && cancel->load();
    result.durationS = double(core::monotonicNs() - start) / 1e9;
    if (progress) {
        progress->setDevicesFound(foundCount);
        progress->set(
            result.cancelled ? 0.0 : 1.0,
            result.cancelled
                ? QCoreApplication::translate("loopscope::DeviceTexts", "cancelled")
                : QCoreApplication::translate("loopscope::DeviceTexts", "%1 devices found").arg(foundCount));
    }
    return result;
}

struct Scanner::Impl
{
    std::thread worker;
    std::atomic<bool> cancel{false};
    ScanProgressState progress;
    std::mutex mutex;
    std::condition_variable done;
    bool started = false;
    bool finished = false;
    ScanResult result;

    void join()
    {
        if (worker.joinable())
            worker.join();
    }
};

Scanner::Scanner() : d(std::make_unique<Impl>()) {}

Scanner::~Scanner()
{
    cancel();
    d->join();
}

bool Scanner::start(const ScanOptions &options, std::function<void()> onFinished)
{
    {
        std::lock_guard lock(d->mutex);
        if (d->started && !d->finished)
            return false;
    }
    d->join();
    {
        std::lock_guard lock(d->mutex);
        d->started = true;
        d->finished = false;
        d->result = {};
    }
    d->cancel = false;
    d->progress.setRunning(true, false);
    d->worker = std::thread([this, options, onFinished = std::move(onFinished)] {
        ScanResult result = runScan(options, &d->cancel, &d->progress);
        {
            std::lock_guard lock(d->mutex);
            d->result = std::move(result);
            d->finished = true;
        }
        d->progress.setRunning(false, true);
        d->done.notify_all();
        if (onFinished)
            onFinished();
    });
    return true;
}

void Scanner::cancel()
{
    d->cancel = true;
}

bool Scanner::isRunning() const
{
    std::lock_guard lock(d->mutex);
    return d->started && !d->finished;
}

bool Scanner::isFinished() const
{
    std::lock_guard lock(d->mutex);
    return d->finished;
}

ScanProgress Scanner::progress() const
{
    return d->progress.get();
}

std::optional<ScanResult> Scanner::waitForResult(int timeoutMs)
{
    std::unique_lock lock(d->mutex);
    if (!d->started)
        return std::nullopt;
    const auto ready = [&] { return d->finished; };
    if (timeoutMs < 0)
        d->done.wait(lock, ready);
    else if (!d->done.wait_for(lock, std::chrono::milliseconds(timeoutMs), ready))
        return std::nullopt;
    return d->result;
}

} // namespace loopscope::devices
