// bench_video_gui: two live 1080p30 H.264 streams shown in two VideoViews
// for --duration s per render path (Painter, then OpenGL), printing per path:
// frames displayed, dropped frames (decoder pool + replaced before display;
// target 0) and the GUI-thread cost per displayed frame p50/p99/max (target
// p99 <= 2 ms), plus camera-to-display latency when the clock code is present.
//
// Sources: --source sim (default): `loopscope-sim --cameras 2 --camera-size
// 1920x1080` over RTSP (with the clock code); --source ffmpeg: two
// `ffmpeg -re -f lavfi -i testsrc2=size=1920x1080:rate=30 -c:v libx264
// -tune zerolatency -f mpegts udp://127.0.0.1:P` processes; --source file:
// two 1080p30 files encoded once beforehand, relayed in real time with
// `ffmpeg -re -stream_loop -1 -i F -c copy -f mpegts udp://...` so the two
// cameras' encoders do not share this machine's cores with the GUI (on a
// real bench the cameras encode, not the lab PC).
// Run under xvfb-run for the OpenGL path (offscreen has no GL: it is skipped).
// Figures only; nothing is asserted.

#include "core/histogram/hdr_histogram.h"
#include "core/timing/realtime.h"
#include "core/video/video_decoder.h"
#include "devices/sim/sim_lab.h"
#include "widgets/video_surface.h"
#include "widgets/video_view.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QProcess>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <memory>

using namespace loopscope;

namespace {

struct PathFigures
{
    QString path;
    int64_t displayed = 0, decoded = 0, dropped = 0, decodeErrors = 0;
    core::HdrHistogram paint;
    core::HdrHistogram c2d;
    // The stages of camera-to-display, one after the other (clock code only).
    core::HdrHistogram toDemux, decode, convert, handoff;
};

// Everything recorded since the last take, into `into` (or dropped).
void takeAll(core::IntervalRecorder &recorder, core::HdrHistogram *into = nullptr)
{
    core::HdrHistogram h = recorder.makeHistogram();
    recorder.takeInterval(h);
    if (into)
        into->add(h);
}

void waitMs(int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 20);
}

