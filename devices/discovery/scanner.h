#pragma once
// Discovery: one Scan over serial ports × protocols × baud rates × IDs and
// UDP echo devices, merged into one list of DeviceIdentity.
//
//   Scanner scanner;
//   scanner.start(options);                 // worker thread; returns at once
//   ... every GUI tick: scanner.progress()  // fraction + "port X at 57600 baud"
//   scanner.cancel();                       // returns within ~200 ms
//   auto result = scanner.waitForResult(); // or poll isFinished() / onFinished
//
// Serial probes run one port after another on the worker thread (a port
// speaks at one baud at a time); the UDP discovery runs beside them on its
// own thread. Per-port problems (busy, vanished, no permission) are reported
// in ScanResult::errors and PortReport::error; the scan goes on. Cancel is
// checked between probes and inside every wait longer than ~20 ms; the UDP
// part ends after its own timeout (udpTimeoutMs, default 200 ms).

#include "devices/discovery/scan_types.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace loopscope::devices {

// Thread-safe progress: written by the worker, polled by the GUI at its rate.
class ScanProgressState
{
public:
    ScanProgressState();
    ~ScanProgressState();
    void set(double fraction, const QString &text);
    void setDevicesFound(int count);
    void setRunning(bool running, bool finished);
    ScanProgress get() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

// Blocking scan on the calling thread (the CLI, benchmarks). cancel and
// progress may be null.
ScanResult runScan(const ScanOptions &options, const std::atomic<bool> *cancel, ScanProgressState *progress);

class Scanner
{
public:
    Scanner();
    ~Scanner(); // cancels and joins a running scan

    Scanner(const Scanner &) = delete;
    Scanner &operator=(const Scanner &) = delete;

    // Starts a scan on a worker thread. False if one is still running.
    // onFinished (optional) is called on the worker thread when the result is
    // ready (e.g. QMetaObject::invokeMethod(..., Qt::QueuedConnection)).
    bool start(const ScanOptions &options, std::function<void()> onFinished = {});
    void cancel();
    bool isRunning() const;  // started and not finished
    bool isFinished() const; // a result is ready
    ScanProgress progress() const;
    // Waits up to timeoutMs (-1: forever) for the result; nullopt if the scan
    // is still running or none was started.
    std::optional<ScanResult> waitForResult(int timeoutMs = -1);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::devices
