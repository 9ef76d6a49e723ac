#pragma once
// Starts and stops the simulated lab: a loopscope-sim process on loopback,
// and reads the endpoints it prints. Used by the GUI (the README's run
// command), by `loopscope-cli --sim` and by the tests.

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
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
    QString host = QStringLiteral("127.0.0.1"); // IPv4 or IPv6 address to bind

    // --- simulated servo buses (each on its own PTY); empty = none ---
    QString moteusIds;        // "1-12" or "1,2,5": fdcanusb line protocol (--moteus)
    QString moteusRs485Ids;   // RS485 framing (--moteus-rs485)
    QString dynamixelIds;     // Dynamixel Protocol 2.0 (--dynamixel)
    int dynamixelBaud = 0;    // 0: the simulator's default (57600)
    QString dynamixelModel;   // --dynamixel-model: "1060" or per ID "1-3:1020,4-6:1060"; empty: 1020
    int replyDelayUs = -1;    // device turnaround for every bus; -1: the simulator's defaults
    int servoWatchdogMs = -1; // moteus default watchdog; -1: the simulator's default
    QString ptyLinkDir;       // --pty-link-dir: stable symlinks DIR/moteus-fdcanusb, ... (for reconnects)

    // --- simulated cameras (loopscope-camsim beside loopscope-sim): RTSP/H.264 on
    // 127.0.0.1 with the video clock code in every frame; 0 = none ---
    int cameraCount = 0;      // --cameras, 0..4; 2 = a stereo pair (index 0 left, 1 right)
    int cameraWidth = 0;      // --camera-size WxH (both > 0); 0: the simulator's default 1280x720
    int cameraHeight = 0;
    int cameraFps = 0;        // --camera-fps; 0: the simulator's default (30)
    quint16 cameraPort = 0;   // --camera-port; 0: any free port

    // --- the servo buses as firmware on emulated microcontrollers (McuLab:
    // QEMU, one STM32F405 per node) instead of loopscope-sim: a Dynamixel
    // node when dynamixelIds is set, a moteus RS485 node when moteusRs485Ids
    // is (each ID 1), the UDP echo I/O board when deviceCount > 0; nothing
    // else is started ---
    bool onMcu = false;
};

struct SimEndpoint
{
    QString kind;   // "udp-echo", "moteus-fdcanusb", "moteus-rs485", "dynamixel", "camera"
    int index = 0;  // device number as printed by loopscope-sim (udp-echo from 1, camera from 0)
    QString host;
    quint16 port = 0;
    QString name;
    QString serial;
    // Serial buses: the PTY the simulator serves, the IDs on it and (Dynamixel) the baud.
    QString ptyPath;
    QList<int> ids;
    int baud = 0;
    // Cameras: the RTSP URL (host and port are filled from it) and the stream's format.
    QString url;    // "rtsp://127.0.0.1:8554/cam0"
    int width = 0;
    int height = 0;
    int fps = 0;
    bool isSerialBus() const { return !ptyPath.isEmpty(); }
    bool isCamera() const { return !url.isEmpty(); }
    // "127.0.0.1:7000" or "[::1]:7000", as DiscoveryTarget::parse reads it; a camera's URL.
    QString endpoint() const;
};

class SimLab
{
public:
    SimLab();
    ~SimLab(); // stops the process
    SimLab(const SimLab &) = delete;
    SimLab &operator=(const SimLab &) = delete;

    // The command-line arguments start() passes for these options.
    static QStringList arguments(const SimEchoOptions &options);

    // Path of the loopscope-sim executable: $LOOPSCOPE_SIM (as given), else next to the
    // running executable (when a QCoreApplication exists), else
    // $LOOPSCOPE_BIN_DIR/loopscope-sim, else on PATH. Empty when none is found.
    static QString simulatorPath();

    // Starts loopscope-sim (always with --exit-with-parent) and waits (up to
    // timeoutMs) for its "ready" line. On failure *error says why, including
    // the simulator's stderr when it exited early. Note: the kernel's
    // parent-death signal follows the *thread* that started the process, so
    // call start() from a thread that outlives the simulator (e.g. the main
    // thread). stop() terminates, then kills after a timeout; the destructor stops.
    bool start(const SimEchoOptions &options, QString *error, int timeoutMs = 5000);
    void stop();
    bool isRunning() const;
    QList<SimEndpoint> endpoints() const;
    // The first endpoint of a kind ("moteus-fdcanusb", ...), or nullptr.
    const SimEndpoint *endpoint(const QString &kind) const;
    qint64 processId() const;

    // Called (on the thread that started it, from its event loop) when the
    // simulator ends by itself — crashed, killed or exited — with its exit
    // code (the signal number when crashed is true). Never for stop() or
    // the destructor. Replaces a previous handler; empty: none.
    using ExitHandler = std::function<void(int exitCode, bool crashed)>;
    void setExitHandler(ExitHandler handler);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::devices
