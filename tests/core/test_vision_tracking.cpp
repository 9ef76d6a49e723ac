// Colour-blob tracking and triangulation on synthetic stereo frames: a
// coloured sphere at a known 3D position over a textured background, with a
// distractor of another hue; the worker thread processes the newest pair.
#include "core/vision/blob_tracker.h"
#include "core/vision/vision_worker.h"
#include "test_vision_render.h"

#include <QtTest>

#include <chrono>
#include <thread>

using namespace loopscope::core;

namespace {

struct Scene
{
    cv::Mat left, right;
};

const cv::Scalar kOrange(0, 140, 255); // BGR
const cv::Scalar kBlue(230, 90, 20);

Scene render(const vision_render::Rig &rig, const cv::Point3d &ball, const cv::Point3d &distractor)
{
    Scene s{vision_render::texturedBackground(rig, 7), vision_render::texturedBackground(rig, 8)};
    vision_render::drawSphere(s.left, rig, distractor, 0.04, kBlue, {0, 0, 0});
    vision_render::drawSphere(s.right, rig, distractor, 0.04, kBlue, rig.tRight());
    vision_render::drawSphere(s.left, rig, ball, 0.03, kOrange, {0, 0, 0});
    vision_render::drawSphere(s.right, rig, ball, 0.03, kOrange, rig.tRight());
    return s;
}

cv::Point2d projectLeft(const vision_render::Rig &rig, const cv::Point3d &p)
{
    return {rig.focalPx * p.x / p.z + rig.size.width / 2.0, rig.focalPx * p.y / p.z + rig.size.height / 2.0};
}

} // namespace

class TestVisionTracking : public QObject
{
    Q_OBJECT

private slots:
    void hsvRangeAroundPixel()
    {
        const HsvRange orange = HsvRange::around(cv::Vec3b(0, 140, 255));
        QVERIFY(orange.enabled);
        cv::Mat hsv;
        cv::cvtColor(cv::Mat(1, 1, CV_8UC3, kOrange), hsv, cv::COLOR_BGR2HSV);
        QVERIFY(orange.contains(hsv.at<cv::Vec3b>(0, 0)));
        cv::cvtColor(cv::Mat(1, 1, CV_8UC3, kBlue), hsv, cv::COLOR_BGR2HSV);
        QVERIFY(!orange.contains(hsv.at<cv::Vec3b>(0, 0)));
        cv::cvtColor(cv::Mat(1, 1, CV_8UC3, cv::Scalar(128, 128, 128)), hsv, cv::COLOR_BGR2HSV);
        QVERIFY(!orange.contains(hsv.at<cv::Vec3b>(0, 0))); // grey never matches
        // Red wraps around hue 0.
        const HsvRange red = HsvRange::around(cv::Vec3b(10, 0, 230));
        QVERIFY(red.hueLow > red.hueHigh);
        cv::cvtColor(cv::Mat(1, 1, CV_8UC3, cv::Scalar(0, 10, 230)), hsv, cv::COLOR_BGR2HSV);
        QVERIFY(red.contains(hsv.at<cv::Vec3b>(0, 0)));
    }

