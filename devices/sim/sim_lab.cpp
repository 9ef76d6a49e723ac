#include "devices/sim/sim_lab.h"

#include "devices/sim/mcu_lab.h"

#include <QCoreApplication>
#include <algorithm>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QUrl>

namespace loopscope::devices {

namespace {

constexpr int kStopTimeoutMs = 2000;
const QString kExecutableName = QStringLiteral("loopscope-sim");

bool isExecutableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

// "moteus-fdcanusb /dev/pts/5 ids=1,2,3", "dynamixel /dev/pts/7 ids=1,2 baud=57600"
bool parseSerialBusLine(const QStringList &fields, SimEndpoint *out)
{
    if (fields.size() < 3 || !fields.at(1).startsWith(QLatin1Char('/')))
        return false;
    SimEndpoint endpoint;
    endpoint.kind = fields.at(0);
    endpoint.ptyPath = fields.at(1);
    for (qsizetype i = 2; i < fields.size(); ++i) {
        const QString &field = fields.at(i);
        bool ok = false;
        if (field.startsWith(QLatin1String("ids="))) {
            for (const QString &id : field.mid(4).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const int value = id.toInt(&ok);
                if (!ok)
                    return false;
                endpoint.ids.append(value);
            }
        } else if (field.startsWith(QLatin1String("baud="))) {
            endpoint.baud = field.mid(5).toInt(&ok);
            if (!ok)
                return false;
        }
    }
    if (endpoint.ids.isEmpty())
        return false;
    *out = endpoint;
    return true;
}

// "camera 0 rtsp://127.0.0.1:8554/cam0 1280x720@30"
bool parseCameraLine(const QStringList &fields, SimEndpoint *out)
{
    if (fields.size() < 4)
        return false;
    SimEndpoint endpoint;
    endpoint.kind = fields.at(0);
    bool ok = false;
    endpoint.index = fields.at(1).toInt(&ok);
    if (!ok || endpoint.index < 0)
        return false;
    const QUrl url(fields.at(2), QUrl::StrictMode);
    if (!url.isValid() || url.scheme() != QLatin1String("rtsp") || url.host().isEmpty() || url.port() <= 0)
        return false;
    endpoint.url = fields.at(2);
    endpoint.host = url.host();
    endpoint.port = static_cast<quint16>(url.port());
    const QString &format = fields.at(3); // WxH@F
    const qsizetype cross = format.indexOf(QLatin1Char('x'));
    const qsizetype at = format.indexOf(QLatin1Char('@'));
    if (cross <= 0 || at <= cross)
        return false;
    bool widthOk = false, heightOk = false, fpsOk = false;
    endpoint.width = format.left(cross).toInt(&widthOk);
    endpoint.height = format.mid(cross + 1, at - cross - 1).toInt(&heightOk);
    endpoint.fps = format.mid(at + 1).toInt(&fpsOk);
    if (!widthOk || !heightOk || !fpsOk || endpoint.width <= 0 || endpoint.height <= 0 || endpoint.fps <= 0)
        return false;
    *out = endpoint;
    return true;
}

// "udp-echo 1 127.0.0.1:7000 name=sim-echo-1 serial=LS-ECHO-0001"
bool parseDeviceLine(const QString &line, SimEndpoint *out)
{
    const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!fields.isEmpty() && fields.at(0) == QLatin1String("camera"))
        return parseCameraLine(fields, out);
    if (!fields.isEmpty()
        && (fields.at(0) == QLatin1String("moteus-fdcanusb") || fields.at(0) == QLatin1String("moteus-rs485")
            || fields.at(0) == QLatin1String("dynamixel")))
        return parseSerialBusLine(fields, out);
    if (fields.size() < 3)
        return false;
    SimEndpoint endpoint;
    endpoint.kind = fields.at(0);
    bool ok = false;
    endpoint.index = fields.at(1).toInt(&ok);
    if (!ok)
        return false;
    const QString &address = fields.at(2);
    const qsizetype colon = address.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return false;
    QString host = address.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    const uint port = address.mid(colon + 1).toUInt(&ok);
    if (!ok || port == 0 || port > 65535 || host.isEmpty())
        return false;
    endpoint.host = host;
    endpoint.port = static_cast<quint16>(port);
    for (qsizetype i = 3; i < fields.size(); ++i) {
        const QString &field = fields.at(i);
        if (field.startsWith(QLatin1String("name=")))
            endpoint.name = field.mid(5);
        else if (field.startsWith(QLatin1String("serial=")))
            endpoint.serial = field.mid(7);
    }
    *out = endpoint;
    return true;
}

} // namespace

