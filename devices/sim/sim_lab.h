#pragma once
// Starts and stops the simulated lab: a loopscope-sim process on loopback,
// and reads the endpoints it prints. Used by the GUI (the README's run
// command), by `loopscope-cli --sim` and by the tests.

#include <QList>
#include <QString>
#include <QStringList>
#include <memory>

namespace loopscope::devices {

struct SimEchoOptions
{
    int deviceCount = 2;
    quint16 basePort = 0;     // 0: ephemeral ports
    int delayUs = 0;          // fixed extra delay before the echo
    int jitterUs = 0;         // uniform random extra delay 0..jitter
    double dropRatio = 0;     // 0..1
    double reorderRatio = 0;  // 0..1
    double duplicateRatio = 0;// 0..1
    quint32 seed = 1;
};

struct SimEndpoint
{
    QString kind;   // "udp-echo"
    int index = 0;
    QString host;
    quint16 port = 0;
    QString name;
    QString serial;
};

class SimLab
{
public:
    SimLab();
    ~SimLab(); // stops the process

    // Path of the loopscope-sim executable: $LOOPSCOPE_SIM, else next to the
    // running executable, else on PATH.
    static QString simulatorPath();

    // Starts loopscope-sim and waits (up to timeoutMs) for its "ready" line.
    bool start(const SimEchoOptions &options, QString *error, int timeoutMs = 5000);
    void stop();
    bool isRunning() const;
    QList<SimEndpoint> endpoints() const;
    qint64 processId() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::devices
