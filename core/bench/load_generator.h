#pragma once
// The optional stress beside any probe, so a probe can run "under load" and
// be compared with the same probe idle:
//   - cpu-threads busy threads (arithmetic in a loop),
//   - one thread writing and reading a memory-mib buffer in a loop (caches,
//     memory bandwidth, TLB),
//   - a sender blasting UDP datagrams at net-mbit over loopback 127.0.0.1 to
//     a socket the generator drains itself on another thread.
// Every thread runs 10 steps nicer than the thread that started it (at most
// 19; setpriority on its thread id), so the load
// competes with normal work without starving the machine entirely, checks the
// stop flag at least every 10 ms, and ends by itself after duration-limit.

#include "core/bench/param_spec.h"

#include <QString>
#include <QVariantMap>
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace loopscope::core {

struct LoadStats
{
    int64_t cpuLoops = 0;     // busy-loop rounds of all CPU threads
    int64_t memoryBytes = 0;  // bytes written + read by the memory thread
    int64_t netBytesSent = 0; // UDP payload bytes sent
    int64_t netBytesReceived = 0;
    int64_t netSendErrors = 0; // datagrams the kernel refused (buffer full)
};

class LoadGenerator
{
public:
    LoadGenerator();
    ~LoadGenerator(); // stops and joins

    LoadGenerator(const LoadGenerator &) = delete;
    LoadGenerator &operator=(const LoadGenerator &) = delete;

    // Keys: cpu-threads, memory-mib, net-mbit, duration-limit.
    static const std::vector<ParamSpec> &paramSpecs();
    // A ProbeKindSpec (kind "load") holding paramSpecs(), for validateParams.
    static const ProbeKindSpec &spec();

    // Validates params (missing keys take their defaults), allocates, opens
    // the sockets and starts the threads. False with a message naming the
    // parameter or the failing resource; nothing keeps running then.
    bool start(const QVariantMap &params, QString *error);
    void stop(); // bounded: every thread checks the stop flag at least every 10 ms
    // Threads still loading (false once stopped or after duration-limit).
    bool running() const;
    // "2 CPU threads, 256 MiB memory, 100 Mbit/s loopback UDP" (of the last start).
    QString describe() const;
    QVariantMap params() const; // validated, complete (of the last start)
    LoadStats stats() const;

    static QString describe(const QVariantMap &validatedParams);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
