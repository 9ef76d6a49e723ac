#pragma once
// The serial half of a discovery scan: which ports to look at, and the
// probes run on one port — each protocol of the registry that the options ask
// for, at each of its bauds, in the registry's scan order (moteus fdcanusb
// lines, Dynamixel 2.0, moteus RS485 frames if asked). Blocking; called from
// the scanner's worker thread (or a benchmark / the CLI).

#include "devices/discovery/scan_types.h"

#include <atomic>
#include <functional>

namespace loopscope::devices {

// Explicit ports first (as given), then /dev/ttyUSB* and /dev/ttyACM* when
// enumeratePorts is set; a port reached by two names is listed once.
QStringList listSerialPorts(const ScanOptions &options);
// Number of probe steps scanSerialPort runs on one port (for progress).
int probeStepsPerPort(const ScanOptions &options);

// Progress of one port: fraction 0..1 of its steps, and what it is doing.
using PortProgress = std::function<void(double fraction, const QString &text)>;

// Runs every probe on one port; appends what answered to *found. Errors
// (cannot open, port vanished) end the port's scan and go in the report.
// cancel (may be null) is checked between probes and inside long waits.
PortReport scanSerialPort(const QString &path, const ScanOptions &options, const std::atomic<bool> *cancel,
                          const PortProgress &progress, std::vector<DeviceIdentity> *found);

// The human text for a failed open: adds a hint for permission / busy / missing.
QString explainOpenError(const QString &path, const QString &error);

} // namespace loopscope::devices
