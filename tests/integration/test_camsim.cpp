// loopscope-sim --cameras: the simulated stereo pair (loopscope-camsim) seen
// from outside with FFmpeg's own tools over RTSP/TCP on loopback: H.264 of the
// configured size, frames arriving, the video clock code in every frame (read
// back with core/video/clock_code.h), one capture time per tick for both
// cameras, a disparity that matches the documented geometry, and no camera
// process left behind. Deadlines are generous upper bounds; the only rate check
// is a low lower bound (not a speed test).
#include "core/video/clock_code.h"
#include "devices/sim/sim_lab.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QtTest>

#include <csignal>
#include <optional>

using loopscope::core::ClockCode;
using loopscope::devices::SimEchoOptions;
using loopscope::devices::SimEndpoint;
using loopscope::devices::SimLab;

namespace {

constexpr int kWidth = 640;
constexpr int kHeight = 360;
constexpr int kFps = 30;
constexpr int kFrames = 60;
constexpr int kStartTimeoutMs = 30000;
constexpr int kFetchTimeoutMs = 45000;
// The documented geometry (firmware/camera/README.md): f = 1000 px x H / 1080,
// baseline 0.1 m, ball depth 0.9 .. 2.1 m.
constexpr double kFocalPx = 1000.0 * kHeight / 1080.0;
constexpr double kBaselineM = 0.1;
// The ball is ~10 px across at 360p and H.264 at a low bitrate blurs its edge:
// its centroid is good to about a pixel.
constexpr double kCentroidTolerancePx = 1.5;

struct FrameInfo
{
    qint64 arrivalMs = 0;
    std::optional<uint64_t> codeUs;
    int64_t ageUs = 0;        // reader's clock minus the code when read
    bool ballSeen = false;
    double ballU = 0, ballV = 0; // centroid of the ball's pixels
};

// One `ffmpeg -i URL -f rawvideo -pix_fmt rgb24 -` whose frames are analysed as they arrive.
struct Fetch
{
    QProcess process;
    QByteArray pending;
    QList<FrameInfo> frames;
};

FrameInfo analyse(const uchar *rgb, qint64 arrivalMs)
{
    FrameInfo info;
    info.arrivalMs = arrivalMs;
    const QImage image(rgb, kWidth, kHeight, kWidth * 3, QImage::Format_RGB888);
    info.codeUs = ClockCode::read(image);
    if (info.codeUs)
        info.ageUs = ClockCode::latencyUs(ClockCode::nowRealtimeUs(), *info.codeUs);
    // The ball is saturated orange (255, 96, 0); the wall's colours are weak.
    double sumU = 0, sumV = 0;
    int count = 0;
    for (int y = 0; y < kHeight; ++y) {
        const uchar *row = rgb + y * kWidth * 3;
        for (int x = 0; x < kWidth; ++x) {
            const int r = row[3 * x], g = row[3 * x + 1], b = row[3 * x + 2];
            if (r > 180 && b < 90 && r - g > 90) {
                sumU += x + 0.5;
                sumV += y + 0.5;
                ++count;
            }
        }
    }
    if (count >= 20) {
        info.ballSeen = true;
        info.ballU = sumU / count;
        info.ballV = sumV / count;
    }
    return info;
}

void startFetch(Fetch &fetch, const QString &ffmpeg, const QString &url)
{
    fetch.process.setProgram(ffmpeg);
    fetch.process.setArguments({QStringLiteral("-nostdin"), QStringLiteral("-v"), QStringLiteral("error"),
                                QStringLiteral("-rtsp_transport"), QStringLiteral("tcp"), QStringLiteral("-i"), url,
                                QStringLiteral("-frames:v"), QString::number(kFrames), QStringLiteral("-fps_mode"),
                                QStringLiteral("passthrough"), QStringLiteral("-f"), QStringLiteral("rawvideo"),
                                QStringLiteral("-pix_fmt"), QStringLiteral("rgb24"), QStringLiteral("-")});
    fetch.process.start(QIODevice::ReadOnly);
}

// Runs the fetches side by side until each has finished (or the deadline passes).
void runFetches(QList<Fetch *> fetches, const QElapsedTimer &clock)
{
    const qsizetype frameBytes = qsizetype(kWidth) * kHeight * 3;
    while (clock.elapsed() < kFetchTimeoutMs) {
        bool anyRunning = false;
        for (Fetch *fetch : fetches) {
            if (fetch->process.state() != QProcess::NotRunning) {
                anyRunning = true;
                fetch->process.waitForReadyRead(5);
            }
            fetch->pending += fetch->process.readAllStandardOutput();
            while (fetch->pending.size() >= frameBytes) {
                fetch->frames.append(
                    analyse(reinterpret_cast<const uchar *>(fetch->pending.constData()), clock.elapsed()));
                fetch->pending.remove(0, frameBytes);
            }
        }
        if (!anyRunning)
            return;
    }
    for (Fetch *fetch : fetches) {
        fetch->process.kill();
        fetch->process.waitForFinished(3000);
    }
}

QString ffprobeStream(const QString &ffprobe, const QString &url, QString *error)
{
    QProcess probe;
    probe.start(ffprobe, {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-rtsp_transport"),
                          QStringLiteral("tcp"), QStringLiteral("-select_streams"), QStringLiteral("v:0"),
                          QStringLiteral("-show_entries"), QStringLiteral("stream=codec_name,width,height"),
                          QStringLiteral("-of"), QStringLiteral("default=noprint_wrappers=1"), url});
    if (!probe.waitForFinished(kFetchTimeoutMs)) {
        probe.kill();
        probe.waitForFinished(3000);
        *error = QStringLiteral("ffprobe did not finish");
        return {};
    }
    *error = QString::fromLocal8Bit(probe.readAllStandardError());
    return QString::fromLocal8Bit(probe.readAllStandardOutput());
}

// Children of `parentPid` whose command name starts with `name` (from /proc/*/stat).
QList<qint64> childProcesses(qint64 parentPid, const QString &name)
{
    QList<qint64> children;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromLatin1(stat.readAll());
        const qsizetype open = text.indexOf(QLatin1Char('('));
        const qsizetype close = text.lastIndexOf(QLatin1Char(')'));
        if (open < 0 || close < open)
            continue;
        const QString comm = text.mid(open + 1, close - open - 1);
        const QStringList rest = text.mid(close + 2).split(QLatin1Char(' '));
        if (rest.size() > 1 && rest.at(1).toLongLong() == parentPid && name.startsWith(comm))
            children.append(pid);
    }
    return children;
}

