#include "devices/sim/mcu_lab.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QHostAddress>
#include <QUdpSocket>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace loopscope::devices {

namespace {

// QEMU's PTY backend checks for a connected peer once a second.
constexpr int kPtyConnectMs = 1300;

struct Node
{
    QString kind, image;
    std::unique_ptr<QProcess> process;
    SimEndpoint endpoint;
    int holder = -1; // our own open of the PTY, so QEMU reads it
    QString output;
};

// A UDP port of 127.0.0.1 nothing is bound to right now (0: none).
quint16 freeUdpPort()
{
    QUdpSocket socket;
    if (!socket.bind(QHostAddress::LocalHost, 0))
        return 0;
    return socket.localPort();
}

} // namespace

struct McuLab::Impl
{
    std::vector<Node> nodes;
    QList<SimEndpoint> endpoints;
};

McuLab::McuLab()
    : d(std::make_unique<Impl>())
{
}

McuLab::~McuLab()
{
    stop();
}

QString McuLab::qemuPath()
{
    const QString given = qEnvironmentVariable("LOOPSCOPE_QEMU");
    if (!given.isEmpty())
        return QFileInfo(given).isExecutable() ? given : QString();
    return QStandardPaths::findExecutable(QStringLiteral("qemu-system-arm"));
}

QString McuLab::imageDir()
{
    const auto has = [](const QString &dir) {
        return !dir.isEmpty() && QFileInfo::exists(QDir(dir).filePath(QStringLiteral("loopscope-servo-dxl.elf")));
    };
    const QString given = qEnvironmentVariable("LOOPSCOPE_MCU_DIR");
    if (!given.isEmpty())
        return has(given) ? given : QString();
    if (QCoreApplication::instance()) {
        const QDir bin(QCoreApplication::applicationDirPath());
        // The build folder (build/bin, build/mcu), then an installation (the package: /usr/lib/loopscope/firmware).
        for (const QString &candidate : {bin.filePath(QStringLiteral("../mcu")),
                                         bin.filePath(QStringLiteral("../lib/loopscope/firmware"))})
            if (has(candidate))
                return QDir(candidate).canonicalPath();
    }
    const QString binDir = qEnvironmentVariable("LOOPSCOPE_BIN_DIR");
    if (!binDir.isEmpty() && has(QDir(binDir).filePath(QStringLiteral("../mcu"))))
        return QDir(QDir(binDir).filePath(QStringLiteral("../mcu"))).canonicalPath();
    return {};
}

