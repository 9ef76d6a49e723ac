#include "app/gui/video_controller.h"
#include "widgets/spec_text.h"

#include "app/gui/lab_controller.h"

#include <QDir>
#include <QLocale>

namespace loopscope::app::gui {

VideoController::VideoController(LabController *lab, QObject *parent)
    : QObject(parent), m_lab(lab ? lab : new LabController(this)),
      m_vision(std::make_unique<core::VisionWorker>())
{
}

VideoController::~VideoController()
{
    stopTrackCsv();
    closeCameras();
}

bool VideoController::openCameras(const QString &leftUrl, const QString &rightUrl, QString *error)
{
    const QStringList urls{leftUrl.trimmed(), rightUrl.trimmed()};
    closeCameras();
    return openStreams(urls, error);
}

bool VideoController::openStreams(const QStringList &urls, QString *error)
{
    if (urls.at(0).isEmpty()) {
        *error = tr("Enter the URL of the left camera (e.g. rtsp://host:8554/cam0).");
        return false;
    }
    for (int side = 0; side < 2; ++side) {
        if (urls.at(side).isEmpty())
            continue;
        core::VideoSourceOptions options;
        options.url = urls.at(side);
        options.name = side == 0 ? QStringLiteral("left") : QStringLiteral("right");
        if (const QString bad = options.validate(); !bad.isEmpty()) {
            *error = bad;
            closeCameras();
            return false;
        }
        if (m_packetSinks)
            options.packetSink = m_packetSinks(options.name);
        auto stream = std::make_unique<Stream>();
        stream->decoder = std::make_unique<core::VideoDecoder>(options);
        for (auto &h : stream->stages)
            h = stream->decoder->recorders().demuxNs.makeHistogram();
        connect(stream->decoder.get(), &core::VideoDecoder::stateChanged, this,
                [this, side](core::VideoStreamState state, const QString &reason) {
                    emit streamStateChanged(side, reason.isEmpty() ? core::videoStreamStateName(state)
                                                                   : core::videoStreamStateName(state) +
                                                                         QStringLiteral(": ") + reason);
                });
        if (!stream->decoder->start(error)) {
            closeCameras();
            return false;
        }
        stream->source = std::make_unique<widgets::DecoderFrameSource>(stream->decoder.get());
        m_decoders.push_back(std::move(stream));
    }
    emit camerasChanged();
    return true;
}

bool VideoController::openSimulatedPair(QString *error, int width, int height)
{
    if (m_simulatedPair && m_decoders.size() == 2) {
        // Pressed again: the pair shown stays while it plays; a new one only replaces a failed one.
        bool failed = false;
        for (const auto &s : m_decoders)
            failed = failed || s->decoder->state() == core::VideoStreamState::Failed;
        if (!failed && m_shownSize == QSize(width, height))
            return true;
    }
    closeCameras(); // also ends a camera simulator of another size
    if (!m_lab) {
        *error = tr("The application is closing.");
        return false;
    }
    const QStringList urls = m_lab->simulatedPair(width, height, error);
    if (urls.size() < 2)
        return false;
    if (!openStreams(urls, error)) {
        m_lab->releaseSimulatedPair();
        return false;
    }
    m_simulatedPair = true;
    m_shownSize = QSize(width, height);
    return true;
}

void VideoController::closeCameras()
{
    stopRecording();
    const bool had = !m_decoders.empty();
    for (auto &s : m_decoders)
        s->decoder->requestStop();
    m_decoders.clear(); // the destructors join
    if (m_simulatedPair) {
        m_simulatedPair = false;
        if (m_lab)
            m_lab->releaseSimulatedPair(); // the lab's own pair stays: it belongs to the lab
    }
    if (had)
        emit camerasChanged();
}

QStringList VideoController::urls() const
{
    QStringList out;
    for (const auto &s : m_decoders)
        out << s->decoder->options().url;
    return out;
}

widgets::VideoFrameSource *VideoController::leftSource() const
{
    return m_decoders.size() > 0 ? m_decoders[0]->source.get() : nullptr;
}

widgets::VideoFrameSource *VideoController::rightSource() const
{
    return m_decoders.size() > 1 ? m_decoders[1]->source.get() : nullptr;
}

void VideoController::setPacketSinkFactory(PacketSinkFactory factory)
{
    m_packetSinks = std::move(factory);
    for (const auto &s : m_decoders)
        s->decoder->setPacketSink(m_packetSinks ? m_packetSinks(s->decoder->options().name)
                                                : core::VideoPacketSink());
}

core::VideoDecoder *VideoController::decoder(int side) const
{
    return side >= 0 && size_t(side) < m_decoders.size() ? m_decoders[size_t(side)]->decoder.get() : nullptr;
}

bool VideoController::startRecording(const QString &dir, QStringList *files, QString *error)
{
    if (m_decoders.empty()) {
        *error = tr("No camera to record: add cameras first.");
        return false;
    }
    if (!QDir(dir).exists()) {
        *error = tr("The folder %1 does not exist.").arg(dir);
        return false;
    }
    for (auto &s : m_decoders) {
        const QString path = QDir(dir).filePath(s->decoder->options().name + QStringLiteral(".mkv"));
        if (!s->decoder->startRecording(path, error)) {
            stopRecording();
            return false;
        }
        if (files)
            files->append(path);
    }
    m_recording = true;
    return true;
}

void VideoController::stopRecording()
{
    for (auto &s : m_decoders)
        s->decoder->stopRecording();
    m_recording = false;
}

bool VideoController::startTrackCsv(const QString &path, QString *error)
{
    stopTrackCsv();
    m_csv.setFileName(path);
    if (!m_csv.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        *error = tr("Cannot write %1: %2").arg(path, m_csv.errorString());
        return false;
    }
    m_csvStream.setDevice(&m_csv);
    m_csvStream << "time_s,frame_left,frame_right,u_left,v_left,u_right,v_right,x_m,y_m,z_m,valid\n";
    m_csvStream.flush();
    return true;
}

void VideoController::stopTrackCsv()
{
    if (!m_csv.isOpen())
        return;
    m_csvStream.flush();
    m_csvStream.setDevice(nullptr);
    m_csv.close();
}

std::vector<core::StereoTrackResult> VideoController::pollTracking()
{
    std::vector<core::StereoTrackResult> results = m_vision->takeResults();
    if (m_csv.isOpen() && !results.empty()) {
        for (const core::StereoTrackResult &r : results) {
            m_csvStream << QString::number(r.timeS, 'f', 6) << ',' << r.frameIndexLeft << ','
                        << r.frameIndexRight << ',' << r.left.x << ',' << r.left.y << ',' << r.right.x << ','
                        << r.right.y << ',' << QString::number(r.xyzM.x, 'f', 5) << ','
                        << QString::number(r.xyzM.y, 'f', 5) << ',' << QString::number(r.xyzM.z, 'f', 5)
                        << ',' << (r.valid ? 1 : 0) << '\n';
        }
        m_csvStream.flush(); // a crash loses at most this poll's rows
    }
    return results;
}

QString VideoController::statsText()
{
    QStringList lines;
    const auto ms = [](int64_t ns) { return QLocale().toString(double(ns) / 1e6, 'f', 1); };
    const auto shown = [this](const QString &name) { // the lab pair's names, see openCameras
        return name == QLatin1String("left")    ? tr("left")
               : name == QLatin1String("right") ? tr("right")
                                                : name;
    };
    for (size_t i = 0; i < m_decoders.size(); ++i) {
        Stream &s = *m_decoders[i];
        core::VideoStreamRecorders &r = s.decoder->recorders();
        core::IntervalRecorder *recorders[5] = {&r.demuxNs, &r.decodeNs, &r.convertNs, &r.handoffNs,
                                                &r.cameraToDisplayNs};
        for (int k = 0; k < 5; ++k) {
            core::HdrHistogram interval = recorders[k]->makeHistogram();
            recorders[k]->takeInterval(interval);
            s.stages[size_t(k)].add(interval);
        }
        const core::VideoStreamStats st = s.decoder->stats();
        // What went wrong comes first, right after the state, not after the figures.
        const QString state = widgets::stateName(core::videoStreamStateName(st.state));
        QString line = st.reason.isEmpty()
                           ? tr("%1: %2").arg(shown(s.decoder->options().name), state)
                           : tr("%1: %2 — %3").arg(shown(s.decoder->options().name), state, st.reason);
        // The rate over the playing time (first to last frame), and what the connection took.
        line += tr(" · %1x%2 · %3 fps (connected after %9 s, first frame after %10 s) · dropped %4 · p99 "
                   "demux %5 / "
                   "decode %6 / convert %7 / hand-off %8 ms")
                    .arg(st.outputWidth)
                    .arg(st.outputHeight)
                    .arg(QLocale().toString(st.fpsPlayingDisplayed, 'f', 1))
                    .arg(st.droppedDisplay + st.droppedDecoder)
                    .arg(ms(s.stages[0].valueAtPercentile(99)), ms(s.stages[1].valueAtPercentile(99)),
                         ms(s.stages[2].valueAtPercentile(99)), ms(s.stages[3].valueAtPercentile(99)))
                    .arg(QLocale().toString(std::max(0.0, st.connectS), 'f', 2),
                         QLocale().toString(std::max(0.0, st.firstFrameS), 'f', 2));
        if (s.stages[4].totalCount() > 0)
            line += tr(" · camera-to-display p50 %1 / p99 %2 ms")
                        .arg(ms(s.stages[4].valueAtPercentile(50)), ms(s.stages[4].valueAtPercentile(99)));
        if (!st.recordingError.isEmpty())
            line += QStringLiteral(" · ") + st.recordingError;
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace loopscope::app::gui
