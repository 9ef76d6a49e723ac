#include "core/vision/vision_worker.h"

#include "core/timing/realtime.h"
#include "core/vision/stereo_rectifier.h"

#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace loopscope::core {
QString opencvVersion()
{
    return QStringLiteral("OpenCV %1").arg(QString::fromStdString(cv::getVersionString()));
}
} // namespace loopscope::core

namespace loopscope::core {

cv::Mat frameMat(const VideoFrame &frame, FrameConverter &converter)
{
    const QImage image = converter.toImage(frame);
    if (image.isNull())
        return {};
    return cv::Mat(image.height(), image.width(), CV_8UC4, const_cast<uint8_t *>(image.constBits()),
                   size_t(image.bytesPerLine()));
}

struct VisionWorker::Impl
{
    void run();
    void process(const StereoPair &pair);
    StereoTrackResult trackMats(const cv::Mat &left, const cv::Mat &right, int64_t timeNs);

    mutable std::mutex lock;
    std::condition_variable wake;
    bool stop = false;
    std::optional<StereoPair> pending;
    HsvRange range;
    bool rectify = false, disparity = false;
    bool captureRequested = false, calibrationRequested = false;
    StereoCalibrator calibrator;
    std::shared_ptr<const StereoCalibration> calibration;
    std::shared_ptr<const StereoCalibration> rectifierFor; // worker thread only
    StereoRectifier rectifier;                              // worker thread only
    std::deque<StereoTrackResult> results;
    std::optional<VisionViews> views;
    VisionStatus status;
    int64_t firstTimeNs = -1;
    IntervalRecorder processNs;
    // Worker thread only: YUV frames are converted here, not by the decoder.
    FrameConverter toLeftRgb{FrameConverter::Quality::Fast}, toRightRgb{FrameConverter::Quality::Fast};
    std::thread thread;
};

VisionWorker::VisionWorker() : d(std::make_unique<Impl>())
{
    d->thread = std::thread([this] { d->run(); });
}

VisionWorker::~VisionWorker()
{
    {
        std::lock_guard<std::mutex> guard(d->lock);
        d->stop = true;
    }
    d->wake.notify_all();
    d->thread.join();
}

void VisionWorker::submit(SharedFrame left, SharedFrame right)
{
    if (!left || !right)
        return;
    {
        std::lock_guard<std::mutex> guard(d->lock);
        if (d->pending)
            d->status.replaced++;
        d->pending = StereoPair{std::move(left), std::move(right), 0};
    }
    d->wake.notify_one();
}

void VisionWorker::setTrackingRange(const HsvRange &range)
{
    std::lock_guard<std::mutex> guard(d->lock);
    d->range = range;
    d->firstTimeNs = -1;
}

HsvRange VisionWorker::trackingRange() const
{
    std::lock_guard<std::mutex> guard(d->lock);
    return d->range;
}

void VisionWorker::setRectify(bool on)
{
    std::lock_guard<std::mutex> guard(d->lock);
    d->rectify = on;
}

void VisionWorker::setDisparity(bool on)
{
    std::lock_guard<std::mutex> guard(d->lock);
    d->disparity = on;
}

void VisionWorker::setCheckerboard(const CheckerboardSpec &spec)
{
    std::lock_guard<std::mutex> guard(d->lock);
    d->calibrator = StereoCalibrator(spec);
    d->status.capturedPairs = 0;
}

void VisionWorker::requestCapture()
{
    std::lock_guard<std::mutex> guard(d->lock);
    d->captureRequested = true;
    d->status.message = QStringLiteral("Looking for the checkerboard in the next pair…");
}

void VisionWorker::requestCalibration()
{
    {
        std::lock_guard<std::mutex> guard(d->lock);
        d->calibrationRequested = true;
        d->status.computing = true;
        d->status.message = QStringLiteral("Calibrating…");
    }
    d->wake.notify_one();
}

void VisionWorker::clearCaptures()
{
    std::lock_guard<std::mutex> guard(d->lock);
    d->calibrator.clear();
    d->status.capturedPairs = 0;
}

void VisionWorker::setCalibration(std::shared_ptr<const StereoCalibration> calibration)
{
    std::lock_guard<std::mutex> guard(d->lock);
    d->calibration = std::move(calibration);
    d->status.calibrated = d->calibration != nullptr;
}

std::shared_ptr<const StereoCalibration> VisionWorker::calibration() const
{
    std::lock_guard<std::mutex> guard(d->lock);
    return d->calibration;
}

std::vector<StereoTrackResult> VisionWorker::takeResults()
{
    std::lock_guard<std::mutex> guard(d->lock);
    std::vector<StereoTrackResult> out(d->results.begin(), d->results.end());
    d->results.clear();
    return out;
}

std::optional<VisionViews> VisionWorker::takeViews()
{
    std::lock_guard<std::mutex> guard(d->lock);
    std::optional<VisionViews> out = std::move(d->views);
    d->views.reset();
    return out;
}

VisionStatus VisionWorker::status() const
{
    std::lock_guard<std::mutex> guard(d->lock);
    return d->status;
}

IntervalRecorder &VisionWorker::processNs()
{
    return d->processNs;
}

StereoTrackResult VisionWorker::track(const cv::Mat &left, const cv::Mat &right, int64_t timeNs)
{
    return d->trackMats(left, right, timeNs);
}

StereoTrackResult VisionWorker::Impl::trackMats(const cv::Mat &left, const cv::Mat &right, int64_t timeNs)
{
    HsvRange r;
    std::shared_ptr<const StereoCalibration> calib;
    {
        std::lock_guard<std::mutex> guard(lock);
        r = range;
        calib = calibration;
        if (firstTimeNs < 0)
            firstTimeNs = timeNs;
    }
    StereoTrackResult result;
    result.timeNs = timeNs;
    result.timeS = double(timeNs - firstTimeNs) * 1e-9;
    const BlobDetection l = findBlob(left, r);
    const BlobDetection rr = findBlob(right, r);
    result.foundLeft = l.found;
    result.foundRight = rr.found;
    result.left = l.centroidPx;
    result.right = rr.centroidPx;
    if (l.found && rr.found && calib) {
        if (const auto p = triangulate(*calib, l.centroidPx, rr.centroidPx)) {
            result.xyzM = *p;
            result.valid = true;
        }
    }
    return result;
}

void VisionWorker::Impl::run()
{
    for (;;) {
        StereoPair pair;
        bool capture = false, calibrate = false, doRectify = false, doDisparity = false, doTrack = false;
        std::shared_ptr<const StereoCalibration> calib;
        {
            std::unique_lock<std::mutex> guard(lock);
            wake.wait(guard, [this] { return stop || pending || calibrationRequested; });
            if (stop)
                return;
            calibrate = calibrationRequested;
            calibrationRequested = false;
            if (pending) {
                pair = std::move(*pending);
                pending.reset();
            }
            capture = captureRequested && pair.left;
            if (capture)
                captureRequested = false;
            doRectify = rectify;
            doDisparity = disparity;
            doTrack = range.enabled;
            calib = calibration;
        }
        if (calibrate) {
            StereoCalibrator copy(CheckerboardSpec{});
            {
                std::lock_guard<std::mutex> guard(lock);
                copy = calibrator;
            }
            QString error;
            const auto result = copy.compute(&error);
            std::lock_guard<std::mutex> guard(lock);
            status.computing = false;
            if (result) {
                calibration = std::make_shared<const StereoCalibration>(*result);
                status.calibrated = true;
                status.message = QStringLiteral("Calibrated from %1 pairs: RMS %2 px, baseline %3 m.")
                                     .arg(result->pairCount)
                                     .arg(result->rmsStereoPx, 0, 'f', 3)
                                     .arg(result->baselineM(), 0, 'f', 4);
            } else {
                status.message = error;
            }
        }
        if (!pair.left || !pair.right)
            continue;
        const int64_t startNs = monotonicNs();
        const cv::Mat left = frameMat(*pair.left, toLeftRgb);
        const cv::Mat right = frameMat(*pair.right, toRightRgb);
        if (left.empty() || right.empty())
            continue;
        if (capture) {
            CheckerboardSpec spec;
            {
                std::lock_guard<std::mutex> guard(lock);
                spec = calibrator.spec();
            }
            const auto cl = findCheckerboard(left, spec);
            const auto cr = findCheckerboard(right, spec);
            std::lock_guard<std::mutex> guard(lock);
            QString error;
            if (!cl || !cr)
                status.message = !cl && !cr ? QStringLiteral("No checkerboard found in either view.")
                                 : !cl      ? QStringLiteral("No checkerboard found in the left view.")
                                            : QStringLiteral("No checkerboard found in the right view.");
            else if (!calibrator.addCorners(*cl, *cr, left.size(), &error))
                status.message = error;
            else
                status.message = QStringLiteral("Captured pair %1.").arg(calibrator.pairCount());
            status.capturedPairs = calibrator.pairCount();
        }
        if (doTrack) {
            const StereoTrackResult result = trackMats(left, right, pair.left->times.demuxNs);
            StereoTrackResult r = result;
            r.frameIndexLeft = pair.left->frameIndex;
            r.frameIndexRight = pair.right->frameIndex;
            std::lock_guard<std::mutex> guard(lock);
            results.push_back(r);
            while (results.size() > kMaxPendingResults)
                results.pop_front();
        }
        if ((doRectify || doDisparity) && calib && calib->imageSize == left.size()) {
            if (rectifierFor != calib) {
                rectifier.setCalibration(*calib);
                rectifierFor = calib;
            }
            VisionViews v;
            v.frameIndexLeft = pair.left->frameIndex;
            v.rectifiedLeft = QImage(left.cols, left.rows, QImage::Format_RGB32);
            v.rectifiedRight = QImage(left.cols, left.rows, QImage::Format_RGB32);
            cv::Mat outL(left.rows, left.cols, CV_8UC4, v.rectifiedLeft.bits(), size_t(v.rectifiedLeft.bytesPerLine()));
            cv::Mat outR(left.rows, left.cols, CV_8UC4, v.rectifiedRight.bits(),
                         size_t(v.rectifiedRight.bytesPerLine()));
            rectifier.rectifyLeft(left, outL);
            rectifier.rectifyRight(right, outR);
            if (doDisparity) {
                cv::Mat bgr;
                if (rectifier.disparityView(outL, outR, bgr)) {
                    v.disparity = QImage(bgr.cols, bgr.rows, QImage::Format_RGB32);
                    cv::Mat out(bgr.rows, bgr.cols, CV_8UC4, v.disparity.bits(), size_t(v.disparity.bytesPerLine()));
                    cv::cvtColor(bgr, out, cv::COLOR_BGR2BGRA);
                }
            }
            std::lock_guard<std::mutex> guard(lock);
            views = std::move(v);
        }
        processNs.record(monotonicNs() - startNs);
        std::lock_guard<std::mutex> guard(lock);
        status.processed++;
    }
}

} // namespace loopscope::core