    void tracksAndTriangulates_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::addColumn<double>("z");
        QTest::newRow("centre 1 m") << 0.05 << -0.03 << 1.0;
        QTest::newRow("left 0.7 m") << -0.12 << 0.05 << 0.7;
        QTest::newRow("far 1.6 m") << 0.1 << 0.08 << 1.6;
    }

    void tracksAndTriangulates()
    {
        QFETCH(double, x);
        QFETCH(double, y);
        QFETCH(double, z);
        vision_render::Rig rig;
        const cv::Point3d ball(x, y, z);
        const cv::Point3d distractor(-x, -y + 0.02, z * 0.9);
        const Scene s = render(rig, ball, distractor);

        // Pick the colour by "clicking" the ball's projected centre in the left view.
        const cv::Point2d click = projectLeft(rig, ball);
        const HsvRange range = HsvRange::around(s.left.at<cv::Vec3b>(int(click.y), int(click.x)));
        const BlobDetection left = findBlob(s.left, range);
        const BlobDetection right = findBlob(s.right, range);
        QVERIFY(left.found && right.found);
        QVERIFY2(cv::norm(cv::Point2d(left.centroidPx) - click) < 0.5,
                 qPrintable(QStringLiteral("%1,%2").arg(left.centroidPx.x).arg(left.centroidPx.y)));

        const auto calibration = StereoCalibration::fromIdeal(rig.size, rig.focalPx, rig.baselineM);
        const auto p = triangulate(calibration, left.centroidPx, right.centroidPx);
        QVERIFY(p.has_value());
        qInfo("truth (%.4f %.4f %.4f) tracked (%.4f %.4f %.4f)", x, y, z, p->x, p->y, p->z);
        QVERIFY(std::abs(p->z - z) < 0.02 * z);
        QVERIFY(cv::norm(*p - ball) < 0.005);

        // The worker does the same on BGRA frames.
        VisionWorker worker;
        worker.setCalibration(std::make_shared<const StereoCalibration>(calibration));
        worker.setTrackingRange(range);
        cv::Mat l4, r4;
        cv::cvtColor(s.left, l4, cv::COLOR_BGR2BGRA);
        cv::cvtColor(s.right, r4, cv::COLOR_BGR2BGRA);
        const StereoTrackResult result = worker.track(l4, r4, 1000);
        QVERIFY(result.valid);
        QVERIFY(cv::norm(result.xyzM - *p) < 1e-6);
    }

    void ignoresOtherColours()
    {
        vision_render::Rig rig;
        Scene s{vision_render::texturedBackground(rig, 3), vision_render::texturedBackground(rig, 4)};
        vision_render::drawSphere(s.left, rig, {0, 0, 1}, 0.05, kBlue, {0, 0, 0});
        vision_render::drawSphere(s.left, rig, {0.2, 0, 1}, 0.05, cv::Scalar(40, 200, 40), {0, 0, 0}); // green
        const HsvRange orange = HsvRange::around(cv::Vec3b(0, 140, 255));
        cv::Mat mask;
        const BlobDetection blob = findBlob(s.left, orange, 12, &mask);
        QVERIFY(!blob.found);
        QCOMPARE(cv::countNonZero(mask), 0);
        // Disabled range: nothing, and no crash on odd inputs.
        QVERIFY(!findBlob(s.left, HsvRange{}).found);
        QVERIFY(!findBlob(cv::Mat(), orange).found);
        QVERIFY(!findBlob(cv::Mat(10, 10, CV_32FC3), orange).found);
        QVERIFY(!triangulate(StereoCalibration{}, {1, 1}, {2, 2}).has_value());
    }

    void workerThreadProcessesNewestPair()
    {
        vision_render::Rig rig;
        const cv::Point3d ball(0.02, 0.01, 0.9);
        const Scene s = render(rig, ball, {-0.2, 0.0, 1.2});
        auto makeFrame = [](const cv::Mat &bgr, int64_t index) {
            auto *frame = new VideoFrame;
            frame->reshape(bgr.cols, bgr.rows);
            cv::Mat wrap(bgr.rows, bgr.cols, CV_8UC4, frame->writablePixels(), size_t(frame->strideBytes()));
            cv::cvtColor(bgr, wrap, cv::COLOR_BGR2BGRA);
            frame->frameIndex = index;
            frame->times.demuxNs = 1'000'000'000 + index * 33'000'000;
            return SharedFrame(frame);
        };
        VisionWorker worker;
        worker.setCalibration(std::make_shared<const StereoCalibration>(
            StereoCalibration::fromIdeal(rig.size, rig.focalPx, rig.baselineM)));
        const cv::Point2d click = projectLeft(rig, ball);
        worker.setTrackingRange(HsvRange::around(s.left.at<cv::Vec3b>(int(click.y), int(click.x))));
        worker.setRectify(true);
        worker.setDisparity(true);
        for (int i = 0; i < 5; ++i)
            worker.submit(makeFrame(s.left, i), makeFrame(s.right, i));
        std::vector<StereoTrackResult> results;
        for (int i = 0; i < 200 && results.empty(); ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            results = worker.takeResults();
        }
        QVERIFY(!results.empty());
        const StereoTrackResult &last = results.back();
        QVERIFY(last.valid);
        QVERIFY(std::abs(last.xyzM.z - 0.9) < 0.018);
        QVERIFY(last.frameIndexLeft >= 0 && last.frameIndexLeft <= 4);
        std::optional<VisionViews> views;
        for (int i = 0; i < 200 && !views; ++i) {
            views = worker.takeViews();
            if (!views)
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        QVERIFY(views.has_value());
        QCOMPARE(views->rectifiedLeft.size(), QSize(640, 480));
        QCOMPARE(views->disparity.size(), QSize(640, 480));
        // Every submitted pair was either processed or replaced by a newer one.
        QTRY_COMPARE(worker.status().processed + worker.status().replaced, int64_t(5));
        QVERIFY(worker.status().processed >= 1);
    }
};

QTEST_GUILESS_MAIN(TestVisionTracking)
#include "test_vision_tracking.moc"