QString SimEndpoint::endpoint() const
{
    if (isCamera())
        return url;
    if (isSerialBus())
        return baud > 0 ? QStringLiteral("%1@%2").arg(ptyPath).arg(baud) : ptyPath;
    if (host.contains(QLatin1Char(':')))
        return QStringLiteral("[%1]:%2").arg(host).arg(port);
    return QStringLiteral("%1:%2").arg(host).arg(port);
}

struct SimLab::Impl
{
    std::unique_ptr<QProcess> process;
    std::unique_ptr<McuLab> mcu; // onMcu: the nodes in QEMU instead of the process
    QList<SimEndpoint> endpoints;
    ExitHandler onExit;

    void watch()
    {
        QObject::connect(process.get(), &QProcess::finished, process.get(),
                         [this](int exitCode, QProcess::ExitStatus status) {
                             if (onExit)
                                 onExit(exitCode, status == QProcess::CrashExit);
                         });
    }
};

SimLab::SimLab() : d(std::make_unique<Impl>()) {}

SimLab::~SimLab()
{
    stop();
}

QStringList SimLab::arguments(const SimEchoOptions &options)
{
    const auto ratio = [](double value) { return QString::number(value, 'g', 10); };
    QStringList servo;
    if (!options.moteusIds.isEmpty())
        servo << QStringLiteral("--moteus") << options.moteusIds;
    if (!options.moteusRs485Ids.isEmpty())
        servo << QStringLiteral("--moteus-rs485") << options.moteusRs485Ids;
    if (!options.dynamixelIds.isEmpty())
        servo << QStringLiteral("--dynamixel") << options.dynamixelIds;
    if (options.dynamixelBaud > 0)
        servo << QStringLiteral("--dynamixel-baud") << QString::number(options.dynamixelBaud);
    if (!options.dynamixelModel.isEmpty())
        servo << QStringLiteral("--dynamixel-model") << options.dynamixelModel;
    if (options.replyDelayUs >= 0)
        servo << QStringLiteral("--reply-delay-us") << QString::number(options.replyDelayUs);
    if (options.servoWatchdogMs >= 0)
        servo << QStringLiteral("--servo-watchdog-ms") << QString::number(options.servoWatchdogMs);
    if (!options.ptyLinkDir.isEmpty())
        servo << QStringLiteral("--pty-link-dir") << options.ptyLinkDir;
    if (options.cameraCount > 0) {
        servo << QStringLiteral("--cameras") << QString::number(options.cameraCount);
        if (options.cameraWidth > 0 && options.cameraHeight > 0)
            servo << QStringLiteral("--camera-size")
                  << QStringLiteral("%1x%2").arg(options.cameraWidth).arg(options.cameraHeight);
        if (options.cameraFps > 0)
            servo << QStringLiteral("--camera-fps") << QString::number(options.cameraFps);
        servo << QStringLiteral("--camera-port") << QString::number(options.cameraPort);
    }
    return servo + QStringList{QStringLiteral("--udp-echo"),
            QString::number(options.deviceCount),
            QStringLiteral("--udp-host"),
            options.host,
            QStringLiteral("--udp-base-port"),
            QString::number(options.basePort),
            QStringLiteral("--delay-us"),
            QString::number(options.delayUs),
            QStringLiteral("--jitter-us"),
            QString::number(options.jitterUs),
            QStringLiteral("--drop"),
            ratio(options.dropRatio),
            QStringLiteral("--reorder"),
            ratio(options.reorderRatio),
            QStringLiteral("--duplicate"),
            ratio(options.duplicateRatio),
            QStringLiteral("--seed"),
            QString::number(options.seed),
            QStringLiteral("--exit-with-parent")};
}

QString SimLab::simulatorPath()
{
    const QString fromEnv = qEnvironmentVariable("LOOPSCOPE_SIM");
    if (!fromEnv.isEmpty())
        return fromEnv;
    if (QCoreApplication::instance()) {
        const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(kExecutableName);
        if (isExecutableFile(beside))
            return beside;
    }
    const QString binDir = qEnvironmentVariable("LOOPSCOPE_BIN_DIR");
    if (!binDir.isEmpty()) {
        const QString inBinDir = QDir(binDir).filePath(kExecutableName);
        if (isExecutableFile(inBinDir))
            return inBinDir;
    }
    return QStandardPaths::findExecutable(kExecutableName);
}

