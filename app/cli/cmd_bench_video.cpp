#include "app/cli/cmd_bench_video.h"

#include "app/cli/cli_options.h"
#include "app/cli/cli_run.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "app/cli/library_option.h"
#include "core/bench/composite_probe.h"
#include "core/video/video_packet_recording.h"
#include "core/video/video_stream_probe.h"
#include "devices/sim/sim_lab.h"

#include <QJsonObject>

#include <algorithm>
#include <memory>

namespace loopscope::cli {

namespace {

const CommandSpec &benchVideoSpec()
{
    static const CommandSpec spec = withLibraryOptions(CommandSpec{
        QStringLiteral("bench video"),
        QStringLiteral("bench video (--url URL [--url URL] | --sim [--sim-size WxH]) [--duration S] [--out "
                       "DIR] [OPTIONS]"),
        QStringLiteral(
            "Decodes video streams (RTSP, UDP/TCP MPEG-TS, HTTP MJPEG, files, /dev/video*) the way the "
            "GUI does, takes the newest frame at a display-like rate and measures every stage: demux, "
            "decode, convert, hand-off and, where frames carry the Loopscope clock code, camera to "
            "display."),
        QStringLiteral(
            "FILES (with --out)\n"
            "  <name>-<n>.hlog, .intervals.csv, .json and one <name>-<n>.<channel>.hgrm per channel,\n"
            "  for stream n = 1, 2, ...\n"
            "\n"
            "EXAMPLES\n"
            "  loopscope-cli bench video --url rtsp://127.0.0.1:8554/left --url rtsp://127.0.0.1:8554/right\n"
            "  loopscope-cli bench video --url clip.mp4 --as-fast-as-possible --threads 2\n"
            "  loopscope-cli bench video --sim --sim-size 1280x720 --duration 10\n"),
        {
            {QStringLiteral("url"),
             QStringLiteral("URL"),
             QStringLiteral("A stream to decode; repeat for several."),
             {},
             true},
            {QStringLiteral("sim"),
             {},
             QStringLiteral(
                 "Start the simulated stereo pair (loopscope-sim --cameras 2: RTSP/H.264 on 127.0.0.1 with "
                 "the clock code in every frame) and measure both streams, camera to display included."),
             {}},
            {QStringLiteral("sim-size"), QStringLiteral("WxH"),
             QStringLiteral("With --sim: the simulated cameras' frame size."), QStringLiteral("1280x720")},
            {QStringLiteral("sim-fps"), QStringLiteral("FPS"),
             QStringLiteral("With --sim: the simulated cameras' frame rate."), QStringLiteral("30")},
            {QStringLiteral("duration"), QStringLiteral("S"),
             QStringLiteral("Length of the run in seconds (0: until a file ends or the run is interrupted)."),
             QStringLiteral("10")},
            {QStringLiteral("out"),
             QStringLiteral("DIR"),
             QStringLiteral("Write the result files into DIR (created)."),
             {}},
            {QStringLiteral("name"), QStringLiteral("NAME"), QStringLiteral("Base name of the result files."),
             QStringLiteral("video")},
            {QStringLiteral("rtsp-transport"), QStringLiteral("tcp|udp"),
             QStringLiteral("RTSP lower transport."), QStringLiteral("tcp")},
            {QStringLiteral("hwaccel"), QStringLiteral("auto|none|TYPE"),
             QStringLiteral("Hardware decode (vaapi, cuda, ...); falls back to software and says so."),
             QStringLiteral("none")},
            {QStringLiteral("threads"), QStringLiteral("N"),
             QStringLiteral("Decoder threads (0: one per core)."), QStringLiteral("0")},
            {QStringLiteral("max-width"), QStringLiteral("W"),
             QStringLiteral("Scale frames down to at most W pixels wide (0: no limit)."),
             QStringLiteral("0")},
            {QStringLiteral("pixel-format"), QStringLiteral("native|rgb32"),
             QStringLiteral("Frames as the decoder gives them (native: YUV planes, no copy; the GUI converts "
                            "on the GPU) or converted to RGB32 on the decoder thread (what that costs)."),
             QStringLiteral("native")},
            {QStringLiteral("rate"), QStringLiteral("HZ"),
             QStringLiteral("Display rate at which the newest frame is taken."), QStringLiteral("60")},
            {QStringLiteral("connect-timeout"), QStringLiteral("S"),
             QStringLiteral("Give up connecting (and reading) after S seconds."), QStringLiteral("5")},
            {QStringLiteral("as-fast-as-possible"),
             {},
             QStringLiteral("Files: decode without pacing and take every frame (throughput benchmark)."),
             {}},
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
    return okW && okH && *width >= 160 && *height >= 128 && *width <= 3840 && *height <= 2160 &&
           *width % 2 == 0 && *height % 2 == 0;
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
            t += QStringLiteral("  %1 %2\n")
                     .arg(c.tag, -20)
                     .arg(c.tag == QLatin1String("camera_to_display")
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
    // The stages one after the other, beside the whole: the medians of the
    // stages need not add up to the median of the whole, and what is left
    // is said (the consumer here has no paint: taken is displayed).
    const core::HdrHistogram &whole = collector.total(QStringLiteral("camera_to_display"));
    if (whole.totalCount() > 0) {
        double sum = 0;
        QStringList parts;
        for (const char *tag : {"camera_to_demux", "decode", "convert", "handoff"}) {
            const core::HdrHistogram &h = collector.total(QString::fromLatin1(tag));
            const double p50 = double(h.valueAtPercentile(50.0)) / 1e6;
            sum += p50;
            parts << QStringLiteral("%1 %2").arg(QString::fromLatin1(tag)).arg(p50, 0, 'f', 2);
        }
        const double total = double(whole.valueAtPercentile(50.0)) / 1e6;
        t += QStringLiteral("  breakdown (p50, ms): %1 = %2; camera_to_display %3; unexplained %4\n")
                 .arg(parts.join(QStringLiteral(" + ")))
                 .arg(sum, 0, 'f', 2)
                 .arg(total, 0, 'f', 2)
                 .arg(total - sum, 0, 'f', 2);
    }
    return t;
}

QString streamSummary(int index, const core::VideoProbeOptions &o, const core::VideoStreamStats &s,
                      double elapsedS)
{
    QString t = QStringLiteral("stream %1: %2\n").arg(index).arg(o.source.name);
    t += QStringLiteral("  state: %1%2\n")
             .arg(core::videoStreamStateName(s.state),
                  s.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(s.reason));
    QString size = QStringLiteral("%1x%2").arg(s.sourceWidth).arg(s.sourceHeight);
    if (s.outputWidth != s.sourceWidth || s.outputHeight != s.sourceHeight)
        size += QStringLiteral(" scaled to %1x%2").arg(s.outputWidth).arg(s.outputHeight);
    t += QStringLiteral("  video: %1, %2, decoder %3%4\n")
             .arg(s.codec.isEmpty() ? QStringLiteral("?") : s.codec, size, s.decoderPath,
                  s.decoderNote.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(s.decoderNote));
    const double secs = elapsedS > 0 ? elapsedS : 1;
    // The rate of the stream itself: over its playing time (first to last
    // frame), not diluted by the time the connection took.
    const auto seconds = [](double s) {
        return s < 0 ? QStringLiteral("never") : QStringLiteral("%1 s").arg(s, 0, 'f', 3);
    };
    t += QStringLiteral("  timing: connected after %1, first frame after %2, playing %3 s (of %4 s)\n")
             .arg(seconds(s.connectS), seconds(s.firstFrameS))
             .arg(s.playingS, 0, 'f', 2)
             .arg(elapsedS, 0, 'f', 2);
    t += QStringLiteral("  fps: %1 decoded, %2 displayed over the playing time (%3 frames decoded)\n")
             .arg(s.fpsPlayingDecoded, 0, 'f', 2)
             .arg(s.fpsPlayingDisplayed, 0, 'f', 2)
             .arg(s.framesDecoded);
    t += QStringLiteral(
             "  dropped: %1 not displayed (replaced in the mailbox), %2 in the decoder; decode errors %3; "
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
        return usageError(spec,
                          QStringLiteral("no stream given: --url URL (or --sim for the simulated cameras)"));
    if (useSim && !urls.isEmpty())
        return usageError(spec,
                          QStringLiteral("--sim measures the simulated cameras: give either --sim or --url"));
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
        return usageError(
            spec,
            QStringLiteral("bad value for --rtsp-transport: '%1' (expected tcp or udp)").arg(transport));
    const QString pixelFormat = options.value(QStringLiteral("pixel-format")).toLower();
    if (pixelFormat != QLatin1String("native") && pixelFormat != QLatin1String("rgb32"))
        return usageError(
            spec,
            QStringLiteral("bad value for --pixel-format: '%1' (expected native or rgb32)").arg(pixelFormat));
    const bool fast = options.isSet(QStringLiteral("as-fast-as-possible"));
    const QString name = options.value(QStringLiteral("name"));
    if (!checkRunNameOption(name, &error))
        return usageError(spec, error);
    const QString outDir = options.value(QStringLiteral("out"));

    // --sim: the simulated stereo pair on loopback, started here and stopped on return.
    devices::SimLab lab;
    if (useSim) {
        devices::SimEchoOptions sim;
        sim.deviceCount = 1; // the simulator always runs at least one UDP echo device (unused here)
        sim.cameraCount = 2;
        if (!parseSize(options.value(QStringLiteral("sim-size")), &sim.cameraWidth, &sim.cameraHeight))
            return usageError(spec,
                              QStringLiteral("bad value for --sim-size: '%1' (expected WxH, e.g. 1280x720, "
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
            printError(QStringLiteral("the simulator started but reported %1 camera(s) instead of 2")
                           .arg(urls.size()));
            return kExitSimulatorFailed;
        }
    }

    // One "video" run per stream, side by side (each stored, each with its
    // own files), the probes made from this command's options.
    const bool quiet = options.isSet(QStringLiteral("quiet"));
    std::vector<CliRun> runs;
    for (int i = 0; i < urls.size(); ++i) {
        core::VideoProbeOptions o;
        o.source.url = urls[i];
        o.source.rtspTransport =
            transport == QLatin1String("udp") ? core::RtspTransport::Udp : core::RtspTransport::Tcp;
        o.source.hwaccel = options.value(QStringLiteral("hwaccel"));
        o.source.threads = int(threads);
        o.source.maxWidth = int(maxWidth);
        o.source.outputRgb32 = pixelFormat == QLatin1String("rgb32");
        o.source.connectTimeoutS = timeoutS;
        o.source.readTimeoutS = timeoutS;
        o.source.realtimeFiles = !fast;
        o.source.name = urls[i];
        o.durationS = durationS;
        o.consumerRateHz = fast ? 0 : rateHz;
        if (const QString bad = o.source.validate(); !bad.isEmpty())
            return usageError(spec, QStringLiteral("--url %1: %2").arg(urls[i], bad));
        const QString baseName = urls.size() == 1 ? name : QStringLiteral("%1-%2").arg(name).arg(i + 1);
        const int index = i + 1;
        CliRun run;
        run.experiment.kind = QStringLiteral("video");
        run.experiment.name = baseName;
        run.experiment.params = {{QStringLiteral("url"), urls[i]}, {QStringLiteral("duration"), durationS}};
        // --mcap: the stream's packets go to the recording from the start.
        auto probeOptions = std::make_shared<core::VideoProbeOptions>(o);
        run.prepareRecording = [probeOptions, index](core::SessionRecorder &recorder) {
            probeOptions->source.packetSink =
                core::recordVideoPackets(recorder, core::cameraNameOfUrl(probeOptions->source.url, index));
        };
        run.options.createProbe = [probeOptions](QString *) -> std::unique_ptr<core::LatencyProbe> {
            return std::make_unique<core::VideoStreamProbe>(*probeOptions);
        };
        run.options.outDir = outDir;
        run.options.baseName = baseName;
        run.options.measureWithoutOutput = true;
        run.expectedS = durationS > 0 ? durationS : 86400;
        run.hangSlackS = 2 * timeoutS + 15;
        run.quiet = quiet;
        run.startFailure = QStringLiteral("cannot start %1").arg(urls[i]);
        run.subject = [o](core::ExperimentRunner &) { return o.source.name; };
        run.progressLine = [index](core::ExperimentRunner &runner, double) {
            const auto *probe = core::findProbe<core::VideoStreamProbe>(runner.probe());
            const core::VideoStreamStats st = probe ? probe->stats() : core::VideoStreamStats{};
            return QStringLiteral("[%1] %2 %3 fps")
                .arg(index)
                .arg(core::videoStreamStateName(st.state))
                .arg(st.fpsDecoded, 0, 'f', 1);
        };
        // The stream's block: its state, size, decoder, frame rates, drops,
        // bitrate and every stage in ms (instead of the generic table).
        run.body = [o, fast, index](core::ExperimentRunner &runner) {
            auto *probe = core::findProbe<core::VideoStreamProbe>(runner.probe());
            if (!probe)
                return QString();
            const core::VideoStreamStats st = probe->stats();
            QString text = streamSummary(index, o, st, probe->elapsedS()) +
                           stageTable(*runner.collector(), probe->channels());
            if (fast)
                text += QStringLiteral("  throughput: %1 frames/s (%2 frames decoded and handed off as %3)\n")
                            .arg(double(st.framesDecoded) / std::max(1e-9, probe->elapsedS()), 0, 'f', 1)
                            .arg(st.framesDecoded)
                            .arg(o.source.outputRgb32 ? QStringLiteral("RGB32, converted on the decoder thread")
                                                      : QStringLiteral("the decoder's YUV planes"));
            return text;
        };
        run.amendJson = [](QJsonObject &root, core::ExperimentRunner &runner) {
            const auto *probe = core::findProbe<core::VideoStreamProbe>(runner.probe());
            if (!probe)
                return;
            const core::VideoStreamStats st = probe->stats();
            root[QStringLiteral("stream")] = QJsonObject{
                {QStringLiteral("connect_s"), st.connectS},
                {QStringLiteral("first_frame_s"), st.firstFrameS},
                {QStringLiteral("playing_s"), st.playingS},
                {QStringLiteral("fps_decoded"), st.fpsPlayingDecoded},
                {QStringLiteral("fps_displayed"), st.fpsPlayingDisplayed},
                {QStringLiteral("frames_decoded"), qint64(st.framesDecoded)},
                {QStringLiteral("frames_displayed"), qint64(st.framesDisplayed)},
            };
        };
        run.verdict = [](core::ExperimentRunner &runner) {
            const auto *probe = core::findProbe<core::VideoStreamProbe>(runner.probe());
            const core::VideoStreamStats st = probe ? probe->stats() : core::VideoStreamStats{};
            if (st.framesDecoded > 0)
                return QString();
            return st.reason.isEmpty() ? QStringLiteral("no frame decoded") : st.reason;
        };
        runs.push_back(std::move(run));
    }
    // The simulated pair (lab) lives until every run has ended.
    return runCliExperiments(options, std::move(runs));
}

CommandSpecList benchVideoSpecs()
{
    return {&benchVideoSpec()};
}

} // namespace loopscope::cli