// True once the process is gone or a zombie waiting for its (new) parent to reap it.
bool processEnded(qint64 pid, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    do {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return true;
        const QByteArray text = stat.readAll();
        const qsizetype close = text.lastIndexOf(')');
        if (close > 0 && close + 2 < text.size() && (text.at(close + 2) == 'Z' || text.at(close + 2) == 'X'))
            return true;
        QTest::qWait(20);
    } while (clock.elapsed() < timeoutMs);
    return false;
}

SimEchoOptions stereoOptions()
{
    SimEchoOptions options;
    options.deviceCount = 1;
    options.cameraCount = 2;
    options.cameraWidth = kWidth;
    options.cameraHeight = kHeight;
    options.cameraFps = kFps;
    return options;
}

QList<SimEndpoint> cameras(const SimLab &lab)
{
    QList<SimEndpoint> list;
    for (const SimEndpoint &endpoint : lab.endpoints())
        if (endpoint.kind == QLatin1String("camera"))
            list.append(endpoint);
    return list;
}

} // namespace

class TestCamsim : public QObject
{
    Q_OBJECT

private slots:
    void argumentsCarryCameraOptions()
    {
        const QStringList none = SimLab::arguments(SimEchoOptions{});
        QVERIFY(!none.contains(QStringLiteral("--cameras")));
        const QStringList args = SimLab::arguments(stereoOptions());
        QCOMPARE(args.at(args.indexOf(QStringLiteral("--cameras")) + 1), QStringLiteral("2"));
        QCOMPARE(args.at(args.indexOf(QStringLiteral("--camera-size")) + 1), QStringLiteral("640x360"));
        QCOMPARE(args.at(args.indexOf(QStringLiteral("--camera-fps")) + 1), QStringLiteral("30"));
        QCOMPARE(args.at(args.indexOf(QStringLiteral("--camera-port")) + 1), QStringLiteral("0"));
    }