bool SimLab::start(const SimEchoOptions &options, QString *error, int timeoutMs)
{
    QString dummy;
    if (!error)
        error = &dummy;
    if (isRunning()) {
        *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                             "the simulator is already running (pid %1); stop it first")
                     .arg(processId());
        return false;
    }
    stop();
    if (options.onMcu) {
        McuLabOptions mcu;
        mcu.dynamixel = !options.dynamixelIds.isEmpty();
        mcu.moteus = !options.moteusRs485Ids.isEmpty();
        mcu.ioBoard = options.deviceCount > 0;
        d->mcu = std::make_unique<McuLab>();
        if (!d->mcu->start(mcu, error, std::max(timeoutMs, 10000))) {
            d->mcu.reset();
            return false;
        }
        d->endpoints = d->mcu->endpoints();
        return true;
    }
    const QString program = simulatorPath();
    if (program.isEmpty()) {
        *error = QCoreApplication::translate(
            "loopscope::DeviceTexts",
            "loopscope-sim not found next to the application, in $LOOPSCOPE_BIN_DIR or "
            "on PATH; set LOOPSCOPE_SIM to its path");
        return false;
    }
    auto process = std::make_unique<QProcess>();
    process->setProgram(program);
    process->setArguments(arguments(options));
    process->setProcessChannelMode(QProcess::SeparateChannels);
    process->start(QIODevice::ReadOnly);
    if (!process->waitForStarted(timeoutMs)) {
        *error = QCoreApplication::translate(
                     "loopscope::DeviceTexts",
                     "cannot start the simulator '%1': %2 (set LOOPSCOPE_SIM to the path of "
                     "loopscope-sim)")
                     .arg(program, process->errorString());
        process->kill();
        process->waitForFinished(kStopTimeoutMs);
        return false;
    }

    QList<SimEndpoint> endpoints;
    QElapsedTimer clock;
    clock.start();
    bool ready = false;
    QString failure;
    while (!ready && failure.isEmpty()) {
        while (process->canReadLine()) {
            const QString line = QString::fromUtf8(process->readLine()).trimmed();
            if (line == QLatin1String("ready")) {
                ready = true;
                break;
            }
            SimEndpoint endpoint;
            if (!parseDeviceLine(line, &endpoint)) {
                failure = QCoreApplication::translate("loopscope::DeviceTexts",
                                                      "unexpected line from the simulator: '%1'")
                              .arg(line.left(200));
                break;
            }
            endpoints.append(endpoint);
        }
        if (ready || !failure.isEmpty())
            break;
        if (process->state() == QProcess::NotRunning) {
            const QString stderrText = QString::fromLocal8Bit(process->readAllStandardError()).trimmed();
            failure = QCoreApplication::translate("loopscope::DeviceTexts",
                                                  "the simulator exited (code %1) before it was ready: %2")
                          .arg(process->exitCode())
                          .arg(stderrText.isEmpty()
                                   ? QCoreApplication::translate("loopscope::DeviceTexts", "no message")
                                   : stderrText);
            break;
        }
        const qint64 leftMs = timeoutMs - clock.elapsed();
        if (leftMs <= 0) {
            failure = QCoreApplication::translate("loopscope::DeviceTexts",
                                                  "the simulator did not report 'ready' within %1 ms")
                          .arg(timeoutMs);
            break;
        }
        process->waitForReadyRead(int(leftMs));
    }
    if (!failure.isEmpty()) {
        *error = failure;
        process->kill();
        process->waitForFinished(kStopTimeoutMs);
        return false;
    }
    d->process = std::move(process);
    d->endpoints = endpoints;
    d->watch();
    // It may have exited between the ready line and the connection.
    if (d->process->state() == QProcess::NotRunning && d->onExit)
        QMetaObject::invokeMethod(
            d->process.get(),
            [this] {
                if (d->onExit && d->process)
                    d->onExit(d->process->exitCode(), d->process->exitStatus() == QProcess::CrashExit);
            },
            Qt::QueuedConnection);
    return true;
}

void SimLab::stop()
{
    d->endpoints.clear();
    d->mcu.reset();
    if (!d->process)
        return;
    d->process->disconnect(); // an intended stop is no exit to report
    if (d->process->state() != QProcess::NotRunning) {
        d->process->terminate();
        if (!d->process->waitForFinished(kStopTimeoutMs)) {
            d->process->kill();
            d->process->waitForFinished(kStopTimeoutMs);
        }
    }
    d->process.reset();
}

bool SimLab::isRunning() const
{
    if (d->mcu)
        return d->mcu->isRunning();
    return d->process && d->process->state() == QProcess::Running;
}

QList<SimEndpoint> SimLab::endpoints() const
{
    return d->endpoints;
}

const SimEndpoint *SimLab::endpoint(const QString &kind) const
{
    for (const SimEndpoint &e : d->endpoints)
        if (e.kind == kind)
            return &e;
    return nullptr;
}

void SimLab::setExitHandler(ExitHandler handler)
{
    d->onExit = std::move(handler);
}

qint64 SimLab::processId() const
{
    return d->process ? d->process->processId() : 0;
}

} // namespace loopscope::devices
