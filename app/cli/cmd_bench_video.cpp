#include "app/cli/cmd_bench_video.h"

#include "app/cli/cli_options.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "app/cli/library_option.h"
#include "app/cli/stop_signals.h"
#include "core/bench/run_collector.h"
#include "core/timing/fingerprint.h"
#include "core/timing/realtime.h"
#include "core/video/video_stream_probe.h"
#include "devices/sim/sim_lab.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <memory>
#include <thread>

namespace loopscope::cli {

namespace {

const CommandSpec &benchVideoSpec()
{
    static const CommandSpec spec = withLibraryOptions(CommandSpec{
        QStringLiteral("bench video"),
        QStringLiteral("bench video (--url URL [--url URL] | --sim [--sim-size WxH]) [--duration S] [--out DIR] [OPTIONS]"),
        QStringLiteral("Decodes video streams (RTSP, UDP/TCP MPEG-TS, HTTP MJPEG, files, /dev/video*) the way the "
                       "GUI does, takes the newest frame at a display-like rate and measures every stage: demux, "
                       "decode, convert, hand-off and, where frames carry the Loopscope clock code, camera to "
                       "display."),
        QStringLiteral("FILES (with --out)\n"
                       "  <name>-<n>.hlog, .intervals.csv, .json and one <name>-<n>.<channel>.hgrm per channel,\n"
                       "  for stream n = 1, 2, ...\n"
                       "\n"
                       "EXAMPLES\n"
                       "  loopscope-cli bench video --url rtsp://127.0.0.1:8554/left --url rtsp://127.0.0.1:8554/right\n"
                       "  loopscope-cli bench video --url clip.mp4 --as-fast-as-possible --threads 2\n"
                       "  loopscope-cli bench video --sim --sim-size 1280x720 --duration 10\n"),
        {
            {QStringLiteral("url"), QStringLiteral("URL"), QStringLiteral("A stream to decode; repeat for several."), {}, true},
            {QStringLiteral("sim"), {},
             QStringLiteral("Start the simulated stereo pair (loopscope-sim --cameras 2: RTSP/H.264 on 127.0.0.1 with "
                            "the clock code in every frame) and measure both streams, camera to display included."), {}},
            {QStringLiteral("sim-size"), QStringLiteral("WxH"), QStringLiteral("With --sim: the simulated cameras' frame size."), QStringLiteral("1280x720")},
            {QStringLiteral("sim-fps"), QStringLiteral("FPS"), QStringLiteral("With --sim: the simulated cameras' frame rate."), QStringLiteral("30")},
            {QStringLiteral("duration"), QStringLiteral("S"), QStringLiteral("Length of the run in seconds (0: until a file ends or the run is interrupted)."), QStringLiteral("10")},
            {QStringLiteral("out"), QStringLiteral("DIR"), QStringLiteral("Write the result files into DIR (created)."), {}},
            {QStringLiteral("name"), QStringLiteral("NAME"), QStringLiteral("Base name of the result files."), QStringLiteral("video")},
            {QStringLiteral("rtsp-transport"), QStringLiteral("tcp|udp"), QStringLiteral("RTSP lower transport."), QStringLiteral("tcp")},
            {QStringLiteral("hwaccel"), QStringLiteral("auto|none|TYPE"), QStringLiteral("Hardware decode (vaapi, cuda, ...); falls back to software and says so."), QStringLiteral("none")},
            {QStringLiteral("threads"), QStringLiteral("N"), QStringLiteral("Decoder threads (0: one per core)."), QStringLiteral("0")},
            {QStringLiteral("max-width"), QStringLiteral("W"), QStringLiteral("Scale frames down to at most W pixels wide (0: no limit)."), QStringLiteral("0")},
            {QStringLiteral("rate"), QStringLiteral("HZ"), QStringLiteral("Display rate at which the newest frame is taken."), QStringLiteral("60")},
            {QStringLiteral("connect-timeout"), QStringLiteral("S"), QStringLiteral("Give up connecting (and reading) after S seconds."), QStringLiteral("5")},
            {QStringLiteral("as-fast-as-possible"), {}, QStringLiteral("Files: decode without pacing and take every frame (throughput benchmark)."), {}},
            {QStringLiteral("quiet"), {}, QStringLiteral("No progress lines on stderr."), {}},
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
        },
    });
    return spec;
}

bool parseSize(const QString &text, int *width, int *height)
{
    const QStringList parts = text.toLower().split(QLatin1Char('x'));
    if (parts.size() != 2)
        return false;
    bool okW = false, okH = false;
    *width = parts[0].toInt(&okW);
    *height = parts[1].toInt(&okH);
    return okW && okH && *width >= 160 && *height >= 128 && *width <= 3840 && *height <= 2160 && *width % 2 == 0 &&
           *height % 2 == 0;
}

QString ms(qint64 ns)
{
    return QString::number(double(ns) / 1e6, 'f', 3);
}

QString stageTable(core::RunCollector &collector, const std::vector<core::ProbeChannel> &channels)
{
    QString t = QStringLiteral("  %1 %2 %3 %4 %5 %6 %7\n")
                    .arg(QStringLiteral("stage (ms)"), -20)
                    .arg(QStringLiteral("p50"), 9)
                    .arg(QStringLiteral("p90"), 9)
                    .arg(QStringLiteral("p99"), 9)
                    .arg(QStringLiteral("p99.9"), 9)
                    .arg(QStringLiteral("max"), 9)
                    .arg(QStringLiteral("count"), 8);
    for (const core::ProbeChannel &c : channels) {
        const core::HdrHistogram &h = collector.total(c.tag);
        if (h.totalCount() == 0) {
            t += QStringLiteral("  %1 %2\n").arg(c.tag, -20).arg(c.tag == QLatin1String("camera_to_display")
                                                                     ? QStringLiteral("(no clock code in the frames)")
                                                                     : QStringLiteral("(no values)"));
            continue;
        }
        t += QStringLiteral("  %1 %2 %3 %4 %5 %6 %7\n")
                 .arg(c.tag, -20)
                 .arg(ms(h.valueAtPercentile(50.0)), 9)
                 .arg(ms(h.valueAtPercentile(90.0)), 9)
                 .arg(ms(h.valueAtPercentile(99.0)), 9)
                 .arg(ms(h.valueAtPercentile(99.9)), 9)
                 .arg(ms(h.max()), 9)
                 .arg(h.totalCount(), 8);
    }
    return t;
}

QString streamSummary(int index, const core::VideoProbeOptions &o, const core::VideoStreamStats &s, double elapsedS)
{
    QString t = QStringLiteral("stream %1: %2\n").arg(index).arg(o.source.name);
    t += QStringLiteral("  state: %1%2\n").arg(core::videoStreamStateName(s.state),
                                             s.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(s.reason));
    QString size = QStringLiteral("%1x%2").arg(s.sourceWidth).arg(s.sourceHeight);
    if (s.outputWidth != s.sourceWidth || s.outputHeight != s.sourceHeight)
        size += QStringLiteral(" scaled to %1x%2").arg(s.outputWidth).arg(s.outputHeight);
    t += QStringLiteral("  video: %1, %2, decoder %3%4\n")
             .arg(s.codec.isEmpty() ? QStringLiteral("?") : s.codec, size, s.decoderPath,
                  s.decoderNote.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(s.decoderNote));
    const double secs = elapsedS > 0 ? elapsedS : 1;
    t += QStringLiteral("  fps: %1 decoded, %2 displayed (%3 frames decoded in %4 s)\n")
             .arg(double(s.framesDecoded) / secs, 0, 'f', 2)
             .arg(double(s.framesDisplayed) / secs, 0, 'f', 2)
             .arg(s.framesDecoded)
             .arg(elapsedS, 0, 'f', 2);
    t += QStringLiteral("  dropped: %1 not displayed (replaced in the mailbox), %2 in the decoder; decode errors %3; "
                        "gaps %4\n")
             .arg(s.droppedDisplay)
             .arg(s.droppedDecoder)
             .arg(s.decodeErrors)
             .arg(s.gaps);
    t += QStringLiteral("  bitrate: %1 kbit/s average; clock code in %2 frames\n")
             .arg(double(s.bytes) * 8 / secs / 1000, 0, 'f', 1)
             .arg(s.clockCodeFrames);
    return t;
}

} // namespace

int runBenchVideo(const QStringList &args)
{
    const CommandSpec &spec = benchVideoSpec();
    ParsedOptions options;
    QString error;
    if (!parseOptions(spec, args, &options, &error))
        return usageError(spec, error);
    if (options.isSet(QStringLiteral("help"))) {
        printOut(helpText(spec));
        return kExitSuccess;
    }
    QStringList urls = options.values(QStringLiteral("url"));
    const bool useSim = options.isSet(QStringLiteral("sim"));
    if (urls.isEmpty() && !useSim)
        return usageError(spec, QStringLiteral("no stream given: --url URL (or --sim for the simulated cameras)"));
    if (useSim && !urls.isEmpty())
        return usageError(spec, QStringLiteral("--sim measures the simulated cameras: give either --sim or --url"));
    if (!useSim && (options.isSet(QStringLiteral("sim-size")) || options.isSet(QStringLiteral("sim-fps"))))
        return usageError(spec, QStringLiteral("options --sim-size and --sim-fps need --sim"));
    double durationS = 0, rateHz = 0, timeoutS = 0;
    qint64 threads = 0, maxWidth = 0;
    if (!options.number(QStringLiteral("duration"), 0, 86400, &durationS, &error) ||
        !options.number(QStringLiteral("rate"), 1, 1000, &rateHz, &error) ||
        !options.number(QStringLiteral("connect-timeout"), 0.1, 600, &timeoutS, &error) ||
        !options.integer(QStringLiteral("threads"), 0, 64, &threads, &error) ||
        !options.integer(QStringLiteral("max-width"), 0, 16384, &maxWidth, &error))
        return usageError(spec, error);
    const QString transport = options.value(QStringLiteral("rtsp-transport")).toLower();
    if (transport != QLatin1String("tcp") && transport != QLatin1String("udp"))
        return usageError(spec, QStringLiteral("bad value for --rtsp-transport: '%1' (expected tcp or udp)").arg(transport));
    const bool fast = options.isSet(QStringLiteral("as-fast-as-possible"));
    const QString name = options.value(QStringLiteral("name"));
    const QString outDir = options.value(QStringLiteral("out"));

    // --sim: the simulated stereo pair on loopback, started here and stopped on return.
    devices::SimLab lab;
    if (useSim) {
        devices::SimEchoOptions sim;
        sim.deviceCount = 1; // the simulator always runs at least one UDP echo device (unused here)
        sim.cameraCount = 2;
        if (!parseSize(options.value(QStringLiteral("sim-size")), &sim.cameraWidth, &sim.cameraHeight))
            return usageError(spec, QStringLiteral("bad value for --sim-size: '%1' (expected WxH, e.g. 1280x720, "
                                                   "even sizes from 160x128 to 3840x2160)")
                                        .arg(options.value(QStringLiteral("sim-size"))));
        qint64 fps = 0;
        if (!options.integer(QStringLiteral("sim-fps"), 1, 120, &fps, &error))
            return usageError(spec, error);
        sim.cameraFps = int(fps);
        if (!lab.start(sim, &error, 20000)) {
            printError(QStringLiteral("the simulator failed to start: %1").arg(error));
            return kExitSimulatorFailed;
        }
        for (const devices::SimEndpoint &e : lab.endpoints())
            if (e.isCamera())
                urls << e.url;
        if (urls.size() != 2) {
            printError(QStringLiteral("the simulator started but reported %1 camera(s) instead of 2").arg(urls.size()));
            return kExitSimulatorFailed;
        }
    }

    struct Stream
    {
        core::VideoProbeOptions options;
        std::unique_ptr<core::VideoStreamProbe> probe;
        std::unique_ptr<core::RunCollector> collector;
        std::unique_ptr<CliRunStore> store; // after the collector: destroyed first
        QString baseName;
    };
    std::vector<Stream> streams;
    for (int i = 0; i < urls.size(); ++i) {
        Stream s;
        s.options.source.url = urls[i];
        s.options.source.rtspTransport = transport == QLatin1String("udp") ? core::RtspTransport::Udp : core::RtspTransport::Tcp;
        s.options.source.hwaccel = options.value(QStringLiteral("hwaccel"));
        s.options.source.threads = int(threads);
        s.options.source.maxWidth = int(maxWidth);
        s.options.source.connectTimeoutS = timeoutS;
        s.options.source.readTimeoutS = timeoutS;
        s.options.source.realtimeFiles = !fast;
        s.options.source.name = urls[i];
        s.options.durationS = durationS;
        s.options.consumerRateHz = fast ? 0 : rateHz;
        if (const QString bad = s.options.source.validate(); !bad.isEmpty())
            return usageError(spec, QStringLiteral("--url %1: %2").arg(urls[i], bad));
        s.baseName = urls.size() == 1 ? name : QStringLiteral("%1-%2").arg(name).arg(i + 1);
        s.probe = std::make_unique<core::VideoStreamProbe>(s.options);
        s.collector = std::make_unique<core::RunCollector>(*s.probe);
        s.store = std::make_unique<CliRunStore>(options, *s.collector, *s.probe);
        s.store->begin(s.baseName, QStringLiteral("Video latency"),
                       {{QStringLiteral("url"), urls[i]}, {QStringLiteral("duration"), durationS}});
        streams.push_back(std::move(s));
    }

    bool ioFailed = false;
    if (!outDir.isEmpty()) {
        for (Stream &s : streams) {
            if (!s.collector->streamTo(outDir, s.baseName, &error)) {
                printError(QStringLiteral("cannot write results into --out %1: %2 (measuring anyway)").arg(outDir, error));
                ioFailed = true;
                break;
            }
        }
    }

    StopSignals stopSignals;
    for (Stream &s : streams) {
        if (!s.probe->start(&error)) {
            printError(QStringLiteral("cannot start %1: %2").arg(s.options.source.name, error));
            return kExitMeasurementFailed;
        }
    }
    const bool quiet = options.isSet(QStringLiteral("quiet"));
    const int64_t startNs = core::monotonicNs();
    double lastProgressS = 0;
    bool interrupted = false;
    const double hangLimitS = (durationS > 0 ? durationS : 86400) + 2 * timeoutS + 15;
    for (;;) {
        bool allDone = true;
        for (Stream &s : streams) {
            s.collector->poll();
            if (!core::isTerminal(s.probe->state()))
                allDone = false;
        }
        if (allDone)
            break;
        const double elapsedS = double(core::monotonicNs() - startNs) / 1e9;
        if ((stopSignals.stopRequested() && !interrupted) || elapsedS > hangLimitS) {
            interrupted = stopSignals.stopRequested();
            for (Stream &s : streams)
                s.probe->requestStop();
        }
        if (!quiet && elapsedS - lastProgressS >= 2.0) {
            lastProgressS = elapsedS;
            QString line = QStringLiteral("%1 s:").arg(elapsedS, 0, 'f', 0);
            for (size_t i = 0; i < streams.size(); ++i) {
                const core::VideoStreamStats st = streams[i].probe->stats();
                line += QStringLiteral(" [%1] %2 %3 fps").arg(i + 1).arg(core::videoStreamStateName(st.state)).arg(st.fpsDecoded, 0, 'f', 1);
            }
            printErr(line + QLatin1Char('\n'));
        }
        QCoreApplication::processEvents();
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }

    bool failed = false;
    QString report;
    QJsonObject fingerprint;
    if (!outDir.isEmpty())
        fingerprint = core::EnvironmentFingerprint::capture().toJson();
    for (size_t i = 0; i < streams.size(); ++i) {
        Stream &s = streams[i];
        s.probe->wait();
        s.collector->finish();
        s.store->finish();
        const core::VideoStreamStats st = s.probe->stats();
        report += streamSummary(int(i + 1), s.options, st, s.probe->elapsedS());
        report += stageTable(*s.collector, s.probe->channels());
        if (fast)
            report += QStringLiteral("  throughput: %1 frames/s decoded and converted\n")
                          .arg(double(st.framesDecoded) / std::max(1e-9, s.probe->elapsedS()), 0, 'f', 1);
        if (s.probe->state() == core::ProbeState::Failed || st.framesDecoded == 0) {
            failed = true;
            report += QStringLiteral("  failed: %1\n").arg(st.reason.isEmpty() ? QStringLiteral("no frame decoded") : st.reason);
        }
        if (!outDir.isEmpty()) {
            QStringList written;
            if (!s.collector->exportAll(outDir, s.baseName, fingerprint, &written, &error)) {
                printError(QStringLiteral("writing the results into %1 failed: %2").arg(outDir, error));
                ioFailed = true;
            }
            for (const QString &path : std::as_const(written))
                report += QStringLiteral("  written: %1\n").arg(QDir::cleanPath(path));
        }
        report += s.store->storedLine();
        report += QLatin1Char('\n');
    }
    printOut(report);
    if (failed)
        return kExitMeasurementFailed;
    if (ioFailed)
        return kExitIoError;
    if (interrupted)
        return kExitInterrupted;
    return kExitSuccess;
}

} // namespace loopscope::cli