    void stereoPairStreamsH264WithClockCode()
    {
        const QString ffmpeg = QStandardPaths::findExecutable(QStringLiteral("ffmpeg"));
        const QString ffprobe = QStandardPaths::findExecutable(QStringLiteral("ffprobe"));
        QVERIFY2(!ffmpeg.isEmpty() && !ffprobe.isEmpty(), "ffmpeg and ffprobe are needed (apt install ffmpeg)");

        SimLab lab;
        QString error;
        QVERIFY2(lab.start(stereoOptions(), &error, kStartTimeoutMs), qPrintable(error));
        const QList<SimEndpoint> pair = cameras(lab);
        QCOMPARE(pair.size(), 2);
        QVERIFY(lab.endpoint(QStringLiteral("udp-echo")) != nullptr); // the rest of the lab is unchanged
        for (int k = 0; k < 2; ++k) {
            const SimEndpoint &camera = pair.at(k);
            QCOMPARE(camera.index, k);
            QVERIFY2(camera.url.startsWith(QStringLiteral("rtsp://127.0.0.1:")), qPrintable(camera.url));
            QVERIFY(camera.url.endsWith(QStringLiteral("/cam%1").arg(k)));
            QCOMPARE(camera.endpoint(), camera.url);
            QCOMPARE(camera.host, QStringLiteral("127.0.0.1"));
            QVERIFY(camera.port > 0);
            QCOMPARE(camera.width, kWidth);
            QCOMPARE(camera.height, kHeight);
            QCOMPARE(camera.fps, kFps);
        }
        QCOMPARE(pair.at(0).port, pair.at(1).port); // one RTSP server

        for (const SimEndpoint &camera : pair) {
            const QString info = ffprobeStream(ffprobe, camera.url, &error);
            QVERIFY2(info.contains(QStringLiteral("codec_name=h264")), qPrintable(info + error));
            QVERIFY2(info.contains(QStringLiteral("width=%1").arg(kWidth)), qPrintable(info));
            QVERIFY2(info.contains(QStringLiteral("height=%1").arg(kHeight)), qPrintable(info));
        }

        // Both cameras at once, so frames of the same tick can be matched by their code.
        Fetch left, right;
        QElapsedTimer clock;
        clock.start();
        startFetch(left, ffmpeg, pair.at(0).url);
        startFetch(right, ffmpeg, pair.at(1).url);
        runFetches({&left, &right}, clock);
        for (Fetch *fetch : {&left, &right}) {
            QVERIFY2(fetch->frames.size() == kFrames,
                     qPrintable(QStringLiteral("%1 of %2 frames; ffmpeg: %3")
                                    .arg(fetch->frames.size())
                                    .arg(kFrames)
                                    .arg(QString::fromLocal8Bit(fetch->process.readAllStandardError()))));
            QCOMPARE(fetch->pending.size(), 0);
            const double spanS = (fetch->frames.last().arrivalMs - fetch->frames.first().arrivalMs) / 1000.0;
            const double rateFps = spanS > 0 ? (kFrames - 1) / spanS : 1e9;
            qInfo("frames arrived at %.1f fps", rateFps);
            QVERIFY2(rateFps >= 10.0, qPrintable(QStringLiteral("%1 fps").arg(rateFps)));

            int coded = 0;
            std::optional<uint64_t> previous;
            for (const FrameInfo &frame : fetch->frames) {
                if (!frame.codeUs)
                    continue;
                ++coded;
                // Sanity bounds on the camera clock (same host): not in the future, not stale.
                QVERIFY2(frame.ageUs > -1000000 && frame.ageUs < 5000000,
                         qPrintable(QStringLiteral("code age %1 us").arg(frame.ageUs)));
                if (previous)
                    QVERIFY2(*frame.codeUs > *previous, "every frame is a new tick");
                previous = frame.codeUs;
            }
            if (coded > 1) {
                uint64_t first = 0;
                for (const FrameInfo &frame : fetch->frames)
                    if (frame.codeUs && !first)
                        first = *frame.codeUs;
                qInfo("camera clock: %.1f ms per frame over %d coded frames", (*previous - first) / 1000.0 / (coded - 1),
                      coded);
            }
            QVERIFY2(coded >= kFrames * 9 / 10, qPrintable(QStringLiteral("%1 of %2 frames carry a valid code")
                                                               .arg(coded)
                                                               .arg(kFrames)));
        }

        // The stereo pair: frames with the same code show the ball at the same row,
        // shifted left in the right camera by f * baseline / Z with Z in 0.9 .. 2.1 m
        // (f = 333.3 px at 360p: 15.9 .. 37.0 px).
        int matched = 0;
        for (const FrameInfo &l : std::as_const(left.frames)) {
            for (const FrameInfo &r : std::as_const(right.frames)) {
                if (!l.codeUs || l.codeUs != r.codeUs || !l.ballSeen || !r.ballSeen)
                    continue;
                ++matched;
                const double disparityPx = l.ballU - r.ballU;
                QVERIFY2(disparityPx > kFocalPx * kBaselineM / 2.1 - kCentroidTolerancePx
                             && disparityPx < kFocalPx * kBaselineM / 0.9 + kCentroidTolerancePx,
                         qPrintable(QStringLiteral("disparity %1 px").arg(disparityPx)));
                // Each camera's encoder smears the ball edge its own way: rows
                // agree within a few pixels (CI saw 1.6 px), a wrong pairing
                // moves the ball by tens of rows.
                QVERIFY2(qAbs(l.ballV - r.ballV) < 2 * kCentroidTolerancePx, qPrintable(QStringLiteral("rows %1 vs %2")
                                                                       .arg(l.ballV)
                                                                       .arg(r.ballV)));
            }
        }
        QVERIFY2(matched >= kFrames / 2,
                 qPrintable(QStringLiteral("only %1 frame pairs share a capture time").arg(matched)));

        // Stopping the simulator stops the cameras.
        const QList<qint64> camsim = childProcesses(lab.processId(), QStringLiteral("loopscope-camsim"));
        QCOMPARE(camsim.size(), 1);
        lab.stop();
        QVERIFY2(processEnded(camsim.first(), 5000), "loopscope-camsim outlived loopscope-sim");
    }