PathFigures runPath(widgets::VideoRenderPath path, const QStringList &urls, double durationS, double warmupS)
{
    PathFigures fig;
    fig.path = path == widgets::VideoRenderPath::OpenGl ? QStringLiteral("opengl") : QStringLiteral("painter");
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    std::vector<std::unique_ptr<core::VideoDecoder>> decoders;
    std::vector<std::unique_ptr<widgets::DecoderFrameSource>> sources;
    std::vector<widgets::VideoView *> views;
    for (const QString &url : urls) {
        core::VideoSourceOptions options;
        options.url = url;
        auto decoder = std::make_unique<core::VideoDecoder>(options);
        QString error;
        if (!decoder->start(&error)) {
            std::fprintf(stderr, "bench_video_gui: %s: %s\n", qPrintable(url), qPrintable(error));
            return fig;
        }
        auto source = std::make_unique<widgets::DecoderFrameSource>(decoder.get());
        auto *view = new widgets::VideoView(path, &window);
        view->setSource(source.get());
        layout->addWidget(view);
        views.push_back(view);
        decoders.push_back(std::move(decoder));
        sources.push_back(std::move(source));
    }
    window.resize(1280, 400);
    window.show();
    if (path == widgets::VideoRenderPath::OpenGl && views.front()->renderPath() != path) {
        std::printf("%-8s skipped: no OpenGL context on this platform\n", qPrintable(fig.path));
        return fig;
    }
    // Warm-up: connect, first keyframe, pool allocations; then measure from zero.
    waitMs(int(warmupS * 1000));
    std::vector<core::VideoStreamStats> before;
    for (auto &d : decoders) {
        before.push_back(d->stats());
        core::VideoStreamRecorders &r = d->recorders();
        for (core::IntervalRecorder *rec : {&r.cameraToDisplayNs, &r.cameraToDemuxNs, &r.decodeNs, &r.convertNs, &r.handoffNs})
            takeAll(*rec);
    }
    for (auto *v : views)
        v->resetStatistics();
    waitMs(int(durationS * 1000));
    for (size_t i = 0; i < decoders.size(); ++i) {
        const core::VideoStreamStats s = decoders[i]->stats();
        fig.displayed += views[i]->framesShown();
        fig.decoded += s.framesDecoded - before[i].framesDecoded;
        fig.dropped += (s.droppedDisplay - before[i].droppedDisplay) + (s.droppedDecoder - before[i].droppedDecoder);
        fig.decodeErrors += s.decodeErrors - before[i].decodeErrors;
        fig.paint.add(views[i]->paintHistogram());
        core::VideoStreamRecorders &r = decoders[i]->recorders();
        takeAll(r.cameraToDisplayNs, &fig.c2d);
        takeAll(r.cameraToDemuxNs, &fig.toDemux);
        takeAll(r.decodeNs, &fig.decode);
        takeAll(r.convertNs, &fig.convert);
        takeAll(r.handoffNs, &fig.handoff);
        if (s.state != core::VideoStreamState::Playing)
            std::fprintf(stderr, "bench_video_gui: stream %zu is %s: %s\n", i,
                         qPrintable(core::videoStreamStateName(s.state)), qPrintable(s.reason));
    }
    for (auto *v : views)
        v->setSource(nullptr);
    for (auto &d : decoders)
        d->requestStop();
    return fig;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("GUI-thread cost of two live 1080p30 streams (figures only)."));
    parser.addHelpOption();
    QCommandLineOption duration(QStringLiteral("duration"), QStringLiteral("Seconds per render path (default 60)."),
                                QStringLiteral("s"), QStringLiteral("60"));
    QCommandLineOption source(QStringLiteral("source"), QStringLiteral("sim (default), ffmpeg or file."),
                              QStringLiteral("kind"), QStringLiteral("sim"));
    QCommandLineOption paths(QStringLiteral("paths"), QStringLiteral("painter,opengl (default both)."),
                             QStringLiteral("list"), QStringLiteral("painter,opengl"));
    QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Stream size (default 1920x1080)."),
                            QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    parser.addOptions({duration, source, paths, size});
    parser.process(app);
    const double durationS = std::max(1.0, parser.value(duration).toDouble());
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    const int width = wh.value(0).toInt(), height = wh.value(1).toInt();
    if (width <= 0 || height <= 0) {
        std::fprintf(stderr, "bench_video_gui: bad --size %s\n", qPrintable(parser.value(size)));
        return 2;
    }

    QStringList urls;
    devices::SimLab lab;
    std::vector<std::unique_ptr<QProcess>> ffmpegs;
    if (parser.value(source) == QLatin1String("file")) {
        const QString dir = QDir::temp().filePath(QStringLiteral("loopscope-bench-video"));
        QDir().mkpath(dir);
        const QStringList patterns{QStringLiteral("0"), QStringLiteral("120")}; // hue: two different-looking cameras
        for (int i = 0; i < 2; ++i) {
            const QString file = QStringLiteral("%1/live%2_%3x%4.ts").arg(dir).arg(i).arg(width).arg(height);
            if (!QFileInfo(file).size()) {
                std::fprintf(stderr, "bench_video_gui: encoding %s once (20 s)...\n", qPrintable(file));
                const int rc = QProcess::execute(
                    QStringLiteral("ffmpeg"),
                    {QStringLiteral("-loglevel"), QStringLiteral("error"), QStringLiteral("-y"), QStringLiteral("-f"),
                     QStringLiteral("lavfi"), QStringLiteral("-i"),
                     QStringLiteral("testsrc2=size=%2x%3:rate=30,hue=h=%1")
                         .arg(patterns[i])
                         .arg(width)
                         .arg(height),
                     QStringLiteral("-t"), QStringLiteral("20"), QStringLiteral("-c:v"), QStringLiteral("libx264"),
                     QStringLiteral("-preset"), QStringLiteral("veryfast"), QStringLiteral("-tune"),
                     QStringLiteral("zerolatency"), QStringLiteral("-g"), QStringLiteral("30"),
                     QStringLiteral("-pix_fmt"), QStringLiteral("yuv420p"), file});
                if (rc != 0) {
                    QFile::remove(file);
                    std::fprintf(stderr, "bench_video_gui: cannot encode %s (ffmpeg exit %d)\n", qPrintable(file), rc);
                    return 1;
                }
            }
            const int port = 23480 + 2 * i;
            auto p = std::make_unique<QProcess>();
            p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
            p->start(QStringLiteral("ffmpeg"),
                     {QStringLiteral("-loglevel"), QStringLiteral("error"), QStringLiteral("-re"),
                      QStringLiteral("-stream_loop"), QStringLiteral("-1"), QStringLiteral("-i"), file,
                      QStringLiteral("-c"), QStringLiteral("copy"), QStringLiteral("-f"), QStringLiteral("mpegts"),
                      QStringLiteral("udp://127.0.0.1:%1?pkt_size=1316").arg(port)});
            if (!p->waitForStarted(5000)) {
                std::fprintf(stderr, "bench_video_gui: cannot start ffmpeg\n");
                return 1;
            }
            urls << QStringLiteral("udp://127.0.0.1:%1?fifo_size=1000000&overrun_nonfatal=1").arg(port);
            ffmpegs.push_back(std::move(p));
        }
    } else if (parser.value(source) == QLatin1String("ffmpeg")) {
        for (int i = 0; i < 2; ++i) {
            const int port = 23470 + 2 * i;
            auto p = std::make_unique<QProcess>();
            p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
            p->start(QStringLiteral("ffmpeg"),
                     {QStringLiteral("-loglevel"), QStringLiteral("error"), QStringLiteral("-re"), QStringLiteral("-f"),
                      QStringLiteral("lavfi"), QStringLiteral("-i"),
                      QStringLiteral("testsrc2=size=%1x%2:rate=30").arg(width).arg(height), QStringLiteral("-c:v"),
                      QStringLiteral("libx264"), QStringLiteral("-preset"), QStringLiteral("ultrafast"),
                      QStringLiteral("-tune"), QStringLiteral("zerolatency"), QStringLiteral("-g"), QStringLiteral("30"),
                      QStringLiteral("-f"), QStringLiteral("mpegts"),
                      QStringLiteral("udp://127.0.0.1:%1?pkt_size=1316").arg(port)});
            if (!p->waitForStarted(5000)) {
                std::fprintf(stderr, "bench_video_gui: cannot start ffmpeg\n");
                return 1;
            }
            urls << QStringLiteral("udp://127.0.0.1:%1?fifo_size=1000000&overrun_nonfatal=1").arg(port);
            ffmpegs.push_back(std::move(p));
        }
    } else {
        devices::SimEchoOptions options;
        options.deviceCount = 1;
        options.cameraCount = 2;
        options.cameraWidth = width;
        options.cameraHeight = height;
        options.cameraFps = 30;
        QString error;
        if (!lab.start(options, &error, 15000)) {
            std::fprintf(stderr, "bench_video_gui: cannot start the simulated cameras: %s\n", qPrintable(error));
            return 1;
        }
        for (const devices::SimEndpoint &e : lab.endpoints())
            if (e.isCamera())
                urls << e.url;
        if (urls.size() < 2) {
            std::fprintf(stderr, "bench_video_gui: the simulator reported %lld cameras\n", qlonglong(urls.size()));
            return 1;
        }
    }

    std::printf("bench_video_gui: 2 streams %dx%d@30 from %s, %.0f s per path, platform %s, %d cores\n", width, height,
                qPrintable(parser.value(source)), durationS, qPrintable(QApplication::platformName()),
                QThread::idealThreadCount());
    std::printf("%-8s %9s %9s %8s %6s %10s %10s %10s %12s %12s  %s\n", "path", "decoded", "displayed", "dropped", "errors",
                "paint_p50", "paint_p99", "paint_max", "c2d_p50_ms", "c2d_p99_ms", "target (0 dropped, paint p99 <= 2 ms)");
    for (const QString &p : parser.value(paths).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto path = p == QLatin1String("opengl") ? widgets::VideoRenderPath::OpenGl : widgets::VideoRenderPath::Painter;
        const PathFigures f = runPath(path, urls, durationS, 3.0);
        if (f.paint.totalCount() == 0)
            continue;
        const auto ms = [](int64_t ns) { return double(ns) / 1e6; };
        const bool met = f.dropped == 0 && f.paint.valueAtPercentile(99) <= 2'000'000;
        std::printf("%-8s %9lld %9lld %8lld %6lld %8.3fms %8.3fms %8.3fms %12s %12s  %s\n", qPrintable(f.path),
                    qlonglong(f.decoded), qlonglong(f.displayed), qlonglong(f.dropped), qlonglong(f.decodeErrors),
                    ms(f.paint.valueAtPercentile(50)), ms(f.paint.valueAtPercentile(99)), ms(f.paint.max()),
                    f.c2d.totalCount() ? qPrintable(QString::number(ms(f.c2d.valueAtPercentile(50)), 'f', 1)) : "-",
                    f.c2d.totalCount() ? qPrintable(QString::number(ms(f.c2d.valueAtPercentile(99)), 'f', 1)) : "-",
                    met ? "met" : "not met");
        if (f.c2d.totalCount() > 0) {
            // The stages' medians beside the whole's: what is left is said.
            const double parts[5] = {ms(f.toDemux.valueAtPercentile(50)), ms(f.decode.valueAtPercentile(50)),
                                     ms(f.convert.valueAtPercentile(50)), ms(f.handoff.valueAtPercentile(50)),
                                     ms(f.paint.valueAtPercentile(50))};
            const double sum = parts[0] + parts[1] + parts[2] + parts[3] + parts[4];
            const double whole = ms(f.c2d.valueAtPercentile(50));
            std::printf("%-8s breakdown p50 (ms): camera->demux %.2f + decode %.2f + hand out %.2f + hand-off %.2f + "
                        "paint %.2f = %.2f; camera-to-display %.2f; unexplained %.2f (target: within 2 ms)\n",
                        qPrintable(f.path), parts[0], parts[1], parts[2], parts[3], parts[4], sum, whole, whole - sum);
        }
        std::fflush(stdout);
    }
    for (auto &p : ffmpegs) {
        p->terminate();
        p->waitForFinished(3000);
    }
    lab.stop();
    return 0;
}