bool McuLab::start(const McuLabOptions &options, QString *error, int timeoutMs)
{
    stop();
    const QString qemu = qemuPath();
    if (qemu.isEmpty()) {
        *error = QStringLiteral("qemu-system-arm is not installed (Debian: apt-get install qemu-system-arm), or "
                                "$LOOPSCOPE_QEMU does not name it");
        return false;
    }
    const QString dir = imageDir();
    if (dir.isEmpty()) {
        *error = QStringLiteral("the microcontroller images (loopscope-servo-dxl.elf, loopscope-servo-moteus.elf) are "
                                "not built: install gcc-arm-none-eabi and build again, or set $LOOPSCOPE_MCU_DIR");
        return false;
    }
    if (options.dynamixel)
        d->nodes.push_back({QStringLiteral("dynamixel"), QDir(dir).filePath(QStringLiteral("loopscope-servo-dxl.elf")), {}, {}, -1, {}});
    if (options.moteus)
        d->nodes.push_back({QStringLiteral("moteus-rs485"), QDir(dir).filePath(QStringLiteral("loopscope-servo-moteus.elf")), {}, {}, -1, {}});
    if (options.ioBoard)
        d->nodes.push_back({QStringLiteral("udp-echo"), QDir(dir).filePath(QStringLiteral("loopscope-io-board.elf")), {}, {}, -1, {}});
    static const QRegularExpression ptyLine(QStringLiteral("char device redirected to (/dev/pts/[0-9]+)"));
    for (Node &n : d->nodes) {
        n.process = std::make_unique<QProcess>();
        n.process->setProcessChannelMode(QProcess::MergedChannels);
        QStringList args;
        if (n.kind == QLatin1String("udp-echo")) {
            // The board's port 7 on a free UDP port of 127.0.0.1 (QEMU's user network).
            const quint16 port = freeUdpPort();
            if (port == 0) {
                *error = QStringLiteral("no free UDP port on 127.0.0.1 for the I/O board");
                stop();
                return false;
            }
            n.endpoint.host = QStringLiteral("127.0.0.1");
            n.endpoint.port = port;
            args = {QStringLiteral("-M"), QStringLiteral("mps2-an386"), QStringLiteral("-nographic"), QStringLiteral("-monitor"),
                    QStringLiteral("none"), QStringLiteral("-serial"), QStringLiteral("none"), QStringLiteral("-nic"),
                    QStringLiteral("user,model=lan9118,hostfwd=udp:127.0.0.1:%1-:7").arg(port), QStringLiteral("-kernel"), n.image};
        } else {
            args = {QStringLiteral("-M"), QStringLiteral("netduinoplus2"), QStringLiteral("-nographic"), QStringLiteral("-monitor"),
                    QStringLiteral("none"), QStringLiteral("-serial"), QStringLiteral("pty"), QStringLiteral("-kernel"), n.image};
        }
        if (options.icount)
            args << QStringLiteral("-icount") << QStringLiteral("shift=auto");
        n.process->start(qemu, args);
    }
    QDeadlineTimer deadline(timeoutMs);
    for (Node &n : d->nodes) {
        if (n.kind == QLatin1String("udp-echo")) {
            n.endpoint.kind = n.kind;
            n.endpoint.index = 1;
            n.endpoint.name = QStringLiteral("I/O board (MPS2 AN386 in QEMU)");
            d->endpoints << n.endpoint;
            continue;
        }
        while (n.endpoint.ptyPath.isEmpty()) {
            if (n.process->state() == QProcess::NotRunning || deadline.hasExpired()) {
                n.output += QString::fromUtf8(n.process->readAll());
                *error = QStringLiteral("QEMU did not start the %1 node (%2): %3")
                             .arg(n.kind, n.image, n.output.trimmed().isEmpty() ? n.process->errorString() : n.output.trimmed());
                stop();
                return false;
            }
            n.process->waitForReadyRead(100);
            n.output += QString::fromUtf8(n.process->readAll());
            const QRegularExpressionMatch m = ptyLine.match(n.output);
            if (m.hasMatch())
                n.endpoint.ptyPath = m.captured(1);
        }
        n.holder = ::open(n.endpoint.ptyPath.toLocal8Bit().constData(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
        if (n.holder < 0) {
            *error = QStringLiteral("cannot open %1 of the %2 node: %3").arg(n.endpoint.ptyPath, n.kind, QString::fromLocal8Bit(strerror(errno)));
            stop();
            return false;
        }
        n.endpoint.kind = n.kind;
        n.endpoint.index = 1;
        n.endpoint.ids = {1};
        n.endpoint.baud = n.kind == QLatin1String("dynamixel") ? 57600 : 0;
        n.endpoint.name = QStringLiteral("%1 node (STM32F405 in QEMU)").arg(n.kind);
        d->endpoints << n.endpoint;
    }
    // QEMU notices an open PTY within a second; until then it reads nothing.
    // (The I/O board needs no wait: its network is up when QEMU runs.)
    QThread::msleep(kPtyConnectMs);
    for (Node &n : d->nodes)
        if (n.process->state() == QProcess::NotRunning) {
            *error = QStringLiteral("QEMU (%1 node) exited: %2").arg(n.kind, QString::fromUtf8(n.process->readAll()).trimmed());
            stop();
            return false;
        }
    return true;
}

void McuLab::stop()
{
    for (Node &n : d->nodes) {
        if (n.process && n.process->state() != QProcess::NotRunning) {
            n.process->terminate();
            if (!n.process->waitForFinished(3000)) {
                n.process->kill();
                n.process->waitForFinished(3000);
            }
        }
        if (n.holder >= 0)
            ::close(n.holder);
    }
    d->nodes.clear();
    d->endpoints.clear();
}

bool McuLab::isRunning() const
{
    if (d->nodes.empty())
        return false;
    for (const Node &n : d->nodes)
        if (!n.process || n.process->state() != QProcess::Running)
            return false;
    return true;
}

QList<SimEndpoint> McuLab::endpoints() const
{
    return d->endpoints;
}

const SimEndpoint *McuLab::endpoint(const QString &kind) const
{
    for (const SimEndpoint &e : d->endpoints)
        if (e.kind == kind)
            return &e;
    return nullptr;
}

} // namespace loopscope::devices
