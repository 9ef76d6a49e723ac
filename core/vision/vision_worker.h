#pragma once
// Stereo processing off the GUI thread: one plain worker thread takes the
// newest submitted pair (older pending pairs are replaced, never queued) and
// runs what is switched on — checkerboard capture for calibration, the
// calibration itself, rectification, disparity, colour-blob tracking with
// triangulation. Results are pulled by the GUI at display rate.
//
// Threads: every public function may be called from any thread.

#include "core/histogram/interval_recorder.h"
#include "core/vision/blob_tracker.h"
#include "core/vision/stereo_calibration.h"
#include "core/video/frame_converter.h"
#include "core/vision/stereo_pairer.h"

#include <QImage>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

// "OpenCV 4.6.0" (the library loaded at run time).
namespace loopscope::core {
QString opencvVersion();
}

namespace loopscope::core {

struct VisionViews
{
    QImage rectifiedLeft, rectifiedRight; // RGB32, when rectification is on
    QImage disparity;                     // RGB32, when disparity is on
    int64_t frameIndexLeft = 0;
};

struct VisionStatus
{
    int capturedPairs = 0;
    bool computing = false;
    bool calibrated = false;
    QString message;          // last capture/calibration outcome, clear text
    int64_t processed = 0;    // pairs processed
    int64_t replaced = 0;     // pairs submitted but replaced before processing
};

class VisionWorker
{
public:
    VisionWorker();
    ~VisionWorker(); // stops and joins

    // Newest pair wins; the frames are held (not copied) until processed.
    void submit(SharedFrame left, SharedFrame right);

    void setTrackingRange(const HsvRange &range); // range.enabled false: tracking off
    HsvRange trackingRange() const;
    void setRectify(bool on);
    void setDisparity(bool on);

    void setCheckerboard(const CheckerboardSpec &spec); // clears captured pairs
    void requestCapture();      // look for the board in the next pair
    void requestCalibration();  // compute from the captured pairs
    void clearCaptures();
    void setCalibration(std::shared_ptr<const StereoCalibration> calibration);
    std::shared_ptr<const StereoCalibration> calibration() const;

    // Everything tracked since the last call (bounded: the oldest are dropped
    // beyond kMaxPendingResults).
    std::vector<StereoTrackResult> takeResults();
    static constexpr size_t kMaxPendingResults = 4096;
    std::optional<VisionViews> takeViews(); // newest views since the last call
    VisionStatus status() const;
    IntervalRecorder &processNs(); // per pair, worker thread

    // Synchronous processing of one pair on the caller's thread (tests, CLI).
    StereoTrackResult track(const cv::Mat &left, const cv::Mat &right, int64_t timeNs = 0);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

// A cv::Mat (CV_8UC4, B G R X) of a frame: a header over its pixels when it
// is RGB32, else converted by converter (on the caller's thread) into the
// converter's buffer, valid until its next use.
cv::Mat frameMat(const VideoFrame &frame, FrameConverter &converter);

} // namespace loopscope::core