    void killedSimulatorTakesCamerasAlong()
    {
        SimLab lab;
        QString error;
        SimEchoOptions options = stereoOptions();
        options.cameraCount = 1;
        QVERIFY2(lab.start(options, &error, kStartTimeoutMs), qPrintable(error));
        QCOMPARE(cameras(lab).size(), 1);
        const QList<qint64> camsim = childProcesses(lab.processId(), QStringLiteral("loopscope-camsim"));
        QCOMPARE(camsim.size(), 1);
        QVERIFY(::kill(pid_t(lab.processId()), SIGKILL) == 0);
        QVERIFY2(processEnded(camsim.first(), 5000), "loopscope-camsim outlived a killed loopscope-sim");
        lab.stop();
    }

    void busyCameraPortIsAClearError()
    {
        QTcpServer busy;
        QVERIFY(busy.listen(QHostAddress::LocalHost, 0));
        SimLab lab;
        SimEchoOptions options = stereoOptions();
        options.cameraPort = busy.serverPort();
        QString error;
        QVERIFY(!lab.start(options, &error, kStartTimeoutMs));
        QVERIFY2(error.contains(QStringLiteral("camera simulator")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("code 3")), qPrintable(error));
        QVERIFY(!lab.isRunning());
    }

    void badCameraOptionsAreRejected()
    {
        const QString sim = SimLab::simulatorPath();
        QVERIFY(!sim.isEmpty());
        for (const QStringList &args : {QStringList{QStringLiteral("--cameras"), QStringLiteral("5")},
                                        QStringList{QStringLiteral("--camera-size"), QStringLiteral("641x360")},
                                        QStringList{QStringLiteral("--camera-size"), QStringLiteral("200x360")},
                                        QStringList{QStringLiteral("--camera-fps"), QStringLiteral("0")}}) {
            QProcess process;
            process.start(sim, args);
            QVERIFY(process.waitForFinished(10000));
            QCOMPARE(process.exitCode(), 2);
            QVERIFY(QString::fromLocal8Bit(process.readAllStandardError()).contains(args.first()));
        }
    }
};

QTEST_GUILESS_MAIN(TestCamsim)
#include "test_camsim.moc"
